// `scrolltape-bench scale [VIEWS] [NAMES]`: the costs that grew with the square of the input
// (found by a bad-input audit): a scene of VIEWS views (default 20,000) with one event, and a recording of NAMES
// `expect` lines (default 10,000) each written for app code of another, close name.
//
// Runs the `scrolltape` built next to this binary, as a user does: `check` and `hit` of the views,
// seven conditions piped to `repl`, and `check` of the names (counting its warning lines). The
// baseline: Foundation's JSONSerialization reading the same file, in this process.

import Foundation

func runScaleBenchmark(arguments: [String]) {
    let viewCount = arguments.first.flatMap(Int.init) ?? 20_000
    let nameCount = arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("scrolltape").path
    guard FileManager.default.isExecutableFile(atPath: tool) else {
        print("no scrolltape next to this binary (\(tool)): build it first (swift build -c release)")
        exit(2)
    }
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("scrolltape-scale-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let session =
        #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,"#
        + #""height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0}},"scroll":{"id":"list","#
        + #""content":{"items":{"count":40,"length":88}}},"views":[{"id":"list","kind":"scroll"},"#
    let children = (0..<viewCount).map {
        #"{"id":"v\#($0)","kind":"label","frame":[0,\#($0 % 100 * 8),100,8]}"#
    }
    let viewsFile = folder.appendingPathComponent("views.jsonl").path
    let last = viewCount - 1
    write(
        session + #"{"id":"box","kind":"view","frame":[0,0,414,800],"children":["#
            + children.joined(separator: ",") + "]}]}\n"
            + #"{"type":"expect","t":0,"that":{"views.v\#(last).y":\#(last % 100 * 8)}}"# + "\n",
        to: viewsFile)
    let namesFile = folder.appendingPathComponent("names.jsonl").path
    var names = session + #"{"id":"box","kind":"view","frame":[0,0,414,100]}]}"# + "\n"
    for number in 0..<nameCount {
        names += #"{"type":"expect","t":0,"that":{"scroll.offset.y":-48},"code":"Code\#(number)"}"# + "\n"
    }
    write(names, to: namesFile)

    let conditions = [
        "first views.v\(last).y > 0", "last scroll.offset.y < 0", "watch views.v\(last).x",
        "break views.v0.alpha < 1", "first header.height > 0", "state views.v\(last / 2)", "check",
    ]
    var baseline = 0.0
    var missed: [String] = []
    /// Prints `label` and `time`: a baseline, or its ratio to the last baseline and whether it is
    /// under its `target` (seconds; the targets for 20,000 views and 10,000 names).
    func report(_ label: String, _ time: Double, target: Double? = nil) {
        if label.hasSuffix("(baseline)") { baseline = time }
        let ratio =
            label.hasSuffix("(baseline)") ? "" : " (\(String(format: "%.1f", time / baseline))× baseline)"
        var verdict = ""
        if let target {
            verdict =
                time < target ? "  target < \(Int(target)) s: met" : "  target < \(Int(target)) s: MISSED"
            if time >= target { missed.append(label) }
        }
        print("  \(label): \(String(format: "%.3f", time)) s\(ratio)\(verdict)")
    }
    print("scale: \(viewCount) views (one event), \(nameCount) code names; scrolltape at \(tool)")
    report("JSONSerialization, views file (baseline)", seconds { parse(viewsFile) })
    report("check, \(viewCount) views", seconds { _ = run(tool, ["check", viewsFile]) }, target: 1)
    report("hit, \(viewCount) views", seconds { _ = run(tool, ["hit", viewsFile, "5", "5"]) })
    report(
        "repl, \(conditions.count) conditions piped",
        seconds { _ = run(tool, ["repl", viewsFile], input: conditions.joined(separator: "\n") + "\n") },
        target: 3)
    report("JSONSerialization, names file (baseline)", seconds { parse(namesFile) })
    var output = ""
    report("check, \(nameCount) code names", seconds { output = run(tool, ["check", namesFile]) }, target: 2)
    let warnings = output.split(separator: "\n").filter { $0.contains(": warning: ") }.count
    print(
        "  \(warnings) warning lines for \(nameCount) code names"
            + (warnings <= 20 ? "  target ≤ 20: met" : "  target ≤ 20: MISSED"))
    if warnings > 20 { missed.append("warning lines") }
    if !missed.isEmpty {
        print("missed: \(missed.joined(separator: ", "))")
        try? FileManager.default.removeItem(at: folder)
        exit(1)
    }
}

private func write(_ text: String, to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
}

/// Every line of the file at `path` through JSONSerialization.
private func parse(_ path: String) {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    for line in data.split(separator: UInt8(ascii: "\n")) {
        _ = try? JSONSerialization.jsonObject(with: Data(line))
    }
}

/// Runs `tool` with `arguments` (and `input` on standard input); its standard output and error.
private func run(_ tool: String, _ arguments: [String], input: String = "") -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let output = Pipe()
    let feed = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = feed
    do { try process.run() } catch {
        print("cannot run \(tool): \(error)")
        exit(2)
    }
    feed.fileHandleForWriting.write(Data(input.utf8))
    try? feed.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
