/// A JSON syntax error: what was expected, and the byte where the input went wrong.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A short, compiler-style message that says what was expected, e.g.
    /// `expected ',' or '}' after object member`.
    package var message: String
    /// 0-based UTF-8 byte offset of the offending byte within the parsed text (the input's
    /// length when the input ended too early).
    package var offset: Int

    package init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The 1-based column of the offending byte on a single-line document.
    package var column: Int { offset + 1 }

    package var description: String { "offset \(offset): \(message)" }
}
