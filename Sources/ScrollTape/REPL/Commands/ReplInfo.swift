/// `info`: the recording, the position, the watches, breakpoints and checkpoints.
struct ReplInfo: ReplCommand {
    static let spec = CommandSpec(
        "info", abstract: "the recording, the position, watches, breakpoints and checkpoints")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let timeline = session.timeline
        let world = timeline.current
        let kilobytes = formatNumber(Double(timeline.checkpointBytes) / 1024, decimals: 1)
        let checkpoints = timeline.count / timeline.checkpointInterval + 1
        let watches = session.watches
        let breakpoints = session.breakpoints
        return [
            "file         \(session.file.path): \(plural(timeline.count, "event")), "
                + "\(plural(timeline.marks.count, "mark")), "
                + plural(timeline.allViolations.count, "violation"),
            "at           \(session.index)/\(timeline.count)  t=\(formatNumber(world.t, decimals: 4))  "
                + "line \(session.file.line(ofEvent: session.index))",
            "watches      " + (watches.isEmpty ? "none" : watches.map(\.description).joined(separator: "; ")),
            "breakpoints  "
                + (breakpoints.isEmpty ? "none" : breakpoints.map(\.description).joined(separator: "; ")),
            "checkpoints  every \(plural(timeline.checkpointInterval, "event")): \(plural(checkpoints, "state")), \(kilobytes) KB",
        ]
    }
}
