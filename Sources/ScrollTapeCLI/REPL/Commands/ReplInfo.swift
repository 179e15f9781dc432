import ScrollTape

/// `info`: the recording, the position, the screen there, the watches, breakpoints and checkpoints.
struct ReplInfo: ReplCommand {
    static let spec = CommandSpec(
        "info", abstract: "the recording, the position, the screen, watches, breakpoints and checkpoints")

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
            "screen       " + Self.screen(world.scene.device),
            "watches      " + (watches.isEmpty ? "none" : watches.map(\.description).joined(separator: "; ")),
            "breakpoints  "
                + (breakpoints.isEmpty ? "none" : breakpoints.map(\.description).joined(separator: "; ")),
            "checkpoints  every \(plural(timeline.checkpointInterval, "event")): \(plural(checkpoints, "state")), \(kilobytes) KB",
        ]
    }

    /// The device at this index (a `safeArea` event turns or resizes it): `iPhone 11 896×414, safe
    /// area 0 48 21 48 (top left bottom right), status bar 0`.
    static func screen(_ device: Device) -> String {
        let safe = device.safeArea
        let name = device.name.isEmpty ? "" : Diagnostic.oneLine(device.name) + " "
        let statusBar = device.statusBar.map { ", status bar \(formatNumber($0))" } ?? ""
        return "\(name)\(formatNumber(device.width))×\(formatNumber(device.height)), safe area "
            + [safe.top, safe.left, safe.bottom, safe.right].map { formatNumber($0) }.joined(separator: " ")
            + " (top left bottom right)" + statusBar
    }
}
