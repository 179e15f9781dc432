import ScrollTape

/// A `scrolltape` command: its declaration, how it reads its parsed arguments, and what it does.
/// A new command is one file with a type that conforms, plus its line in `ScrollTapeCommands.all`.
protocol ScrollTapeCommand: Sendable {
    /// The declaration: name, parameters with their help, usage forms, discussion.
    static var spec: CommandSpec { get }
    /// The command from its parsed words (already checked against `spec`).
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Runs it, writing to `console`; returns the exit code.
    func run(console: inout some Console) -> Int32
}
