// The recorder's users write and replay the same model's values (`ScrollViewDelegate`,
// `AppScreen`, `Point`…): one `import ScrollTapeRecorder` brings them.
@_exported import ScrollTape
