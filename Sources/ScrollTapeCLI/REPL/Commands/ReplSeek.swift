import ScrollTape

/// `seek T`: jump to the last event with t ≤ T.
struct ReplSeek: ReplCommand {
    static let time = Positional("T", .number, help: "a time in seconds")
    static let spec = CommandSpec(
        "seek", abstract: "jump to the last event with t ≤ T seconds", parameters: [time.parameter])

    var time: Double

    init(_ arguments: ParsedArguments) { time = arguments[Self.time]! }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        session.timeline.move(to: session.timeline.index(atTime: time))
        return session.position()
    }
}
