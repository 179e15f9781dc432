import Foundation
import ScrollTapeCore
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

/// Input that must never be read: `record` fails before it reads a byte.
private struct UnreadInput: RecordInput {
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        Issue.record("record read its input although it could not record")
        return 0
    }
}

/// A line of `count` bytes (`{"type":"frame","t":1,"pad":"xxx…"}`) and then the lines of `tail`,
/// made as it is read: the test itself never holds the long line.
private struct LongLineInput: RecordInput {
    let count: Int
    var produced = 0
    var tail: [UInt8]
    private let prefix = Array(#"{"type":"frame","t":1,"pad":""#.utf8)
    private let suffix = Array(#""}"#.utf8) + [0x0A]

    init(count: Int, then tail: String) {
        self.count = count
        self.tail = Array(tail.utf8)
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var written = 0
        while written < buffer.count {
            let byte: UInt8
            if produced < prefix.count {
                byte = prefix[produced]
            } else if produced < count - suffix.count {
                byte = UInt8(ascii: "x")
            } else if produced < count {
                byte = suffix[produced - (count - suffix.count)]
            } else if produced - count < tail.count {
                byte = tail[produced - count]
            } else {
                break
            }
            buffer[written] = byte
            written += 1
            produced += 1
        }
        return written
    }
}

/// Zero bytes without end, as `/dev/zero` gives: one line that never ends.
private struct EndlessZeros: RecordInput {
    var produced = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        produced += buffer.count
        return buffer.count
    }
}

/// What one `record` run did.
private struct Outcome {
    var status: Int32
    var console: BufferConsole
    var recording: String
    var rejected: String?
}

/// Runs `record OUT` in a fresh folder where OUT starts as `existing` (absent if nil).
private func record(
    _ input: String, existing: String? = nil, chunk: Int = 1 << 16,
    limits: Recorder.RejectionLimits = .init()
) throws -> Outcome {
    try withTemporaryPath { path in
        if let existing { try Data(existing.utf8).write(to: URL(fileURLWithPath: path)) }
        var console = BufferConsole()
        var source = BytesInput(input, chunk: chunk)
        let status = RecordCommand.record(path: path, input: &source, limits: limits, console: &console)
        func read(_ path: String) -> String? {
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        }
        // Diagnostics name OUT by its path: show it as `out.jsonl`.
        let folder = (path as NSString).deletingLastPathComponent + "/"
        console.stdout = console.stdout.replacingOccurrences(of: folder, with: "")
        console.stderr = console.stderr.replacingOccurrences(of: folder, with: "")
        return Outcome(
            status: status, console: console, recording: read(path) ?? "<none>",
            rejected: read(path + ".rejected"))
    }
}

private func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}

@Suite struct RecordCommandTests {
    @Test(arguments: [1, 7, 1 << 16])
    func recordsANewRecording(chunk: Int) throws {
        let input = lines(
            minimalSessionLine, touchLine("began", t: 0.1), touchLine("moved", t: 0.2),
            touchLine("ended", t: 0.3))
        let outcome = try record(input, chunk: chunk)
        #expect(outcome.status == 0)
        #expect(outcome.recording == input)
        #expect(outcome.rejected == nil)
        #expect(outcome.console.stderr == "")
        #expect(outcome.console.stdout == "recorded 3 events to out.jsonl (now 3 events), rejected 0 lines\n")
    }

    /// Invalid lines are reported at their input line and column, saved verbatim, and skipped;
    /// the lines after them are still checked against the accepted ones.
    @Test func rejectsInvalidLinesAndGoesOn() throws {
        let input = lines(
            minimalSessionLine, touchLine("began", t: 0.1), touchLine("began", t: 0.2),
            #"{"type":"frame","t":0.05}"#,
            #"{"type":"frame" "t":1}"#, touchLine("moved", t: 0.2), "", touchLine("ended", t: 0.3))
        let outcome = try record(input)
        #expect(outcome.status == 2)
        #expect(
            outcome.recording
                == lines(
                    minimalSessionLine, touchLine("began", t: 0.1), touchLine("moved", t: 0.2),
                    touchLine("ended", t: 0.3)))
        #expect(
            outcome.rejected
                == lines(
                    touchLine("began", t: 0.2), #"{"type":"frame","t":0.05}"#, #"{"type":"frame" "t":1}"#, "")
        )
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:3:46: error: touch 1 began again while it is down (it began on line 2)",
                    "<stdin>:4:21: error: time goes backwards: t 0.05 is earlier than the previous event's t 0.1",
                    "<stdin>:5:17: error: invalid JSON: expected ',' or '}' after object member",
                    "<stdin>:7:1: error: invalid JSON: empty line (every line must be one JSON object)"))
        #expect(
            outcome.console.stdout
                == "recorded 3 events to out.jsonl (now 3 events), rejected 4 lines (saved to out.jsonl.rejected)\n"
        )
    }

    /// A final line without a newline: a complete event is recorded; a torn one is a warning and
    /// is saved with the rejected lines.
    @Test func handlesAnUnterminatedLastInputLine() throws {
        let complete = try record(lines(minimalSessionLine) + #"{"type":"frame","t":1}"#)
        #expect(complete.status == 0)
        #expect(complete.recording == lines(minimalSessionLine, #"{"type":"frame","t":1}"#))

        let torn = try record(lines(minimalSessionLine) + #"{"type":"frame","t"#)
        #expect(torn.status == 0)
        #expect(
            torn.console.stdout
                == "recorded 0 events to out.jsonl (now 0 events), rejected 0 lines; saved the torn final line to "
                + "out.jsonl.rejected\n")
        #expect(torn.recording == lines(minimalSessionLine))
        #expect(torn.rejected == lines(#"{"type":"frame","t"#))
        #expect(
            torn.console.stderr
                == lines(
                    "<stdin>:2:17: warning: torn final line (no newline at the end and invalid JSON: "
                        + "unterminated string), saved to out.jsonl.rejected"))
    }

    /// An existing recording: its session line is used, its events are the start of the checks,
    /// and an input that repeats its session line first is accepted.
    @Test func continuesAnExistingRecording() throws {
        let existing = lines(minimalSessionLine, touchLine("began", t: 1))
        let outcome = try record(
            lines(
                minimalSessionLine, touchLine("began", t: 1.1), #"{"type":"frame","t":0.5}"#,
                touchLine("ended", t: 1.2)),
            existing: existing)
        #expect(outcome.status == 2)
        #expect(outcome.recording == existing + lines(touchLine("ended", t: 1.2)))
        #expect(outcome.rejected == lines(touchLine("began", t: 1.1), #"{"type":"frame","t":0.5}"#))
        #expect(
            outcome.console.stdout
                == "recorded 1 event to out.jsonl (now 2 events), rejected 2 lines (saved to out.jsonl.rejected); "
                + "skipped the input's session line (the same as the recording's)\n")
    }

    @Test func movesATornLastLineOfTheRecordingAside() throws {
        let complete = lines(minimalSessionLine, #"{"type":"frame","t":1}"#)
        let outcome = try record(lines(#"{"type":"frame","t":2}"#), existing: complete + #"{"type":"fr"#)
        #expect(outcome.status == 0)
        #expect(outcome.recording == complete + lines(#"{"type":"frame","t":2}"#))
        #expect(
            outcome.console.stderr
                == lines(
                    "out.jsonl:3:9: warning: moved the torn last line (11 bytes) to out.jsonl.torn and "
                        + "continued after the last complete line"))
    }

    @Test func refusesAnInvalidRecording() throws {
        let existing = lines(minimalSessionLine, #"{"type":"frame"}"#)
        let outcome = try record(lines(#"{"type":"frame","t":2}"#), existing: existing)
        #expect(outcome.status == 2)
        #expect(outcome.recording == existing)
        #expect(
            outcome.console.stderr == lines("out.jsonl:2:1: error: frame event is missing required field 't'")
        )
        #expect(outcome.console.stdout == "")
    }

    /// One line says what is wrong with the first line and that recording stopped (there were
    /// two, for one problem).
    @Test func stopsWhenANewRecordingHasNoSessionLine() throws {
        let outcome = try record(lines(#"{"type":"frame","t":0}"#, #"{"type":"frame","t":1}"#))
        #expect(outcome.status == 2)
        #expect(outcome.recording == "<none>")
        #expect(outcome.rejected == lines(#"{"type":"frame","t":0}"#))
        #expect(
            outcome.console.stderr
                == lines(
                    #"<stdin>:1:9: error: line 1 must be the session line with "type":"session", found a 'frame' "#
                        + "event; out.jsonl is new, so its first input line must be its session line: stopped, "
                        + "nothing recorded"))
    }

    /// A line just over the limit: its first `Limits.lineLength` bytes are saved (every line the
    /// reader could accept fits whole), the rest counted and dropped.
    @Test func savesTheFirstMegabyteOfALineLongerThanTheLimit() throws {
        let long =
            #"{"type":"frame","t":1,"pad":""# + String(repeating: "x", count: Limits.lineLength) + #""}"#
        let outcome = try record(lines(minimalSessionLine, long, #"{"type":"frame","t":2}"#), chunk: 1 << 15)
        #expect(outcome.status == 2)
        #expect(outcome.recording == lines(minimalSessionLine, #"{"type":"frame","t":2}"#))
        #expect(outcome.rejected == String(long.utf8.prefix(Limits.lineLength))! + "\n")
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:2:1048577: error: invalid JSON: line is longer than the limit of 1048576 bytes "
                        + "(saved its first 1048576 bytes to out.jsonl.rejected, dropped the other 31)"))
    }

    /// A line far longer than the limit is read piece by piece: its first `Limits.lineLength` bytes
    /// are saved to `OUT.rejected`, the rest counted and dropped, and recording goes on after it.
    @Test func keepsTheHeadOfAnOverlongLineAndDropsTheRest() throws {
        try withTemporaryPath { path in
            try Data(lines(minimalSessionLine).utf8).write(to: URL(fileURLWithPath: path))
            let count = 8 * Limits.lineLength + 5
            var input = LongLineInput(count: count, then: lines(#"{"type":"frame","t":2}"#))
            var console = BufferConsole()
            let status = RecordCommand.record(path: path, input: &input, console: &console)
            #expect(status == 2)
            #expect(
                console.stderr
                    == lines(
                        "<stdin>:1:1048577: error: invalid JSON: line is longer than the limit of 1048576 bytes "
                            + "(saved its first 1048576 bytes to \(path).rejected, dropped the other \(count - 1 - Limits.lineLength))"
                    ))
            let rejected = try #require(FileManager.default.contents(atPath: path + ".rejected"))
            #expect(rejected.count == Limits.lineLength + 1)
            #expect(rejected.prefix(30) == Data(#"{"type":"frame","t":1,"pad":"x"#.utf8))
            #expect(rejected.suffix(2) == Data([UInt8(ascii: "x"), 0x0A]))
            #expect(
                String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
                    == lines(minimalSessionLine, #"{"type":"frame","t":2}"#))
        }
    }

    /// With a small limit per line, a rejected line keeps its first bytes only, and says so.
    @Test func keepsTheFirstBytesOfARejectedLine() throws {
        let outcome = try record(
            lines(minimalSessionLine, #"{"type":"frame","t":-1}"#, #"{"type":"frame","t":1}"#),
            limits: .init(lineBytes: 10, runBytes: 1000))
        #expect(outcome.status == 2)
        #expect(outcome.recording == lines(minimalSessionLine, #"{"type":"frame","t":1}"#))
        #expect(outcome.rejected == lines(#"{"type":"f"#))
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:2:21: error: 't' in frame event is -1, outside the accepted range 0…1000000 (saved its "
                        + "first 10 bytes to out.jsonl.rejected, dropped the other 13)"))
    }

    /// Past the run's limit of rejected input, `record` stops at the line that passes it, keeping
    /// every valid event before it and saving nothing more; the exit code is 2.
    @Test func stopsOnceTheRejectedInputPassesTheRunLimit() throws {
        let bad = #"{"type":"frame","t":-1}"#  // 23 bytes and a newline
        let input = lines(
            minimalSessionLine, #"{"type":"frame","t":1}"#, bad, bad, #"{"type":"frame","t":2}"#, bad,
            #"{"type":"frame","t":3}"#)
        let outcome = try record(input, limits: .init(lineBytes: 100, runBytes: 60))
        #expect(outcome.status == 2)
        #expect(
            outcome.recording
                == lines(minimalSessionLine, #"{"type":"frame","t":1}"#, #"{"type":"frame","t":2}"#))
        #expect(outcome.rejected == lines(bad, bad))
        let error = "error: 't' in frame event is -1, outside the accepted range 0…1000000"
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:3:21: \(error)", "<stdin>:4:21: \(error)", "<stdin>:6:21: \(error)",
                    "<stdin>:6:1: error: more than 60 bytes of rejected input in this run (is this a recording "
                        + "stream?): stopped here, nothing from this line on was recorded"))
        #expect(
            outcome.console.stdout
                == "recorded 2 events to out.jsonl (now 2 events), rejected 3 lines (saved to out.jsonl.rejected)\n"
        )
    }

    /// `record OUT < /dev/zero` (once 2–3.5 GB of rejected bytes in 5 s): one line without
    /// end. Its first bytes are saved, the rest counted, and `record` stops at the run's limit.
    @Test func aLineWithoutEndStopsAtTheRunLimit() throws {
        try withTemporaryPath { path in
            let existing = lines(minimalSessionLine, #"{"type":"frame","t":1}"#)
            try Data(existing.utf8).write(to: URL(fileURLWithPath: path))
            var input = EndlessZeros()
            var console = BufferConsole()
            let status = RecordCommand.record(
                path: path, input: &input, limits: .init(lineBytes: 1000, runBytes: 3 << 20),
                console: &console)
            #expect(status == 2)
            #expect(input.produced <= (3 << 20) + (1 << 17), "read little past the limit")
            #expect(FileManager.default.contents(atPath: path) == Data(existing.utf8))
            #expect(
                FileManager.default.contents(atPath: path + ".rejected") == Data(repeating: 0, count: 1000)
                    + [0x0A])
            #expect(
                console.stderr
                    == lines(
                        "<stdin>:1:1048577: error: invalid JSON: line is longer than the limit of 1048576 bytes "
                            + "(saved its first 1000 bytes to \(path).rejected)",
                        "<stdin>:1:1: error: more than 3 MiB (3145728 bytes) of rejected input in this run (is this a "
                            + "recording stream?): stopped here, nothing from this line on was recorded"))
        }
    }

    /// A new OUT whose first line is overlong: no session line can follow, so `record` stops at
    /// once without reading the rest of the line.
    @Test func aNewRecordingStopsAtAnOverlongFirstLine() throws {
        try withTemporaryPath { path in
            var input = EndlessZeros()
            var console = BufferConsole()
            #expect(RecordCommand.record(path: path, input: &input, console: &console) == 2)
            #expect(input.produced < 2 << 20)
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(
                console.stderr
                    == lines(
                        "<stdin>:1:1048577: error: invalid JSON: line is longer than the limit of 1048576 bytes "
                            + "(saved its first 1048576 bytes to \(path).rejected); \(path) is new, so its first input "
                            + "line must be its session line: stopped, nothing recorded"))
        }
    }

    /// OUT's folder does not exist: `record` says so and stops before reading any input.
    @Test func aBadOutputPathFailsBeforeReadingInput() {
        var console = BufferConsole()
        var input = UnreadInput()
        let status = RecordCommand.record(
            path: "/nonexistent-folder/out.jsonl", input: &input, console: &console)
        #expect(status == 2)
        #expect(
            console.stderr
                == lines(
                    "/nonexistent-folder/out.jsonl:1:1: error: cannot open: No such file or directory (errno 2)"
                ))
        #expect(console.stdout == "")
    }

    /// A new OUT and an input that ends before its session line: an error, and no file is left.
    @Test func aNewRecordingWithoutInputIsAnErrorAndLeavesNoFile() throws {
        let outcome = try record("")
        #expect(outcome.status == 2)
        #expect(outcome.recording == "<none>")
        #expect(
            outcome.console.stderr
                == lines(
                    #"<stdin>:1:1: error: no input: out.jsonl is new, so standard input must start with its "#
                        + #"session line ({"type":"session",…}); nothing was recorded"#))
        #expect(outcome.console.stdout == "")

        // An existing recording and no input: nothing to do, and that is fine.
        let existing = lines(minimalSessionLine, touchLine("began", t: 1))
        let unchanged = try record("", existing: existing)
        #expect(unchanged.status == 0)
        #expect(unchanged.recording == existing)
        #expect(
            unchanged.console.stdout == "recorded 0 events to out.jsonl (now 1 event), rejected 0 lines\n")
    }

    /// The input's session line describes another screen: nothing of it is appended to OUT.
    @Test func refusesTheEventsOfAnotherSession() throws {
        let existing = lines(minimalSessionLine, touchLine("began", t: 1))
        let other = minimalSessionLine.replacingOccurrences(of: #""count":40"#, with: #""count":41"#)
        let outcome = try record(
            lines(other, touchLine("ended", t: 1.5), touchLine("began", t: 2, id: 2)), existing: existing)
        #expect(outcome.status == 2)
        #expect(outcome.recording == existing)
        #expect(outcome.rejected == nil)
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:1:1: error: this session line describes another screen than out.jsonl's (its scroll "
                        + "differs): stopped here, nothing after it was recorded (record it to another file)")
        )
        #expect(outcome.console.stdout == "recorded 0 events to out.jsonl (now 1 event), rejected 0 lines\n")
    }

    /// A session line that differs only in its `conformanceTolerance` is another recording too: its
    /// events would be checked with another tolerance than OUT's, so none is appended.
    @Test func refusesASessionWithAnotherConformanceTolerance() throws {
        let existing = lines(minimalSessionLine, touchLine("began", t: 1))
        let other = String(minimalSessionLine.dropLast()) + #","conformanceTolerance":2}"#
        let outcome = try record(lines(other, touchLine("ended", t: 1.5)), existing: existing)
        #expect(outcome.status == 2)
        #expect(outcome.recording == existing)
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:1:1: error: this session line describes another screen than out.jsonl's (its "
                        + "conformanceTolerance differs): stopped here, nothing after it was recorded (record it "
                        + "to another file)"))
    }

    /// A recorder that restarted re-sends its whole stream, session line first: the events OUT
    /// already has are skipped (by `seq`, whatever their spelling), the rest appended once.
    @Test func resumingWithSeqSkipsTheEventsAlreadyRecorded() throws {
        func event(_ seq: Int, spaced: Bool = false) -> String {
            let separator = spaced ? ", " : ","
            return [#"{"type":"frame""#, #""t":\#(Double(seq) / 10)"#, #""seq":\#(seq)}"#].joined(
                separator: separator)
        }
        let existing = lines(minimalSessionLine, event(1), event(2), event(3))
        let outcome = try record(
            lines(
                minimalSessionLine, event(1, spaced: true), event(2, spaced: true), event(3, spaced: true),
                event(4),
                event(5)),
            existing: existing)
        #expect(outcome.status == 0)
        #expect(outcome.recording == existing + lines(event(4), event(5)))
        #expect(outcome.console.stderr == "")
        #expect(
            outcome.console.stdout
                == "recorded 2 events to out.jsonl (now 5 events), rejected 0 lines; skipped the input's session line "
                + "(the same as the recording's) and 3 events already in it\n")
    }

    /// Without `seq`, the re-sent lines that are byte for byte OUT's own, in order, are skipped;
    /// from the first line that differs on, lines are recorded (and checked) as usual.
    @Test func resumingWithoutSeqSkipsTheLinesOUTAlreadyHas() throws {
        let existing = lines(minimalSessionLine, touchLine("began", t: 1), touchLine("moved", t: 1.1))
        let outcome = try record(
            lines(
                minimalSessionLine, touchLine("began", t: 1), touchLine("moved", t: 1.1),
                touchLine("ended", t: 1.2)),
            existing: existing)
        #expect(outcome.status == 0)
        #expect(outcome.recording == existing + lines(touchLine("ended", t: 1.2)))
        #expect(
            outcome.console.stdout
                == "recorded 1 event to out.jsonl (now 3 events), rejected 0 lines; skipped the input's session line "
                + "(the same as the recording's) and 2 events already in it\n")

        // A re-sent stream that differs from OUT: nothing is skipped after the first difference, so
        // an event that repeats OUT's time is checked (and here accepted) rather than dropped.
        let diverging = try record(
            lines(minimalSessionLine, touchLine("began", t: 1), touchLine("ended", t: 1.1)),
            existing: existing)
        #expect(diverging.status == 0)
        #expect(diverging.recording == existing + lines(touchLine("ended", t: 1.1)))
        #expect(diverging.rejected == nil)
    }

    /// Unknown fields are recorded as sent (forward compatibility) with a warning at the input
    /// line, once per place and key; a typo gets a suggestion. Fields an existing OUT already has
    /// are not warned about again.
    @Test func warnsAboutUnknownFieldsAtTheirInputLine() throws {
        let session = minimalSessionLine.replacingOccurrences(of: #""device""#, with: #""formta":1,"device""#)
        let input = lines(
            session, #"{"type":"frame","t":1,"force":1}"#, #"{"type":"frame","t":2,"force":1}"#,
            #"{"type":"expect","t":3,"that":{"scroll.offset.y":0},"tolerence":0.01}"#)
        let outcome = try record(input)
        #expect(outcome.status == 0)
        #expect(outcome.recording == input)
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:1:19: warning: unknown field 'formta' in session (did you mean 'format'?)",
                    "<stdin>:2:23: warning: unknown field 'force' in frame",
                    "<stdin>:4:53: warning: unknown field 'tolerence' in expect (did you mean 'tolerance'?)"))

        let again = try record(
            lines(#"{"type":"frame","t":4,"force":1}"#, #"{"type":"frame","t":5,"extra":1}"#), existing: input
        )
        #expect(again.status == 0)
        #expect(again.console.stderr == lines("<stdin>:2:23: warning: unknown field 'extra' in frame"))
    }

    /// The same screen written another way (spaces, key order) is OUT's session: a resume.
    @Test func theSameSessionSpeltDifferentlyResumes() throws {
        let existing = lines(minimalSessionLine, touchLine("began", t: 1))
        let respelt =
            #"{"scroll": {"content": {"items": {"length": 88, "count": 40}}}, "type": "session", "#
            + #""device": {"height": 896, "width": 414}}"#
        let outcome = try record(
            lines(respelt, touchLine("began", t: 1), touchLine("ended", t: 2)), existing: existing)
        #expect(outcome.status == 0)
        #expect(outcome.recording == existing + lines(touchLine("ended", t: 2)))
        #expect(
            outcome.console.stdout
                == "recorded 1 event to out.jsonl (now 2 events), rejected 0 lines; skipped the input's session line "
                + "(the same as the recording's) and 1 event already in it\n")
    }

    /// A re-sent stream without `seq` in which one line changed: that line is rejected (it goes
    /// back in time), and the lines after it that OUT has are still skipped, not appended again.
    @Test func aChangedLineInAResentStreamDoesNotDuplicateTheRest() throws {
        func scroll(_ t: Int, _ dy: String = "10") -> String { #"{"type":"scroll","t":\#(t),"dy":\#(dy)}"# }
        let existing = lines(minimalSessionLine, scroll(1), scroll(2))
        let outcome = try record(
            lines(minimalSessionLine, scroll(1, "10.0"), scroll(2), scroll(3)), existing: existing)
        #expect(outcome.status == 2)
        #expect(outcome.recording == existing + lines(scroll(3)))
        #expect(outcome.rejected == lines(scroll(1, "10.0")))
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:2:22: error: time goes backwards: t 1 is earlier than the previous event's t 2 "
                        + "(a re-sent line that differs from out.jsonl:2)"))
    }

    /// A regression: the first events carry `seq`, the later ones do not. Sent twice, the later ones
    /// were appended again (exit 0): a duplicated `scroll dy` moves the list twice in the replay.
    @Test func resendingEventsWithAndWithoutSeqAppendsNothingTwice() throws {
        let stream = lines(
            minimalSessionLine, #"{"type":"scroll","t":1,"dy":10,"seq":1}"#,
            #"{"type":"scroll","t":2,"dy":10}"#)
        let outcome = try record(stream, existing: stream)
        #expect(outcome.status == 0)
        #expect(outcome.recording == stream)
        #expect(outcome.rejected == nil)
        #expect(outcome.console.stderr == "")
        #expect(
            outcome.console.stdout
                == "recorded 0 events to out.jsonl (now 2 events), rejected 0 lines; skipped the input's session line "
                + "(the same as the recording's) and 2 events already in it\n")
    }

    /// The same regression, the other shape: a line without `seq` after one with it was compared with the
    /// wrong line of OUT, so a line OUT has was rejected (time goes backwards) and the next one
    /// appended twice.
    @Test func aResentLineOUTHasIsNeverRejected() throws {
        let stream = lines(
            minimalSessionLine, #"{"type":"scroll","t":1,"dy":10,"seq":1}"#,
            #"{"type":"scroll","t":2,"dy":10}"#,
            #"{"type":"scroll","t":3,"dy":10}"#)
        let outcome = try record(stream, existing: stream)
        #expect(outcome.status == 0)
        #expect(outcome.recording == stream)
        #expect(outcome.rejected == nil)
        #expect(outcome.console.stderr == "")
    }

    /// A stream with a line the first pass rejected: re-sent, that line is rejected again with the
    /// first pass's diagnostic (it is checked in the state it was checked in then), and the lines
    /// around it are skipped, not appended again, even where an equal line follows at the same time.
    @Test func aResentStreamRejectsWhatTheFirstPassRejectedAndNothingMore() throws {
        let stream = lines(
            minimalSessionLine, touchLine("began", t: 1), touchLine("began", t: 1), touchLine("ended", t: 1),
            touchLine("began", t: 1), #"{"type":"frame","t":1}"#)
        let first = try record(stream)
        let again = try record(stream, existing: first.recording)
        #expect(again.recording == first.recording)
        #expect(again.status == 2)
        #expect(again.rejected == first.rejected)
        #expect(again.console.stderr == first.console.stderr)
        #expect(
            again.console.stdout
                == "recorded 0 events to out.jsonl (now 4 events), rejected 1 line (saved to out.jsonl.rejected); "
                + "skipped the input's session line (the same as the recording's) and 4 events already in it\n"
        )
    }

    /// Where rejected lines go is not a regular file: refused before any input is read.
    @Test func anUnusableRejectedFileIsRefusedBeforeReadingInput() throws {
        try withTemporaryPath { path in
            try FileManager.default.createDirectory(
                atPath: path + ".rejected", withIntermediateDirectories: true)
            var console = BufferConsole()
            var input = UnreadInput()
            #expect(RecordCommand.record(path: path, input: &input, console: &console) == 2)
            #expect(
                console.stderr
                    == lines(
                        "\(path).rejected:1:1: error: this is a folder, but record saves rejected lines to a regular "
                            + "file here; move it away"))
            #expect(!FileManager.default.fileExists(atPath: path), "no recording is left behind")
        }
    }

    /// Standard input open on `OUT.rejected` (or on OUT): refused before a byte is read, nothing
    /// written (it once looped, rejecting a line into the file it was reading).
    @Test(arguments: [".rejected", ""])
    func refusesToReadAFileItWrites(suffix: String) throws {
        try withTemporaryPath { path in
            let existing = lines(minimalSessionLine, touchLine("began", t: 1))
            let invalid = lines(#"{"type":"frame","t":0}"#)
            try Data(existing.utf8).write(to: URL(fileURLWithPath: path))
            try Data(invalid.utf8).write(to: URL(fileURLWithPath: path + ".rejected"))
            let descriptor = open(path + suffix, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            var input = FileDescriptorInput(descriptor: descriptor)
            var console = BufferConsole()
            #expect(RecordCommand.record(path: path, input: &input, console: &console) == 2)
            #expect(console.stderr.hasPrefix("\(path)\(suffix):1:1: error: standard input is this file"))
            #expect(console.stderr.split(separator: "\n").count == 1)
            #expect(console.stdout == "")
            #expect(lseek(descriptor, 0, SEEK_CUR) == 0, "not a byte read")
            #expect(FileManager.default.contents(atPath: path) == Data(existing.utf8))
            #expect(FileManager.default.contents(atPath: path + ".rejected") == Data(invalid.utf8))
        }
    }

    @Test func anEmptyOutputPathIsAnError() {
        var console = BufferConsole()
        var input = UnreadInput()
        #expect(RecordCommand.record(path: "", input: &input, console: &console) == 2)
        #expect(console.stderr == lines("error: record needs a recording to write: OUT is an empty path"))
    }
}
