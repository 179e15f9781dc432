import ScrollTape

/// A command line that cannot be run: what is wrong, and which command's usage to show.
package struct UsageError: Error, Hashable, Sendable {
    package var message: String
    /// The command whose usage applies, or nil for the general usage.
    package var command: String?

    package init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }
}
