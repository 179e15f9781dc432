import ScrollTape

/// `quit`: leave (so does the end of input).
struct ReplQuit: ReplCommand {
    static let spec = CommandSpec(
        "quit", aliases: ["q", "exit"], abstract: "leave (so does the end of input)")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] { [] }
}
