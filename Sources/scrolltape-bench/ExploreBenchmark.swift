// `scrolltape-bench explore [RUNS]`: the speed of `explore`, on one core.
//
// On the iPhone 11 collapsing-header screen (built-in behaviour, so no run fails and nothing is
// shrunk) and on the known-bad bouncing header (most runs fail and are shrunk), RUNS runs
// (default 2,000) of about 200 events each, generated, replayed through every invariant and
// the determinism check: runs per second, target ≥ 1,000 per core. The baseline, in the same
// run: JSONDecoder decoding as many event lines as the runs generated.

import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeCore
import ScrollTapeExplorer

func runExploreBenchmark(sessionLine: String, arguments: [String]) {
    let runs = arguments.first.flatMap(Int.init) ?? 2_000
    guard let file = try? RecordingReader.parse(Array((sessionLine + "\n").utf8), path: "bench.jsonl") else {
        print("error: the benchmark's session line does not read")
        exit(1)
    }
    var bouncing = file.recording
    bouncing.scene.header?.ignoresOverscroll = false

    var report = CIBenchmark.Report()
    var eventCount = 0
    for (name, recording) in [
        ("explore    collapsing header, no failures", file.recording),
        ("explore    bouncing header, failing runs shrunk", bouncing),
    ] {
        var exploration: Exploration?
        let elapsed = best(of: 3) { exploration = recording.explore(seed: 1, runs: runs, events: 200) }
        guard let exploration else { continue }
        eventCount = max(eventCount, exploration.events)
        report.add(
            name, elapsed, count: exploration.events, ratio: Double(exploration.runs) / elapsed,
            unit: "runs/s", target: 1_000,
            note:
                "\(exploration.failingRuns) of \(exploration.runs) runs failed, \(exploration.failures.count) shrunk"
        )
    }

    // The baseline: JSONDecoder on as many touch lines as the runs had events.
    let events = ReadBenchmark.touchEvents(count: eventCount)
    let lines = CIBenchmark.recordingBytes(sessionLine: sessionLine, events: events)
        .split(separator: UInt8(ascii: "\n")).dropFirst().map { Data($0) }
    let decoder = JSONDecoder()
    let decoderSeconds = best(of: 3) {
        for line in lines { _ = try? decoder.decode(TouchLine.self, from: line) }
    }
    print(
        "baseline   JSONDecoder decoding \(eventCount) event lines: \(formatNumber(decoderSeconds * 1000, decimals: 1)) ms (\(CIBenchmark.rate(eventCount, decoderSeconds)))"
    )
    report.print()
    print("(explore generates, replays with every invariant and checks determinism; one core)")
    exit(report.allMet ? 0 : 1)
}
