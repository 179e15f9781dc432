import ScrollTape

/// A REPL line that cannot be run: the message of its `error:` line.
public struct ReplError: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
