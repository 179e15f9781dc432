import ScrollTape

/// `event`: the event at the current index, as its recording line.
struct ReplEvent: ReplCommand {
    static let spec = CommandSpec("event", abstract: "the event at the current index, as its recording line")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        guard let event = session.timeline.event(at: session.index) else {
            return ["(index 0: no event applied)"]
        }
        return [event.jsonLine]
    }
}
