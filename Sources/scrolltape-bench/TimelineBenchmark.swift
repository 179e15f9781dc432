// `swift run -c release scrolltape-bench timeline [EVENTS]`: time travel over a generated recording
// of EVENTS events (default 1,000,000): `goto` to random indices and `back` from random indices with
// the checkpointed timeline, each beside the same operation done by replaying from the start
// (`Replay`, as `scrolltape replay --to N` does) in the same run; checkpoint memory beside the
// memory of the events; and a sweep of the checkpoint interval K.

import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeCore
import ScrollTapeExamples
import ScrollTapeExplorer

/// Runs the timeline benchmark; `sessionLine` is the scene of the generated recording.
func runTimelineBenchmark(sessionLine: String, arguments: [String]) {
    let count = arguments.first.flatMap(Int.init) ?? 1_000_000
    let session: RecordingFile
    do {
        session = try RecordingReader.parse(Array((sessionLine + "\n").utf8), path: "bench.jsonl")
    } catch {
        print("the benchmark's session line does not read: \(error)")
        exit(1)
    }
    let recording = Recording(scene: session.recording.scene, events: makeEvents(count: count))
    let eventBytes = memoryBytes(of: recording.events)
    print(
        "recording: \(recording.events.count) events; [Event] \(megabytes(eventBytes)) "
            + "(Event stride \(MemoryLayout<Event>.stride) B, World stride \(MemoryLayout<World>.stride) B)")

    var random = SplitMix64(seed: 42)
    let targets = (0..<1000).map { _ in Int(random.next() % UInt64(recording.events.count + 1)) }
    let backStarts = (0..<200).map { _ in 1 + Int(random.next() % UInt64(recording.events.count)) }

    // The default interval, in detail.
    let k = Timeline.defaultCheckpointInterval
    var buildSeconds = 0.0
    var timeline = Timeline(recording, checkpointInterval: 1)
    buildSeconds = seconds { timeline = Timeline(recording, checkpointInterval: k) }
    let baselineFull = seconds {
        var replay = Replay(recording)
        replay.run()
    }
    print(
        "build      Timeline (one replay with invariants + checkpoints)  \(milliseconds(buildSeconds))  "
            + "vs plain replay \(milliseconds(baselineFull))  (\(ratio(buildSeconds, baselineFull)) of it)")

    let gotoSeconds = averageGoto(&timeline, targets)
    let baselineTargets = Array(targets.prefix(10))
    let gotoBaseline =
        seconds {
            for target in baselineTargets {
                var replay = Replay(recording)
                replay.run(to: target)
                blackHole(replay.world.index)
            }
        } / Double(baselineTargets.count)
    print(
        "goto N     timeline \(microseconds(gotoSeconds)) avg over \(targets.count) random N  "
            + "vs replay from the start \(milliseconds(gotoBaseline)) avg over \(baselineTargets.count)  "
            + "→ \(ratio(gotoBaseline, gotoSeconds)) faster")

    let backSeconds = averageBack(&timeline, backStarts)
    let backBaseline =
        seconds {
            for start in backStarts.prefix(10) {
                var replay = Replay(recording)
                replay.run(to: start - 1)
                blackHole(replay.world.index)
            }
        } / 10
    print(
        "back       timeline \(microseconds(backSeconds)) avg over \(backStarts.count * 10) backs  "
            + "vs replay from the start \(milliseconds(backBaseline)) avg over 10  "
            + "→ \(ratio(backBaseline, backSeconds)) faster")

    var stepTimeline = timeline
    stepTimeline.move(to: 0)
    let stepSeconds =
        seconds {
            for _ in 0..<100_000 { stepTimeline.step() }
        } / 100_000
    print("step       timeline \(microseconds(stepSeconds)) avg over 100000 steps (one apply each)")

    let checkpointBytes = timeline.checkpointBytes
    print(
        "memory     checkpoints \(megabytes(checkpointBytes)) (\(timeline.count / k + 1) states, K=\(k)) "
            + "vs events \(megabytes(eventBytes))  → \(percent(checkpointBytes, eventBytes)) of the events "
            + "(budget 25%); violation lists \(megabytes(timeline.violationBytes))")

    // Searches over the whole recording, for scale: a scalar path read straight from each state,
    // and a path that needs the full state projection at every index.
    timeline.move(to: 0)
    var found: Int?
    let scanSeconds = seconds {
        found = timeline.firstIndex(
            where: .compare(path: "scroll.offset.y", .greater, .literal(.number(1e9))))
    }
    print(
        "first      scroll.offset.y > 1e9 (never holds): \(milliseconds(scanSeconds)) for every index "
            + "(\(rate(recording.events.count, scanSeconds)) indices/s; found \(found.map(String.init) ?? "none"))"
    )
    for path: StatePath in ["header.height", "actions"] {
        var stop: Stop?
        let continueSeconds = seconds {
            stop = timeline.nextStop(
                from: 0, .forward, rules: StopRules(watches: [.value(path: path)], stopsAtViolations: false))
        }
        print(
            "continue   watch \(path) from 0: stopped at \(stop?.index ?? -1) in \(milliseconds(continueSeconds))"
                + (path == "actions" ? " (full state projection at every index)" : ""))
    }

    // The sweep.
    print("K sweep (build, checkpoint memory vs events, goto and back averages):")
    print("     K     build   checkpoints  of events      goto       back")
    for interval in [8, 16, 32, 64, 128, 256, 512, 1024, 4096] {
        var candidate = Timeline(recording, checkpointInterval: 1)
        let build = seconds { candidate = Timeline(recording, checkpointInterval: interval) }
        let bytes = candidate.checkpointBytes
        let goto = averageGoto(&candidate, targets)
        let back = averageBack(&candidate, backStarts)
        print(
            pad(String(interval), 6) + pad(milliseconds(build), 10) + pad(megabytes(bytes), 14)
                + pad(percent(bytes, eventBytes), 11) + pad(microseconds(goto), 11)
                + pad(microseconds(back), 11)
                + (interval == k ? "  ← default" : ""))
    }
}

/// The average time of `move(to:)` over `targets`.
private func averageGoto(_ timeline: inout Timeline, _ targets: [Int]) -> Double {
    timeline.move(to: 0)
    let total = seconds {
        for target in targets {
            timeline.move(to: target)
            blackHole(timeline.current.index)
        }
    }
    return total / Double(targets.count)
}

/// The average time of `back()` from each start (reached untimed), ten times in a row.
private func averageBack(_ timeline: inout Timeline, _ starts: [Int]) -> Double {
    var total = 0.0
    for start in starts {
        timeline.move(to: max(start, 10))
        total += seconds {
            for _ in 0..<10 { timeline.back() }
            blackHole(timeline.current.index)
        }
    }
    return total / Double(starts.count * 10)
}

/// Bytes held by the events: the array's buffer plus the heap each event's payload owns.
private func memoryBytes(of events: [Event]) -> Int {
    var bytes = 32 + events.capacity * MemoryLayout<Event>.stride
    for event in events {
        switch event.kind {
        case .update(let update):
            bytes += arrayBytes(update.deleted) + arrayBytes(update.inserted)
        case .expect(let expectation):
            bytes +=
                arrayBytes(expectation.values) + expectation.values.reduce(0) { $0 + valueBytes($1.value) }
        case .observe(let values):
            bytes += arrayBytes(values) + values.reduce(0) { $0 + valueBytes($1.value) }
        case .mark(let label), .call(let label):
            bytes += label.utf8.count > 15 ? 32 + label.utf8.count : 0
        default:
            // No payload of its own on the heap beyond its box.
            break
        }
    }
    return bytes
}

private func arrayBytes<Element>(_ array: [Element]) -> Int {
    array.isEmpty ? 0 : 32 + array.capacity * MemoryLayout<Element>.stride
}

private func valueBytes(_ value: Value) -> Int {
    switch value {
    case .array(let elements): arrayBytes(elements) + elements.reduce(0) { $0 + valueBytes($1) }
    case .object(let members): arrayBytes(members) + members.reduce(0) { $0 + valueBytes($1.value) }
    case .string(let string): string.utf8.count > 15 ? 32 + string.utf8.count : 0
    case .null, .bool, .number: 0
    }
}

@inline(never)
private func blackHole(_ value: Int) {
    if value == -1 { print("") }
}

private func microseconds(_ seconds: Double) -> String { "\(formatNumber(seconds * 1e6, decimals: 1)) µs" }
private func milliseconds(_ seconds: Double) -> String { "\(formatNumber(seconds * 1e3, decimals: 1)) ms" }
private func megabytes(_ bytes: Int) -> String { "\(formatNumber(Double(bytes) / 1_000_000)) MB" }
private func percent(_ part: Int, _ whole: Int) -> String {
    "\(formatNumber(100 * Double(part) / Double(whole), decimals: 1))%"
}
private func ratio(_ a: Double, _ b: Double) -> String { "\(formatNumber(a / b, decimals: 1))×" }
private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
