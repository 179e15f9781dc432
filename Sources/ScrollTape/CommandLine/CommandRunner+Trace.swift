import ScrollTapeCore

extension CommandRunner {
    /// `replay FILE --trace [--to N]`: the state after every event as JSON lines (SPEC §2), one per
    /// index 0…N, so the trace has one line per line of the recording (the session line ↔ index 0).
    static func trace(path: String, to index: Int?, console: inout some Console) -> Int32 {
        guard let file = load(path, console: &console) else { return ExitCode.badInput }
        let count = file.recording.events.count
        if let index, index > count {
            console.err(
                "error: --to \(index) is past the end: \(file.path) has \(count) events (indices 0…\(count))")
            return ExitCode.badInput
        }
        var replay = Replay(file.recording)
        var chunk = replay.world.state.jsonText
        var lines = 1
        while replay.world.index < (index ?? count) {
            replay.step()
            if lines > 0 { chunk += "\n" }
            replay.world.state.writeJSON(to: &chunk)
            lines += 1
            if lines == 256 {
                console.out(chunk)
                chunk = ""
                lines = 0
            }
        }
        if lines > 0 { console.out(chunk) }
        return ExitCode.success
    }
}
