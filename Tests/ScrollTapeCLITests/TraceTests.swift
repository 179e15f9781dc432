import Foundation
import Testing

/// `scrolltape replay --trace`: the state after every event as JSON lines.
@Suite("scrolltape replay --trace, end to end")
struct TraceTests {
    static let iPhone11 = "recordings/iphone11-collapsing-header.jsonl"

    @Test func theTraceHasOneStateLinePerLineOfTheRecording() throws {
        let facts = try RecordingFacts(Self.iPhone11)
        let result = try run(["replay", Self.iPhone11, "--trace"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdoutLines
        #expect(lines.count == facts.lines.count, "index 0…N: one line per line of the recording")
        for (index, line) in lines.enumerated() {
            #expect(line.hasPrefix(#"{"index":\#(index),"t":"#), "line \(index + 1)")
        }
        for index in [0, 1, 57, lines.count / 2, lines.count - 1] {
            let single = try run(["replay", Self.iPhone11, "--to", String(index), "--json"])
            #expect(
                lines[index] == single.stdoutLines.first, "index \(index) equals replay --to \(index) --json")
        }
    }

    @Test func traceStopsAtTo() throws {
        let result = try run(["replay", Self.iPhone11, "--trace", "--to", "5"])
        #expect(result.status == 0)
        #expect(result.stdoutLines.count == 6)
        #expect(result.stdoutLines.last?.hasPrefix(#"{"index":5,"#) == true)
        let past = try run(["replay", Self.iPhone11, "--trace", "--to", "99999"])
        #expect(past.status == 2)
        #expect(past.stdout == "")
        #expect(
            past.stderr
                == "error: --to 99999 is past the end: \(Self.iPhone11) has 799 events (indices 0…799)\n")
    }
}
