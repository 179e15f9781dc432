import ScrollTape

/// `events [FROM] [COUNT]`: event lines around here.
struct ReplEvents: ReplCommand {
    static let from = Positional(
        "FROM", .index, optional: true, help: "the first event's index (default: a few before here)")
    static let count = Positional("COUNT", .count, optional: true, help: "how many events (default 10)")
    static let spec = CommandSpec(
        "events", abstract: "COUNT event lines from index FROM (default: around here)",
        parameters: [from.parameter, count.parameter])

    var from: Int?
    var count: Int?

    init(_ arguments: ParsedArguments) {
        from = arguments[Self.from]
        count = arguments[Self.count]
    }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let timeline = session.timeline
        guard timeline.count > 0 else { return ["(the recording has no events)"] }
        let start = from ?? max(1, session.index - 4)
        guard start >= 1, start <= timeline.count else {
            throw ReplError("events: FROM must be an event index 1…\(timeline.count), not \(start)")
        }
        let end = min(timeline.count, start + (count ?? 10) - 1)
        let width = String(end).count
        return (start...end).map { eventIndex in
            session.indexedLine(eventIndex, width: width, timeline.event(at: eventIndex)!.jsonLine)
        }
    }
}
