import Foundation
import ScrollTape
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running `scrolltape record OUT` with a pipe on its standard input.
private final class RecordProcess {
    let process = Process()
    let input = Pipe()
    let stdoutURL: URL
    let stderrURL: URL

    init(out: String, in directory: URL) throws {
        stdoutURL = directory.appendingPathComponent("record.stdout")
        stderrURL = directory.appendingPathComponent("record.stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        process.executableURL = try ScrollTapeExecutable.url()
        process.arguments = ["record", out]
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
    }

    func write(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Closes standard input and waits (at most 10 s) for the process to end.
    func finish() throws -> CommandResult {
        try input.fileHandleForWriting.close()
        return try wait()
    }

    func wait() throws -> CommandResult {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("`scrolltape record` did not finish within 10 s")
        }
        process.waitUntilExit()
        return CommandResult(
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            status: process.terminationStatus)
    }
}

private func touch(_ phase: String, t: Double, id: Int) -> String {
    #"{"type":"touch","t":\#(t),"phase":"\#(phase)","id":\#(id),"x":200,"y":\#(300 + id)}"#
}

/// The bytes of `url` as text ("" if it does not exist).
private func text(_ url: URL) -> String {
    String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
}

/// `scrolltape record` (SPEC §4 exit codes; `Usage.help(for: "record")`), run as a device pipe runs it.
@Suite("record, end to end")
struct RecordTests {
    @Test func recordsStandardInputAndRejectsInvalidLines() throws {
        try TemporaryDirectory.with { directory in
            let record = try RecordProcess(out: "out.jsonl", in: directory.url)
            record.write(Fixtures.recording([touch("began", t: 0.1, id: 1), #"{"type":"frame","t":0}"#]))
            record.write(touch("ended", t: 0.2, id: 1) + "\n")
            let result = try record.finish()
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "<stdin>:3:21: error: time goes backwards: t 0 is earlier than the previous event's t 0.1\n"
            )
            #expect(
                result.stdout
                    == "recorded 2 events to out.jsonl (now 2 events), rejected 1 line (saved to out.jsonl.rejected)\n"
            )
            #expect(
                text(directory.url.appendingPathComponent("out.jsonl"))
                    == Fixtures.recording([touch("began", t: 0.1, id: 1), touch("ended", t: 0.2, id: 1)]))
            #expect(
                text(directory.url.appendingPathComponent("out.jsonl.rejected")) == #"{"type":"frame","t":0}"#
                    + "\n")
            let replay = try run(["replay", "out.jsonl", "--json"], in: directory.url)
            #expect(replay.status == 0)
        }
    }

    @Test func recordNeedsAnOutputFile() throws {
        let result = try run(["record"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: record needs OUT"))
        #expect(result.stderr.contains("usage: scrolltape record OUT"))
    }

    /// `record` killed with SIGKILL while lines are streaming in: the recording holds every line it
    /// had accepted, in order, each complete, and nothing else; it reads back without a warning,
    /// and a second `record` continues it.
    @Test func aKilledRecordLosesNothingItAccepted() throws {
        try TemporaryDirectory.with { directory in
            let out = directory.url.appendingPathComponent("out.jsonl")
            let lines =
                [Fixtures.session()]
                + (1...60).flatMap { id in
                    [
                        touch("began", t: Double(id) / 10, id: id),
                        touch("ended", t: Double(id) / 10 + 0.05, id: id),
                    ]
                }
            let record = try RecordProcess(out: "out.jsonl", in: directory.url)
            var confirmed = 0
            for (index, line) in lines.prefix(100).enumerated() {
                // Half a line at a time: `record` must never write a partial one.
                let middle = line.index(line.startIndex, offsetBy: line.count / 2)
                record.write(String(line[..<middle]))
                usleep(200)
                record.write(String(line[middle...]) + "\n")
                if index % 20 == 19 {
                    // Each line is in the file as soon as `record` has it, not at the end.
                    let expected = lines.prefix(index + 1).map { $0 + "\n" }.joined()
                    let deadline = Date().addingTimeInterval(2)
                    while text(out) != expected, Date() < deadline { usleep(1_000) }
                    #expect(text(out) == expected, "line \(index + 1) was not written at once")
                    confirmed = index + 1
                }
            }
            record.write(String(lines[100].prefix(30)))
            kill(record.process.processIdentifier, SIGKILL)
            let killed = try record.wait()
            #expect(killed.status == SIGKILL)
            #expect(record.process.terminationReason == .uncaughtSignal)

            let written = text(out)
            #expect(written.hasSuffix("\n"), "no partial line")
            let writtenLines = written.split(separator: "\n").map(String.init)
            #expect(writtenLines.count >= confirmed)
            #expect(
                writtenLines == Array(lines.prefix(writtenLines.count)), "a prefix of the input, in order")
            let file = try RecordingReader.read(path: out.path)
            #expect(file.warnings.isEmpty)
            #expect(file.recording.events.count == writtenLines.count - 1)

            // Resuming: the rest of the stream (its session line first) goes on where it stopped.
            let resume = try RecordProcess(out: "out.jsonl", in: directory.url)
            resume.write(([lines[0]] + lines[writtenLines.count...]).map { $0 + "\n" }.joined())
            let resumed = try resume.finish()
            #expect(resumed.status == 0, "\(resumed.stderr)")
            #expect(text(out) == lines.map { $0 + "\n" }.joined())
        }
    }
}
