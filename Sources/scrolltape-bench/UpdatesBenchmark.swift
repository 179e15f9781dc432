// `swift run -c release scrolltape-bench updates [UPDATES] [ROWS]` (build first:
// `swift build -c release`, so that the `scrolltape` next to the benchmark is the release one):
// batch updates on a long list in sections, which every state a replay keeps (the determinism
// check's copies, time travel's checkpoints) used to hold a copy of. Writes a recording of a
// list of ROWS rows (default 1,000,000) in ten sections, then UPDATES updates (default 2,000)
// that each delete one row and insert one, anchored to the visible row, with a drag every tenth;
// and measures, beside Foundation's JSONSerialization parsing the same lines in the same run:
//   - `scrolltape check FILE` (read + replay + invariants + determinism): time and peak memory,
//     targets < 15 s and < 400 MB;
//   - `scrolltape replay FILE`: time and peak memory (no copies kept);
//   - time travel over it in this process (`Timeline`: a checkpoint every 128 events), then a
//     `goto` to the middle and a `back`.
// Exit 1 if a target is missed.

import Foundation
import ScrollTape
import ScrollTapeCore

/// Runs the updates benchmark.
func runUpdatesBenchmark(arguments: [String]) {
    let updates = arguments.first.flatMap(Int.init) ?? 2_000
    let rows = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrolltape-updates-bench")
        .path
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let lines = UpdatesBenchmark.lines(updates: updates, rows: rows)
    let path = folder + "/updates.jsonl"
    let text = lines.joined(separator: "\n") + "\n"
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    print(
        "recording: \(rows) rows in 10 sections, \(updates) updates, \(lines.count - 1) events, \(text.utf8.count) B"
    )
    guard let file = try? RecordingReader.read(path: path) else {
        print("error: the generated recording does not read")
        exit(1)
    }

    let data = lines.map { Data($0.utf8) }
    let baseline = best(of: 3) {
        for line in data { _ = try? JSONSerialization.jsonObject(with: line) }
    }
    print("baseline   JSONSerialization, every line      \(formatNumber(baseline * 1000, decimals: 1)) ms")

    var report = CIBenchmark.Report()
    let executable = CIBenchmark.scrolltapeExecutable()
    guard FileManager.default.isExecutableFile(atPath: executable) else {
        print("error: no scrolltape at \(executable): run `swift build -c release` first")
        exit(1)
    }
    for (command, target) in [("check", 15.0), ("replay", 15.0)] {
        guard let run = CIBenchmark.peakMemory(of: executable, [command, path]) else {
            print("error: /usr/bin/time is needed to measure the peak memory of a process")
            exit(1)
        }
        let megabytes = Double(run.maximumResidentBytes) / 1e6
        report.add(
            "\(command.padding(toLength: 10, withPad: " ", startingAt: 0)) scrolltape \(command) FILE, time",
            run.seconds, count: lines.count - 1, ratio: run.seconds, unit: "s", target: target, atMost: true,
            note: "exit \(run.status); \(formatNumber(run.seconds / baseline, decimals: 0))× the baseline")
        report.add(
            "\(command.padding(toLength: 10, withPad: " ", startingAt: 0)) scrolltape \(command) FILE, peak RSS",
            run.seconds, count: lines.count - 1, ratio: megabytes, unit: "MB", target: 400, atMost: true)
    }

    var timeline: Timeline?
    let travel = seconds { timeline = Timeline(file.recording) }
    guard var timeline else { exit(1) }
    let middle = file.recording.events.count / 2
    let jump = seconds {
        timeline.move(to: middle)
        timeline.back()
    }
    report.add(
        "travel     Timeline of the recording", travel, count: lines.count - 1, ratio: travel, unit: "s",
        target: 15, atMost: true,
        note: "goto \(middle) and back: \(formatNumber(jump * 1000, decimals: 2)) ms")
    report.print()
    if !report.allMet { exit(1) }
}

/// The recording of the updates benchmark.
enum UpdatesBenchmark {
    /// The session line and events: ROWS rows of 44.5 pt in ten sections under a 28-pt header
    /// each; each update deletes a row and inserts one of 60 pt near the top of its section
    /// (above and below the visible rows as the list scrolls), anchored to the visible row; a
    /// drag down the list before every tenth.
    static func lines(updates: Int, rows: Int) -> [String] {
        let perSection = max(1, rows / 10)
        let sections = Array(
            repeating: "{\"header\":28,\"rows\":{\"count\":\(perSection),\"length\":44.5}}", count: 10)
        var lines = [
            """
            {"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,\
            "height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0}},"scroll":{"id":"list",\
            "content":{"sections":[\(sections.joined(separator: ","))],"style":"plain"}},\
            "views":[{"id":"list","kind":"scroll"}]}
            """
        ]
        var t = 0.0
        for update in 0..<updates {
            if update % 10 == 0 {
                for (step, phase) in ["began", "moved", "moved", "moved", "ended"].enumerated() {
                    t += 0.016
                    lines.append(
                        "{\"type\":\"touch\",\"t\":\(formatNumber(t, decimals: 3)),\"phase\":\"\(phase)\",\"id\":1,"
                            + "\"x\":200,\"y\":\(700 - step * 80)}")
                }
            }
            t += 0.05
            let section = update % 10
            let deleted = (update * 7919) % min(perSection, 5_000)
            let inserted = (update * 13) % min(perSection, 5_000)
            lines.append(
                "{\"type\":\"update\",\"t\":\(formatNumber(t, decimals: 3)),\"deleteRows\":[[\(section),\(deleted)]],"
                    + "\"insertRows\":[[\(section),\(inserted),60]],\"anchor\":\"visible\"}")
        }
        return lines
    }
}
