// `import ScrollTape` alone gives every name of the library, the model's included (SPEC §7).
@_exported import ScrollTapeCore
