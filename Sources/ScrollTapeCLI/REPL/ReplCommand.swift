import ScrollTape

/// A REPL command: its declaration, how it reads its parsed words, and what it does to
/// the session. Parsing, `help` and `help COMMAND` are made from the declarations. A new command is
/// one file in `REPL/Commands/` plus its line in `ReplCommands.all`.
protocol ReplCommand: Sendable {
    /// The declaration: name, short forms, parameters with their help.
    static var spec: CommandSpec { get }
    /// The command from its parsed words (already checked against `spec`).
    init(_ arguments: ParsedArguments) throws(ReplError)
    /// Runs it against `session`; returns the lines of its answer.
    func run(in session: inout ReplSession) throws(ReplError) -> [String]
}
