// `import ScrollTape` alone gives every name of the library, the model's included.
@_exported import ScrollTapeCore
