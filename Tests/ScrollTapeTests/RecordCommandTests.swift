import Foundation
import ScrollTapeCore
import Testing

@testable import ScrollTape

private let sessionLine =
    #"{"type":"session","device":{"width":414,"height":896},"scroll":{"content":{"items":{"count":40,"length":88}}}}"#

private func touch(_ phase: String, t: Double, id: Int = 1) -> String {
    #"{"type":"touch","t":\#(t),"phase":"\#(phase)","id":\#(id),"x":200,"y":300}"#
}

/// Input that hands out its bytes `chunk` at a time, as a pipe may.
private struct BytesInput: RecordInput {
    var bytes: [UInt8]
    var chunk: Int
    var position = 0

    init(_ text: String, chunk: Int = 1 << 16) {
        bytes = Array(text.utf8)
        self.chunk = chunk
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = min(chunk, buffer.count, bytes.count - position)
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<position + count]))
        }
        position += count
        return count
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
private func record(_ input: String, existing: String? = nil, chunk: Int = 1 << 16) throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.jsonl").path
    if let existing { try Data(existing.utf8).write(to: URL(fileURLWithPath: path)) }
    var console = BufferConsole()
    var source = BytesInput(input, chunk: chunk)
    let status = CommandRunner.record(path: path, input: &source, console: &console)
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
    // Diagnostics name OUT by its path: show it as `out.jsonl`.
    console.stdout = console.stdout.replacingOccurrences(of: folder.path + "/", with: "")
    console.stderr = console.stderr.replacingOccurrences(of: folder.path + "/", with: "")
    return Outcome(
        status: status, console: console, recording: read(path) ?? "<none>",
        rejected: read(path + ".rejected"))
}

private func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}

@Suite struct RecordCommandTests {
    @Test(arguments: [1, 7, 1 << 16])
    func recordsANewRecording(chunk: Int) throws {
        let input = lines(sessionLine, touch("began", t: 0.1), touch("moved", t: 0.2), touch("ended", t: 0.3))
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
            sessionLine, touch("began", t: 0.1), touch("began", t: 0.2), #"{"type":"frame","t":0.05}"#,
            #"{"type":"frame" "t":1}"#, touch("moved", t: 0.2), "", touch("ended", t: 0.3))
        let outcome = try record(input)
        #expect(outcome.status == 2)
        #expect(
            outcome.recording
                == lines(sessionLine, touch("began", t: 0.1), touch("moved", t: 0.2), touch("ended", t: 0.3)))
        #expect(
            outcome.rejected
                == lines(
                    touch("began", t: 0.2), #"{"type":"frame","t":0.05}"#, #"{"type":"frame" "t":1}"#, ""))
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
        let complete = try record(lines(sessionLine) + #"{"type":"frame","t":1}"#)
        #expect(complete.status == 0)
        #expect(complete.recording == lines(sessionLine, #"{"type":"frame","t":1}"#))

        let torn = try record(lines(sessionLine) + #"{"type":"frame","t"#)
        #expect(torn.status == 0)
        #expect(torn.recording == lines(sessionLine))
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
        let existing = lines(sessionLine, touch("began", t: 1))
        let outcome = try record(
            lines(sessionLine, touch("began", t: 1.1), #"{"type":"frame","t":0.5}"#, touch("ended", t: 1.2)),
            existing: existing)
        #expect(outcome.status == 2)
        #expect(outcome.recording == existing + lines(touch("ended", t: 1.2)))
        #expect(outcome.rejected == lines(touch("began", t: 1.1), #"{"type":"frame","t":0.5}"#))
        #expect(
            outcome.console.stdout
                == "recorded 1 event to out.jsonl (now 2 events), rejected 2 lines (saved to out.jsonl.rejected); "
                + "skipped the input's session line (the same as the recording's)\n")
    }

    @Test func movesATornLastLineOfTheRecordingAside() throws {
        let complete = lines(sessionLine, #"{"type":"frame","t":1}"#)
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
        let existing = lines(sessionLine, #"{"type":"frame"}"#)
        let outcome = try record(lines(#"{"type":"frame","t":2}"#), existing: existing)
        #expect(outcome.status == 2)
        #expect(outcome.recording == existing)
        #expect(
            outcome.console.stderr == lines("out.jsonl:2:1: error: frame event is missing required field 't'")
        )
        #expect(outcome.console.stdout == "")
    }

    @Test func stopsWhenANewRecordingHasNoSessionLine() throws {
        let outcome = try record(lines(#"{"type":"frame","t":0}"#, #"{"type":"frame","t":1}"#))
        #expect(outcome.status == 2)
        #expect(outcome.recording == "<none>")
        #expect(outcome.rejected == lines(#"{"type":"frame","t":0}"#))
        #expect(
            outcome.console.stderr
                == lines(
                    #"<stdin>:1:9: error: line 1 must be the session line with "type":"session", found a 'frame' event"#,
                    #"<stdin>:1:1: error: out.jsonl is new, so its first input line must be a valid session line "#
                        + #"({"type":"session",…}); stopped"#))
    }

    @Test func savesALineLongerThanTheLimitWhole() throws {
        let long =
            #"{"type":"frame","t":1,"pad":""# + String(repeating: "x", count: Limits.lineLength) + #""}"#
        let outcome = try record(lines(sessionLine, long, #"{"type":"frame","t":2}"#), chunk: 1 << 15)
        #expect(outcome.status == 2)
        #expect(outcome.recording == lines(sessionLine, #"{"type":"frame","t":2}"#))
        #expect(outcome.rejected == lines(long))
        #expect(
            outcome.console.stderr
                == lines(
                    "<stdin>:2:1048577: error: invalid JSON: line is longer than the limit of 1048576 bytes"))
    }
}
