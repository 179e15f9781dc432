import Foundation
import Testing

/// `scrolltape check`: the recordings in the repository, failing expects and expected failures.
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
            let events = try recording.events()
            let expects = events.count { $0.event["type"] as? String == "expect" && $0.event["code"] == nil }
            // Lines for app code are counted apart, by code name.
            let forCode = Dictionary(grouping: events.compactMap { $0.event["code"] as? String }) { $0 }
            var counts = "\(recording.path) (\(recording.eventCount) events, \(expects) expects"
            for name in forCode.keys.sorted() {
                counts += ", \(forCode[name]!.count) more for app code \(name)"
            }
            if recording.expectedFailures.isEmpty {
                #expect(line == "PASS \(counts))")
            } else {
                // How often each bug is caught is the recording's own (pinned by the golden outputs).
                #expect(line.hasPrefix("XFAIL \(counts); known bug caught: "), "\(line)")
            }
        }
        let events = facts.map(\.eventCount).reduce(0, +)
        let knownBad = facts.count { !$0.expectedFailures.isEmpty }
        #expect(
            summary
                == "checked \(facts.count) recordings, \(events) events: \(facts.count - knownBad) passed, "
                + "\(knownBad) known bugs caught, 0 failed")

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
        #expect(
            result.stdoutLines == [
                "PASS \(paths[0]) (179 events, 21 expects)", "PASS \(paths[1]) (359 events, 45 expects)",
                "checked 2 recordings, \(events) events: 2 passed, 0 failed",
            ])
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
            // Only the failing value is reported, not header.height, which holds.
            #expect(
                result.stderr
                    == "wrong-expect.jsonl:3:1: error: [expect] expected scroll.offset.y = -100 (±0.5), got -148 "
                    + "(event 2)\n")
            #expect(
                result.stdoutLines == [
                    "FAIL wrong-expect.jsonl (2 events, 1 expect; 1 violation)",
                    "checked 1 recording, 2 events: 0 passed, 1 failed",
                ])
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
            #expect(
                result.stderr
                    == #"phase.jsonl:4:1: error: [expect] expected scroll.phase = "dragging", got "idle" (event 3)"#
                    + "\n")
        }
    }

    @Test func declaredFailureThatNoLongerOccursFails() throws {
        try TemporaryDirectory.with { directory in
            try directory.write(
                "fixed.jsonl",
                Fixtures.recording([#"{"type":"frame","t":0}"#], expectFailures: ["header.overscroll"]))
            let result = try run(["check", "fixed.jsonl"], in: directory.url)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "fixed.jsonl:1:1: error: [header.overscroll] expected failure did not occur: the recording "
                    + "declares it in expectFailures, but replaying it no longer breaks it\n")
            #expect(
                result.stdoutLines == [
                    "FAIL fixed.jsonl (1 event, 0 expects; known bug not caught: header.overscroll)",
                    "checked 1 recording, 1 event: 0 passed, 1 failed",
                ])

            // --strict ignores the declaration: nothing fails.
            let strict = try run(["check", "--strict", "fixed.jsonl"], in: directory.url)
            #expect(strict.status == 0)
            #expect(strict.stderr == "")
            #expect(
                strict.stdoutLines == [
                    "PASS fixed.jsonl (1 event, 0 expects)",
                    "checked 1 recording, 1 event: 1 passed, 0 failed",
                ])
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
            // The known bug's warnings, as for the recording alone, then the new failure.
            let alone = try run(["check", knownBad.path])
            let warnings = alone.stderr.replacing(knownBad.path, with: "known-bad-plus.jsonl")
            #expect(warnings.contains(": warning: [touch.passThrough] "), "\(alone.stderr)")
            let line = knownBad.lines.count + 1
            #expect(
                result.stderr
                    == warnings
                    + "known-bad-plus.jsonl:\(line):1: error: [expect] expected header.height = 10 "
                    + "(±0.5), got 148 (event \(knownBad.eventCount + 1))\n")
            #expect(
                result.stdoutLines == [
                    "FAIL known-bad-plus.jsonl (\(knownBad.eventCount + 1) events, 18 expects; 1 violation)",
                    "checked 1 recording, \(knownBad.eventCount + 1) events: 0 passed, 1 failed",
                ])
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
