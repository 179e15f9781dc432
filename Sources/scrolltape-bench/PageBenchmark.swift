// `swift build -c release && .build/release/scrolltape-bench page [EVENTS]`: what `scrolltape html`
// pays on screens of many views that move with the list (the "See a replay" article):
//   - 5,000 views in a list × EVENTS events (default 20,000: the main benchmark's drags), and
//     1,000 horizontal pagers in a list × EVENTS events, each written to a temporary folder;
//   - for each, the page made in this process as `scrolltape html FILE -o OUT` makes it (the same
//     command, through `CommandRunner`): its time, its size on disk and the process's peak memory
//     while it is made;
//   - beside each figure, its baseline in the same run: the plain replay of the same recording
//     (read + replay + invariants) for time and memory, the recording's size for the page's.
// Peak memory is the process's high-water mark (`VmHWM` in /proc/self/status), reset before each
// stage (writing 5 to /proc/self/clear_refs, Linux); elsewhere `ru_maxrss`, which only grows
// (the figures are then the peak so far). `page write FOLDER [EVENTS]` writes the two recordings
// into FOLDER, for `/usr/bin/time -v scrolltape html …`.

import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeCore

/// Runs the page benchmark (`scrolltape-bench page [EVENTS]`, `page write FOLDER [EVENTS]`).
func runPageBenchmark(arguments: [String]) {
    if arguments.first == "write" {
        guard arguments.count >= 2 else {
            print("usage: scrolltape-bench page write FOLDER [EVENTS]")
            exit(2)
        }
        let count = arguments.dropFirst(2).first.flatMap(Int.init) ?? 20_000
        for screen in PageBenchmark.Screen.allCases {
            let path = PageBenchmark.write(screen, events: count, in: arguments[1])
            print("wrote \(path)")
        }
        return
    }
    let count = arguments.first.flatMap(Int.init) ?? 20_000
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrolltape-page-bench").path
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var missed = false
    for screen in PageBenchmark.Screen.allCases {
        let path = PageBenchmark.write(screen, events: count, in: folder)
        let size = PageBenchmark.fileSize(path)
        print("\(screen.title) × \(count) events: \(PageBenchmark.megabytes(size)) recording (\(path))")

        // The baseline: the plain replay of the same file (read, replay, invariants).
        PageBenchmark.resetPeakMemory()
        var violations = 0
        let replaySeconds = seconds {
            guard let file = try? RecordingReader.read(path: path) else {
                print("error: the generated recording does not read back")
                exit(1)
            }
            var replay = Replay(file.recording)
            replay.run { _ in violations += 1 }
        }
        let replayPeak = PageBenchmark.peakMemory()
        print(
            "  baseline replay   \(formatNumber(replaySeconds, decimals: 2)) s   "
                + "peak \(PageBenchmark.megabytes(replayPeak))   (\(violations) violations)")

        PageBenchmark.resetPeakMemory()
        let page = folder + "/" + screen.rawValue + ".html"
        var console = BufferConsole()
        var status: Int32 = 0
        let pageSeconds = seconds {
            status = CommandRunner.main(["html", path, "-o", page], console: &console)
        }
        let pagePeak = PageBenchmark.peakMemory()
        guard status == 0 else {
            print("error: html exited \(status): \(console.stderr)")
            exit(1)
        }
        let pageSize = PageBenchmark.fileSize(page)
        print(
            "  html              \(formatNumber(pageSeconds, decimals: 2)) s (\(formatNumber(pageSeconds / replaySeconds, decimals: 1))× the replay)   "
                + "peak \(PageBenchmark.megabytes(pagePeak)) (\(formatNumber(Double(pagePeak) / Double(max(1, replayPeak)), decimals: 1))× the replay's)   "
                + "page \(PageBenchmark.megabytes(pageSize)) (\(formatNumber(Double(pageSize) / Double(max(1, size)), decimals: 1))× the recording)"
        )
        for line in console.stderr.split(separator: "\n") { print("  stderr: \(line)") }
        // The targets: the page of 5,000 moving views under 500 MB of memory and
        // 100 MB on disk.
        if pagePeak >= 500_000_000 || pageSize >= 100_000_000 {
            print("  MISSED: the page needs < 500 MB of memory and < 100 MB on disk")
            missed = true
        }
    }
    if missed {
        try? FileManager.default.removeItem(atPath: folder)
        exit(1)
    }
}

enum PageBenchmark {
    /// The two screens: rows and pagers in a vertical list on an iPhone 11.
    enum Screen: String, CaseIterable {
        /// 5,000 plain views, one under the other, in the list's content.
        case rows = "views-in-a-list"
        /// 1,000 horizontal pagers of five pages, one under the other, in the list's content.
        case pagers = "pagers-in-a-list"

        var title: String { self == .rows ? "5,000 views in a list" : "1,000 pagers in a list" }

        /// The session line.
        var sessionLine: String {
            let device = """
                {"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,\
                "height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0}},
                """
            switch self {
            case .rows:
                let rows = (0..<5_000).map {
                    "{\"id\":\"row\($0)\",\"kind\":\"view\",\"frame\":[0,\($0 * 44),414,44]}"
                }
                return device
                    + "\"scroll\":{\"id\":\"list\",\"content\":{\"items\":{\"count\":5000,\"length\":44}}},"
                    + "\"views\":[{\"id\":\"list\",\"kind\":\"scroll\",\"children\":[\(rows.joined(separator: ","))]}]}"
            case .pagers:
                let pagers = (0..<1_000).map { "{\"id\":\"pager\($0)\",\"kind\":\"scroll\"}" }
                let scrolls = (0..<1_000).map {
                    "{\"id\":\"pager\($0)\",\"frame\":[0,\($0 * 200),414,200],\"axis\":\"horizontal\","
                        + "\"paging\":true,\"content\":{\"items\":{\"count\":5,\"length\":414}}}"
                }
                return device
                    + "\"scroll\":{\"id\":\"list\",\"content\":{\"items\":{\"count\":1000,\"length\":200}}},"
                    + "\"views\":[{\"id\":\"list\",\"kind\":\"scroll\",\"children\":[\(pagers.joined(separator: ","))]}],"
                    + "\"scrolls\":[\(scrolls.joined(separator: ","))]}"
            }
        }
    }

    /// Writes the recording of `screen` with `events` events (the main benchmark's drags, frames
    /// and taps) into `folder`; its path.
    static func write(_ screen: Screen, events: Int, in folder: String) -> String {
        let path = folder + "/" + screen.rawValue + ".jsonl"
        let bytes = CIBenchmark.recordingBytes(
            sessionLine: screen.sessionLine, events: makeEvents(count: events))
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            print("error: cannot write \(path)")
            exit(1)
        }
        return path
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    static func megabytes(_ bytes: Int) -> String {
        formatNumber(Double(bytes) / 1_000_000, decimals: 1) + " MB"
    }

    /// Starts the process's peak memory again from what it holds now (Linux); elsewhere nothing.
    static func resetPeakMemory() {
        #if os(Linux)
            try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        #endif
    }

    /// The process's peak resident memory since the last reset, in bytes.
    static func peakMemory() -> Int {
        #if os(Linux)
            if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(
                    line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
            {
                return kilobytes * 1024
            }
        #endif
        var usage = rusage()
        #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)
        #else
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
