import ScrollTape

/// `where`: the current position.
struct ReplWhere: ReplCommand {
    static let spec = CommandSpec("where", abstract: "the index, time, event and what it changed")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] { session.position() }
}
