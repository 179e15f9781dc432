import ScrollTape
import ScrollTapeCore

/// `scrolltape replay FILE [--to N] [--json]` and `replay FILE --trace [--to N]`.
struct ReplayCommand: ScrollTapeCommand {
    static let file = Positional("FILE", .recording, help: "the recording to replay")
    static let to = Option(
        "--to", value: "N", .index, help: "stop at index N: the state after events 1...N (default: the end)")
    static let json = Flag("--json", help: "print the state as one line of state JSON")
    static let trace = Flag("--trace", help: "print the state JSON at every index 0...N, one line each")

    static let spec = CommandSpec(
        "replay",
        parameters: [file.parameter, to.parameter, json.parameter, trace.parameter],
        forms: [
            .init("the state at index N (default: the end)", [file.parameter, to.parameter, json.parameter]),
            .init(
                "the state JSON at every index 0...N, one line each",
                [file.parameter, trace.parameter, to.parameter], required: [trace.parameter]),
        ],
        discussion: """
            Replays FILE and prints the state at index N (the state after events 1...N; 0 is the
            initial state; default: after the last event). --json prints one line of state JSON.
            --trace prints the state JSON at every index 0...N, one line each: line k of the trace
            is the state after line k of the recording (line 1, the session line, is index 0).
            """)

    var path: String
    var index: Int?
    var json: Bool
    var isTrace: Bool

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.file]!
        index = arguments[Self.to]
        json = arguments[Self.json]
        isTrace = arguments[Self.trace]
    }

    func run(console: inout some Console) -> Int32 {
        let final: World
        let violations: Int
        if !isTrace && index == nil {
            // To the end: replayed while it is read.
            let replay = ReplayWhileReading()
            guard let file = CommandRunner.load(path, consumer: replay, console: &console) else {
                return CommandRunner.ExitCode.badInput
            }
            final = replay.world ?? World(scene: file.recording.scene)
            violations = replay.violations.count
        } else {
            guard let file = CommandRunner.load(path, index: index, option: "--to", console: &console) else {
                return CommandRunner.ExitCode.badInput
            }
            var replay = Replay(file.recording)
            if isTrace {
                printTrace(&replay, to: index ?? file.recording.events.count, console: &console)
                return CommandRunner.ExitCode.success
            }
            replay.run(to: index)
            final = replay.world
            violations = replay.violationCount
        }
        console.out(
            json
                ? StateProjection(final, violations: violations).value.jsonText
                : StateText.render(final, violations: violations))
        return CommandRunner.ExitCode.success
    }

    /// The state after every event as JSON lines, one per index 0…`end`, so the trace has
    /// one line per line of the recording (the session line ↔ index 0); written 256 lines at a time.
    private func printTrace(_ replay: inout Replay, to end: Int, console: inout some Console) {
        var chunk = replay.state.jsonText
        var lines = 1
        while replay.world.index < end {
            replay.step()
            if lines > 0 { chunk += "\n" }
            replay.state.writeJSON(to: &chunk)
            lines += 1
            if lines == 256 {
                console.out(chunk)
                chunk = ""
                lines = 0
            }
        }
        if lines > 0 { console.out(chunk) }
    }
}
