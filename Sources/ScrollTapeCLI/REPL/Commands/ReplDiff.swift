import ScrollTape

/// `diff`: what the event at the current index changed.
struct ReplDiff: ReplCommand {
    static let spec = CommandSpec("diff", abstract: "what the event at the current index changed")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        guard session.index > 0 else { return ["(index 0: no event applied)"] }
        return session.diffLines(at: session.index)
    }
}
