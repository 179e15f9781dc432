import ScrollTape

/// A command line that cannot be run: what is wrong, and which command's usage to show.
public struct UsageError: Error, Hashable, Sendable {
    public var message: String
    /// The command whose usage applies, or nil for the general usage.
    public var command: String?

    public init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }
}
