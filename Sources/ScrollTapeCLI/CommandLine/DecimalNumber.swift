import ScrollTape

/// A number as a user types one on a command line or in the REPL: decimal digits, an optional
/// sign, point and exponent (`-12.5`, `.5`, `1e3`); nil for anything else, hexadecimal (`0x10`),
/// `inf` and `nan` included, and for a value too large to be finite.
func decimalNumber(_ text: String) -> Double? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || "+-.eE".utf8.contains($0) }),
        let value = Double(text), value.isFinite
    else { return nil }
    return value
}
