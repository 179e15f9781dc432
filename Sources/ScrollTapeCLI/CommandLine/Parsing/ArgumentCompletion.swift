import ScrollTape

/// What a shell offers for a command-line word.
enum ArgumentCompletion: Hashable, Sendable {
    /// Nothing (a number, a condition).
    case none
    /// Files; recordings (`*.jsonl`) first.
    case recordings
    /// Files and folders.
    case paths
    /// One of these words.
    case words([String])
    /// The name of a `scrolltape` command.
    case commands
}
