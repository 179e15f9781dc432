import ScrollTape

/// `step [N]`: apply the next N events.
struct ReplStep: ReplCommand {
    static let count = Positional("N", .count, optional: true, help: "how many events (1 or more; default 1)")
    static let spec = CommandSpec(
        "step", aliases: ["s", "n", "next"], abstract: "apply the next N events (default 1)",
        parameters: [count.parameter])

    var count: Int

    init(_ arguments: ParsedArguments) { count = arguments[Self.count] ?? 1 }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let index = session.index
        guard index < session.timeline.count else { throw ReplError("already at the end (index \(index))") }
        session.timeline.step(count)
        return (index + count > session.timeline.count ? [session.stopLine(.end)] : []) + session.position()
    }
}
