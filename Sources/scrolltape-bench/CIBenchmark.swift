// `swift run -c release scrolltape-bench ci [EVENTS]` (build first: `swift build -c release`, so
// that the `scrolltape` next to the benchmark is the release one): what CI pays for `replay` and
// `check`, every figure beside Foundation's JSONDecoder decoding the same bytes in
// the same run:
//   - a recording of EVENTS touch events (default 1,000,000; the read benchmark's gestures on the
//     collapsing-header screen) written to a temporary file;
//   - baseline: JSONDecoder decoding every event line into a Codable struct;
//   - the reducer alone (World.apply over the events in memory), target ≥ 20M events/s;
//   - `replay --json` end to end in this process (read the file, apply every event and check every
//     invariant, since the state counts violations, then the final state's JSON),
//     target ≥ 20× the baseline;
//   - `check` end to end in this process (read + every invariant + determinism), target ≥ 10×;
//   - peak memory of the built `scrolltape check FILE` (its own process), target ≤ 2× the file;
//   - `scrolltape check FOLDER --jobs 2` against `--jobs 1` on 1,000 recordings of 1,000 events,
//     target ≥ 1.7×.
// Each timing is the best of several runs. Exit 1 if a target is missed.

import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the CI benchmark; `sessionLine` is the scene of the generated recordings.
func runCIBenchmark(sessionLine: String, arguments: [String]) {
    let count = arguments.first.flatMap(Int.init) ?? 1_000_000
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrolltape-ci-bench").path
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let events = ReadBenchmark.touchEvents(count: count)
    let bytes = CIBenchmark.recordingBytes(sessionLine: sessionLine, events: events)
    let path = folder + "/large.jsonl"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let megabytes = Double(bytes.count) / 1_000_000
    print("recording: \(count) touch events, \(formatNumber(megabytes)) MB (\(path))")
    guard let file = try? RecordingReader.read(path: path), file.recording.events == events else {
        print("error: the generated recording does not read back to the same events")
        exit(1)
    }

    // The baseline: JSONDecoder on the same event lines, split beforehand.
    let lines = bytes.split(separator: UInt8(ascii: "\n")).dropFirst().map { Data($0) }
    let decoder = JSONDecoder()
    var decoded = 0
    let decoderSeconds = best(of: 3) {
        decoded = 0
        for line in lines where (try? decoder.decode(TouchLine.self, from: line)) != nil { decoded += 1 }
    }
    guard decoded == count else {
        print("error: JSONDecoder decoded \(decoded) of \(count) lines")
        exit(1)
    }
    print("baseline   JSONDecoder (Codable TouchLine)   \(CIBenchmark.rate(count, decoderSeconds))")

    var report = CIBenchmark.Report()
    var finalWorld = World(scene: file.recording.scene)
    let reduceSeconds = best(of: 5) {
        var world = World(scene: file.recording.scene)
        for event in file.recording.events { world.apply(event) }
        finalWorld = world
    }
    report.add(
        "reduce     World.apply alone", reduceSeconds, count: count,
        ratio: Double(count) / reduceSeconds / 1e6, unit: "M events/s", target: 20)

    var stateBytes = 0
    let replaySeconds = best(of: 5) {
        // As `scrolltape replay FILE --json`: replayed while it is read; the state counts the
        // violations, so the invariants run.
        let replay = ReplayWhileReading()
        guard (try? RecordingReader.read(path: path, consumer: replay)) != nil, let world = replay.world
        else {
            return
        }
        stateBytes = StateProjection(world, violations: replay.violations.count).value.jsonText.utf8.count
    }
    report.add(
        "replay     read + apply + invariants + JSON", replaySeconds, count: count,
        ratio: decoderSeconds / replaySeconds, unit: "× JSONDecoder", target: 20)

    var passed = false
    let checkSeconds = best(of: 5) {
        guard let read = try? RecordingReader.read(path: path) else { return }
        passed = RecordingCheck(read).passed
    }
    report.add(
        "check      read + invariants + determinism", checkSeconds, count: count,
        ratio: decoderSeconds / checkSeconds, unit: "× JSONDecoder", target: 10)

    let executable = CIBenchmark.scrolltapeExecutable()
    guard FileManager.default.isExecutableFile(atPath: executable) else {
        report.print()
        print("error: no scrolltape at \(executable): run `swift build -c release` first")
        exit(1)
    }
    guard let memory = CIBenchmark.peakMemory(of: executable, ["check", path]) else {
        report.print()
        print("error: /usr/bin/time is needed to measure the peak memory of a process")
        exit(1)
    }
    report.add(
        "memory     scrolltape check FILE, peak RSS", memory.seconds, count: count,
        ratio: Double(memory.maximumResidentBytes) / Double(bytes.count), unit: "× the file",
        target: 2, atMost: true,
        note: "\(formatNumber(Double(memory.maximumResidentBytes) / 1e6)) MB for "
            + "\(formatNumber(megabytes)) MB")

    let many = folder + "/many"
    let manyCount = 1000
    CIBenchmark.writeRecordings(manyCount, eventsEach: 1000, sessionLine: sessionLine, to: many)
    let one = best(of: 3) { _ = CIBenchmark.run(executable, ["check", many, "--jobs", "1"]) }
    let two = best(of: 3) { _ = CIBenchmark.run(executable, ["check", many, "--jobs", "2"]) }
    let status = CIBenchmark.run(executable, ["check", many, "--jobs", "2"]).status
    report.add(
        "jobs       check \(manyCount) × 1000 events, --jobs 2", two, count: manyCount * 1000,
        ratio: one / two, unit: "× --jobs 1", target: 1.7,
        note: "--jobs 1 \(formatNumber(one, decimals: 2)) s, --jobs 2 \(formatNumber(two, decimals: 2)) s")

    report.print()
    print(
        "final state: offset \(formatNumber(finalWorld.axisOffset)), header "
            + "\(formatNumber(finalWorld.header?.height ?? 0)); state JSON \(stateBytes) B; check "
            + (passed ? "passed" : "failed") + "; folder check exit \(status)")
    if !report.allMet { exit(1) }
}

/// A touch event line, as a Codable struct, for JSONDecoder: the baseline the `ci`, `read` and
/// `explore` benchmarks measure their figures against.
struct TouchLine: Decodable {
    var type: String
    var t: Double
    var phase: String
    var id: Int
    var x: Double
    var y: Double
}

/// Helpers of the CI benchmark.
enum CIBenchmark {
    /// The figures and whether each meets its target.
    struct Report {
        private var rows: [(text: String, met: Bool)] = []
        var allMet: Bool { rows.allSatisfy(\.met) }

        /// One figure: `ratio` in `unit`, against `target` (at least, or at most).
        mutating func add(
            _ name: String, _ seconds: Double, count: Int, ratio: Double, unit: String, target: Double,
            atMost: Bool = false, note: String? = nil
        ) {
            let met = atMost ? ratio <= target : ratio >= target
            let comparison = atMost ? "≤" : "≥"
            let figure = "\(formatNumber(ratio, decimals: 2)) \(unit)"
            var text =
                "\(ReadBenchmark.pad(name, 44)) \(ReadBenchmark.pad(figure, 22)) target \(comparison) "
                + "\(formatNumber(target)) \(unit)  \(met ? "met" : "MISSED")  "
                + "(\(formatNumber(seconds * 1000, decimals: 1)) ms, \(CIBenchmark.rate(count, seconds)))"
            if let note { text += "  \(note)" }
            rows.append((text, met))
        }

        func print() {
            for row in rows { Swift.print(row.text) }
        }
    }

    /// `count / seconds` in events per second, readably.
    static func rate(_ count: Int, _ seconds: Double) -> String {
        "\(formatNumber(Double(count) / seconds / 1e6, decimals: 2))M events/s"
    }

    /// The recording's bytes: the session line, then one line per event.
    static func recordingBytes(sessionLine: String, events: [Event]) -> [UInt8] {
        var text = sessionLine + "\n"
        text.reserveCapacity(events.count * 100)
        for event in events {
            text += event.jsonLine
            text += "\n"
        }
        return Array(text.utf8)
    }

    /// `count` recordings of `eventsEach` touch events each, in `folder`, each a different slice
    /// of the gestures.
    static func writeRecordings(_ count: Int, eventsEach: Int, sessionLine: String, to folder: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let gestures = ReadBenchmark.touchEvents(count: eventsEach * 5)
        for number in 0..<count {
            let start = (number * 97) % (eventsEach * 3)
            // Start at a gesture's first touch so that every recording is valid on its own.
            let began =
                gestures[start...].firstIndex {
                    if case .touch(_, .began, _) = $0.kind { true } else { false }
                } ?? 0
            let slice = gestures[began..<began + eventsEach]
            let first = slice.first?.t ?? 0
            let events = slice.map { Event(t: $0.t - first, $0.kind) }
            let name = folder + "/" + String(format: "recording-%04d.jsonl", number)
            _ = FileManager.default.createFile(
                atPath: name, contents: Data(recordingBytes(sessionLine: sessionLine, events: events)))
        }
    }

    /// The `scrolltape` built beside this benchmark.
    static func scrolltapeExecutable() -> String {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent("scrolltape").path
    }

    /// How a process ended, how long it took and the most memory it held.
    struct Run {
        var status: Int32
        var seconds: Double
        /// The peak resident set size, in bytes (`ru_maxrss` of exactly this child, from `wait4`).
        var maximumResidentBytes: Int
    }

    /// The peak memory of `executable` run with `arguments`, as GNU time measures it (nil without
    /// `/usr/bin/time`). Not from `wait4` here: `posix_spawn` starts the child in this process's
    /// memory (`CLONE_VM`), and Linux counts this process's peak as the child's.
    static func peakMemory(of executable: String, _ arguments: [String]) -> Run? {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("scrolltape-time.txt").path
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
        var run = run("/usr/bin/time", ["-f", "%M", "-o", output, executable] + arguments)
        guard let text = try? String(contentsOfFile: output, encoding: .utf8),
            let kilobytes = Int(
                text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
        else { return nil }
        run.maximumResidentBytes = kilobytes * 1024
        return run
    }

    /// Runs `executable` with `arguments`, output to `/dev/null`.
    static func run(_ executable: String, _ arguments: [String]) -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let start = ContinuousClock.now
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            print("error: cannot run \(executable)")
            exit(1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let elapsed = (ContinuousClock.now - start).seconds
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        #if canImport(Darwin)
            let bytes = Int(usage.ru_maxrss)
        #else
            let bytes = Int(usage.ru_maxrss) * 1024
        #endif
        return Run(status: code, seconds: elapsed, maximumResidentBytes: bytes)
    }
}

/// `scrolltape-bench loop read|reduce|replay|check FILE [TIMES]`: one stage over a recording TIMES
/// times (default 10), and nothing else, for a profiler (`perf record -g …`).
/// `scrolltape-bench write FILE [EVENTS]`: writes the CI benchmark's recording (default 1,000,000
/// touch events), for `loop` and a profiler.
func runWrite(sessionLine: String, arguments: [String]) {
    guard let path = arguments.first else {
        print("usage: scrolltape-bench write FILE [EVENTS]")
        exit(2)
    }
    let count = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
    let bytes = CIBenchmark.recordingBytes(
        sessionLine: sessionLine, events: ReadBenchmark.touchEvents(count: count))
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
        print("error: cannot write \(path)")
        exit(1)
    }
    print("wrote \(count) touch events, \(bytes.count) bytes, to \(path)")
}

func runLoop(arguments: [String]) {
    guard arguments.count >= 2, let file = try? RecordingReader.read(path: arguments[1]) else {
        print(
            "usage: scrolltape-bench loop read|reduce|replay|check FILE [TIMES] (FILE: a readable recording)")
        print("       scrolltape-bench loop explore FILE [RUNS]")
        exit(2)
    }
    if arguments[0] == "explore" {
        // Once, for a profiler or `/usr/bin/time -v` (peak memory): the library's explore of
        // FILE's screen, seed 1, RUNS runs (default 1,000) of 200 events.
        let runs = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000
        let start = ContinuousClock.now
        let found = file.recording.explore(seed: 1, runs: runs)
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        print(
            "explore: \(found.runs) runs, \(found.events) events, \(found.failingRuns) failing, "
                + "\(found.failures.count) shrunk, \(formatNumber(seconds, decimals: 1)) s")
        return
    }
    let times = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
    var sink = 0.0
    let fastest = best(of: times) {
        switch arguments[0] {
        case "reduce":
            var world = World(scene: file.recording.scene)
            for event in file.recording.events { world.apply(event) }
            sink += world.axisOffset
        case "read":
            sink += Double((try? RecordingReader.read(path: arguments[1]))?.recording.events.count ?? 0)
        case "replay":
            var replay = Replay(file.recording)
            replay.run()
            sink += replay.world.axisOffset
        default:
            sink += Double(RecordingCheck(file).violations.count)
        }
    }
    print("\(arguments[0]): best of \(times) \(formatNumber(fastest * 1000, decimals: 1)) ms")
    print("done (\(formatNumber(sink)))")
}
