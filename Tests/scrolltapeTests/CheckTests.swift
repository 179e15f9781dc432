import Foundation
import Testing

/// `scrolltape check`: the recordings in the repository, failing expects and expected failures (SPEC §4, §6).
@Suite("scrolltape check, end to end")
struct CheckTests {
    @Test func recordingsFolderPassesWithKnownBugsCaught() throws {
        let paths = RecordingFacts.paths(under: "recordings")
        let facts = try paths.map(RecordingFacts.init)
        try #require(!facts.isEmpty)
        let result = try run(["check", "recordings"])
        #expect(result.status == 0)

        var lines = result.stdoutLines
        let summary = lines.popLast() ?? ""
        #expect(lines.count == facts.count, "one line per recording:\n\(result.stdout)")
        for (line, recording) in zip(lines, facts) {
            let verdict = recording.expectedFailures.isEmpty ? "PASS" : "XFAIL"
            #expect(line.hasPrefix("\(verdict) \(recording.path) ("), "\(line)")
        }
        let events = facts.map(\.eventCount).reduce(0, +)
        #expect(summary.hasPrefix("checked \(facts.count) recordings, \(events) events: "), "\(summary)")
        #expect(summary.contains(" 0 failed"), "\(summary)")

        // Every expected failure is reported as a compiler-style warning at the offending event; past
        // 20 per invariant, one note on line 1 counts the rest.
        let warning = /(?<path>[^:]+):(?<line>\d+):1: warning: \[(?<invariant>[a-zA-Z.]+)\] .+/
        let note =
            /(?<path>[^:]+):1:1: note: \[(?<invariant>[a-zA-Z.]+)\] \d+ more violations not shown \(\d+ in all\)/
        var warned: Set<String> = []
        for line in result.stderrLines {
            if let match = line.wholeMatch(of: note) {
                let recording = try #require(facts.first { $0.path == match.path }, "unknown path in \(line)")
                #expect(recording.expectedFailures.contains(String(match.invariant)), "\(line)")
                continue
            }
            let match = try #require(line.wholeMatch(of: warning), "not a warning diagnostic: \(line)")
            let recording = try #require(facts.first { $0.path == match.path }, "unknown path in \(line)")
            #expect(recording.expectedFailures.contains(String(match.invariant)), "\(line)")
            warned.insert(recording.path + " " + match.invariant)
        }
        let declared = facts.flatMap { recording in
            recording.expectedFailures.map { recording.path + " " + $0 }
        }
        #expect(warned == Set(declared))
    }

    @Test func severalFilesAreEachReportedThenSummarised() throws {
        let paths = ["recordings/pinned-header.jsonl", "recordings/touch-routing.jsonl"]
        let events = try paths.map { try RecordingFacts($0).eventCount }.reduce(0, +)
        let result = try run(["check"] + paths)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdoutLines
        try #require(lines.count == 3, "\(result.stdout)")
        #expect(lines[0].hasPrefix("PASS \(paths[0]) ("))
        #expect(lines[1].hasPrefix("PASS \(paths[1]) ("))
        #expect(lines[2].hasPrefix("checked 2 recordings, \(events) events: 2 passed"), "\(lines[2])")
    }

    @Test func failingExpectNamesPathLineExpectedAndActualValues() throws {
        try TemporaryDirectory.with { directory in
            try directory.write(
                "wrong-expect.jsonl",
                Fixtures.recording([
                    #"{"type":"tap","t":0.5,"x":200,"y":420}"#,
                    #"{"type":"expect","t":1,"that":{"scroll.offset.y":-100,"header.height":148}}"#,
                ]))
            let result = try run(["check", "wrong-expect.jsonl"], in: directory.url)
            #expect(result.status == 1)
            try #require(result.stderrLines.count == 1, "\(result.stderr)")
            let diagnostic = result.stderrLines[0]
            #expect(diagnostic.hasPrefix("wrong-expect.jsonl:3:1: error: [expect] "), "\(diagnostic)")
            for part in ["scroll.offset.y", "-100", "-148"] {
                #expect(diagnostic.contains(part), "'\(diagnostic)' does not mention \(part)")
            }
            #expect(
                !diagnostic.contains("header.height"), "only the failing value is reported: \(diagnostic)")
            #expect(
                result.stdoutLines.first?.hasPrefix("FAIL wrong-expect.jsonl") == true, "\(result.stdout)")
            let summary = result.stdoutLines.last ?? ""
            #expect(
                summary.hasPrefix("checked 1 recording, 2 events: ") && summary.contains("1 failed"),
                "\(summary)")
        }
    }

    @Test func failingExpectOnAStringValueQuotesBothValues() throws {
        try TemporaryDirectory.with { directory in
            try directory.write(
                "phase.jsonl",
                Fixtures.recording([
                    #"{"type":"frame","t":0}"#,
                    #"{"type":"frame","t":0.1}"#,
                    #"{"type":"expect","t":0.2,"that":{"scroll.phase":"dragging"}}"#,
                ]))
            let result = try run(["check", "phase.jsonl"], in: directory.url)
            #expect(result.status == 1)
            try #require(result.stderrLines.count == 1, "\(result.stderr)")
            let diagnostic = result.stderrLines[0]
            #expect(diagnostic.hasPrefix("phase.jsonl:4:1: error: [expect] "), "\(diagnostic)")
            #expect(diagnostic.contains("scroll.phase"))
            #expect(diagnostic.contains("dragging") && diagnostic.contains("idle"), "\(diagnostic)")
        }
    }

    @Test func declaredFailureThatNoLongerOccursFails() throws {
        try TemporaryDirectory.with { directory in
            try directory.write(
                "fixed.jsonl",
                Fixtures.recording([#"{"type":"frame","t":0}"#], expectFailures: ["header.overscroll"]))
            let result = try run(["check", "fixed.jsonl"], in: directory.url)
            #expect(result.status == 1)
            try #require(result.stderrLines.count == 1, "\(result.stderr)")
            let diagnostic = result.stderrLines[0]
            #expect(diagnostic.hasPrefix("fixed.jsonl:1:1: error: [header.overscroll] "), "\(diagnostic)")
            #expect(diagnostic.contains("did not occur"), "\(diagnostic)")
            #expect(result.stdoutLines.first?.hasPrefix("FAIL fixed.jsonl") == true, "\(result.stdout)")

            // --strict ignores the declaration: nothing fails.
            let strict = try run(["check", "--strict", "fixed.jsonl"], in: directory.url)
            #expect(strict.status == 0)
            #expect(strict.stderr == "")
            #expect(strict.stdoutLines.first?.hasPrefix("PASS fixed.jsonl") == true, "\(strict.stdout)")
        }
    }

    @Test func otherFailureInAKnownBadRecordingStillFails() throws {
        let knownBad = try RecordingFacts("recordings/known-bad/overlay-passthrough-self-stack.jsonl")
        let lastT = try #require(try knownBad.events().last?.event["t"] as? Double)
        let wrong = #"{"type":"expect","t":\#(lastT),"that":{"header.height":10}}"#
        try TemporaryDirectory.with { directory in
            try directory.write(
                "known-bad-plus.jsonl", (knownBad.lines + [wrong]).joined(separator: "\n") + "\n")
            let result = try run(["check", "known-bad-plus.jsonl"], in: directory.url)
            #expect(result.status == 1)
            let errors = result.stderrLines.filter { $0.contains(": error: ") }
            #expect(errors.count == 1, "\(result.stderr)")
            let line = knownBad.lines.count + 1
            #expect(
                errors.first?.hasPrefix("known-bad-plus.jsonl:\(line):1: error: [expect] ") == true,
                "\(errors)")
            #expect(
                result.stderrLines.contains { $0.contains(": warning: [touch.passThrough] ") },
                "\(result.stderr)")
            #expect(
                result.stdoutLines.first?.hasPrefix("FAIL known-bad-plus.jsonl") == true, "\(result.stdout)")
        }
    }

    /// Standard output closed (`>&-`): no crash; the error says the results could not be written,
    /// and the exit code is 2 even though every recording passed.
    @Test func aClosedStandardOutputIsReportedNotACrash() throws {
        let result = try runShell(
            "exec scrolltape check recordings/pinned-header.jsonl >&-", in: PackageRoot.url)
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot write to standard output: Bad file descriptor (errno 9)\n")
    }
}
