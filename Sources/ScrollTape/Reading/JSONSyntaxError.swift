/// A JSON syntax error: what was expected, and the byte where the input went wrong.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A short, compiler-style message that says what was expected, e.g.
    /// `expected ',' or '}' after object member`.
    public var message: String
    /// 0-based UTF-8 byte offset of the offending byte within the parsed text (the input's
    /// length when the input ended too early).
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The 1-based column of the offending byte on a single-line document.
    public var column: Int { offset + 1 }

    public var description: String { "offset \(offset): \(message)" }
}
