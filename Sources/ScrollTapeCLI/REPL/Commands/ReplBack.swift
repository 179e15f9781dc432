import ScrollTape

/// `back [N]`: go back N events.
struct ReplBack: ReplCommand {
    static let spec = CommandSpec(
        "back", abstract: "go back N events (default 1)", parameters: [ReplStep.count.parameter])

    var count: Int

    init(_ arguments: ParsedArguments) { count = arguments[ReplStep.count] ?? 1 }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let index = session.index
        guard index > 0 else { throw ReplError("already at the start (index 0)") }
        session.timeline.back(count)
        return (index - count < 0 ? [session.stopLine(.start)] : []) + session.position()
    }
}
