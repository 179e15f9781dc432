// ScrollTape benchmarks: `swift run -c release scrolltape-bench [EVENTS]`
// (time travel: `swift run -c release scrolltape-bench timeline [EVENTS]`;
// recording on a device: `swift run -c release scrolltape-bench recorder [SAMPLES]`;
// reading against Foundation: `swift run -c release scrolltape-bench read [EVENTS]`;
// 20,000 views and 10,000 code names through the built tool: `scrolltape-bench scale [VIEWS] [NAMES]`;
// the page of many moving views: `swift run -c release scrolltape-bench page [EVENTS]`;
// CI's replay, check, memory and --jobs: `swift run -c release scrolltape-bench ci [EVENTS]`;
// updates on a long list in sections: `swift run -c release scrolltape-bench updates [UPDATES] [ROWS]`;
// one stage for a profiler: `scrolltape-bench write FILE [EVENTS]`, then
// `scrolltape-bench loop read|reduce|replay|check|explore FILE [TIMES]`).
//
// Generates a recording of the iPhone 11 collapsing-header screen with EVENTS events (default
// 200,000: drags through the whole range, pulls past both edges, taps and display frames), writes
// it to a temporary file, and measures in this one run:
//   - reading: RecordingReader against Foundation's JSONSerialization on the same lines (baseline);
//   - the reducer alone (World.apply), the reducer with every invariant (Replay), and a full check
//     (read + replay + invariants + determinism), in events per second.
// Each figure is the best of several repetitions. Absolute times vary by machine; compare ratios.

import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeCore

let eventCount = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200_000
let repetitions = 5

let sessionLine = """
    {"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,"height":896,\
    "scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0}},"scroll":{"id":"list","content":{"items":\
    {"count":40,"length":88}},"additionalSafeArea":{"top":100}},"header":{"view":"header","behavior":"collapsing",\
    "minHeight":48,"maxHeight":148},"views":[{"id":"list","kind":"scroll"},{"id":"header","kind":"view",\
    "frame":[0,0,414,148],"children":[{"id":"back","kind":"button","frame":[8,52,44,44]},{"id":"title",\
    "kind":"label","frame":[16,100,300,30],"pin":"bottom"}]}]}
    """

// `scrolltape-bench timeline [EVENTS]`: the time-travel benchmark (TimelineBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "timeline" {
    runTimelineBenchmark(sessionLine: sessionLine, arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench recorder [SAMPLES]`: the cost of recording on a device (RecorderBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "recorder" {
    runRecorderBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench loop read|reduce|replay|check FILE [TIMES]`: one stage, for a profiler
// (`loop explore FILE [RUNS]`: the library's explore of FILE's screen, once).
if CommandLine.arguments.dropFirst().first == "loop" {
    runLoop(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench write FILE [EVENTS]`: the CI benchmark's recording, for `loop`.
if CommandLine.arguments.dropFirst().first == "write" {
    runWrite(sessionLine: sessionLine, arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench ci [EVENTS]`: replay, check, memory and --jobs against JSONDecoder (CIBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "ci" {
    runCIBenchmark(sessionLine: sessionLine, arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench updates [UPDATES] [ROWS]`: updates on a long list (UpdatesBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "updates" {
    runUpdatesBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench explore [RUNS]`: explore's runs per second (ExploreBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "explore" {
    runExploreBenchmark(sessionLine: sessionLine, arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench read [EVENTS]`: reading against Foundation's JSON (ReadBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "read" {
    runReadBenchmark(sessionLine: sessionLine, arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench scale [VIEWS] [NAMES]`: many views, many code names (ScaleBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "scale" {
    runScaleBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `scrolltape-bench page [EVENTS]`: `scrolltape html` on many moving views (PageBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "page" {
    runPageBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

/// Deterministic gestures: alternating long drags up and down (some past the edges), frames, taps.
func makeEvents(count: Int) -> [Event] {
    var events: [Event] = []
    events.reserveCapacity(count + 200)
    var t = 0.0
    var gesture = 0
    var touchID = 0
    while events.count < count {
        gesture += 1
        touchID += 1
        let upward = gesture % 2 == 1
        let distance = 300.0 + Double((gesture * 37) % 500)
        let startY = upward ? 850.0 : 200.0
        events.append(Event(t: t, .touch(id: touchID, phase: .began, at: Point(x: 200, y: startY))))
        var y = startY
        for _ in 0..<Int(distance / 9) {
            t += 1.0 / 120
            y += upward ? -9 : 9
            events.append(Event(t: t, .touch(id: touchID, phase: .moved, at: Point(x: 200, y: y))))
            events.append(Event(t: t, .frame))
        }
        t += 1.0 / 120
        events.append(Event(t: t, .touch(id: touchID, phase: .ended, at: Point(x: 200, y: y))))
        for _ in 0..<10 {
            t += 1.0 / 60
            events.append(Event(t: t, .frame))
        }
        if gesture % 5 == 0 {
            t += 0.1
            events.append(Event(t: t, .tap(at: Point(x: 200, y: 500))))
        }
    }
    return Array(events.prefix(count))
}

func rate(_ count: Int, _ seconds: Double) -> String {
    let perSecond = Double(count) / seconds
    return perSecond >= 1e6 ? "\(formatNumber(perSecond / 1e6))M" : "\(formatNumber(perSecond / 1e3))k"
}

let events = makeEvents(count: eventCount)
var text = sessionLine + "\n"
for event in events { text += event.jsonLine + "\n" }
let bytes = [UInt8](text.utf8)
let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "scrolltape-bench-\(eventCount).jsonl"
).path
_ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
let megabytes = Double(bytes.count) / 1_000_000
print("recording: \(events.count) events, \(formatNumber(megabytes)) MB (\(path))")

let file: RecordingFile
do {
    file = try RecordingReader.read(path: path)
} catch {
    print("the generated recording does not read back: \(error)")
    exit(1)
}
guard file.recording.events == events else {
    print("the generated recording reads back differently")
    exit(1)
}

// Reading.
let readSeconds = best(of: repetitions) { _ = try? RecordingReader.parse(bytes, path: path) }
let lines = text.split(separator: "\n").map { Data($0.utf8) }
let foundationSeconds = best(of: repetitions) {
    for line in lines { _ = try? JSONSerialization.jsonObject(with: line) }
}
print(
    "read       RecordingReader     \(rate(events.count, readSeconds)) events/s  "
        + "\(formatNumber(megabytes / readSeconds)) MB/s")
print(
    "  baseline JSONSerialization   \(rate(events.count, foundationSeconds)) events/s  "
        + "\(formatNumber(megabytes / foundationSeconds)) MB/s  (parse only, no decoding)  "
        + "ratio \(formatNumber(foundationSeconds / readSeconds))×")

// The reducer.
var finalWorld = World(scene: file.recording.scene)
let reduceSeconds = best(of: repetitions) {
    var world = World(scene: file.recording.scene)
    for event in file.recording.events { world.apply(event) }
    finalWorld = world
}
var violations = 0
let replaySeconds = best(of: repetitions) {
    var replay = Replay(file.recording)
    violations = 0
    replay.run { _ in violations += 1 }
}
let checkSeconds = best(of: repetitions) {
    guard let loaded = try? RecordingReader.parse(bytes, path: path) else { return }
    _ = RecordingCheck(loaded)
}
print("reduce     World.apply           \(rate(events.count, reduceSeconds)) events/s")
print(
    "replay     apply + invariants    \(rate(events.count, replaySeconds)) events/s  "
        + "(invariants cost \(formatNumber(replaySeconds / reduceSeconds))× the reducer; \(violations) violations)"
)
print(
    "check      read + replay + determinism  \(rate(events.count, checkSeconds)) events/s  "
        + "(\(formatNumber(checkSeconds / readSeconds))× reading alone)")
print(
    "final state: offset \(formatNumber(finalWorld.axisOffset)), header \(formatNumber(finalWorld.header?.height ?? 0))"
)
try? FileManager.default.removeItem(atPath: path)
