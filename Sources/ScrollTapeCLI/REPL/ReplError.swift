import ScrollTape

/// A REPL line that cannot be run: the message of its `error:` line.
package struct ReplError: Error, Hashable, Sendable {
    package var message: String

    package init(_ message: String) { self.message = message }
}
