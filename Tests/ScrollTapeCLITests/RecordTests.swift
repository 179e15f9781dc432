import Foundation
import Testing

@testable import ScrollTape

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

    func wait(sourceLocation: SourceLocation = #_sourceLocation) throws -> CommandResult {
        waitForExit(process, timeout: 10, command: "scrolltape record", sourceLocation: sourceLocation)
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

/// `scrolltape record` (its exit codes; `commandHelp("record")`), run as a device pipe runs it.
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
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "error: record needs OUT (the recording to append to)\n" + commandHelp("record")!
                + "\n")
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

            // Resuming: the producer re-sends its whole stream; what OUT has is skipped, the rest
            // is appended once (no event twice, the boundary event included).
            let resume = try RecordProcess(out: "out.jsonl", in: directory.url)
            resume.write(lines.map { $0 + "\n" }.joined())
            let resumed = try resume.finish()
            #expect(resumed.status == 0, "\(resumed.stderr)")
            #expect(text(out) == lines.map { $0 + "\n" }.joined())
            let missing = lines.count - writtenLines.count
            #expect(
                resumed.stdout
                    == "recorded \(missing) events to out.jsonl (now \(lines.count - 1) events), rejected 0 lines; "
                    + "skipped the input's session line (the same as the recording's) and "
                    + "\(writtenLines.count - 1) events already in it\n")
        }
    }

    /// Devices are refused at once, before any input is read: reading `/dev/zero` back would never
    /// end, and `/dev/full` fails every write.
    @Test(arguments: ["/dev/full", "/dev/zero", "/dev/null"])
    func refusesADeviceAsTheRecording(_ path: String) throws {
        let result = try run(["record", path], input: Fixtures.recording([touch("began", t: 0.1, id: 1)]))
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(path):1:1: error: cannot record to a character device: a recording must be a regular file "
                + "(it is read back and appended to)\n")
        #expect(result.stdout == "")
    }

    /// `scrolltape record /dev/stdout | head`: standard output is a pipe, refused at once.
    @Test func refusesAPipeAsTheRecording() throws {
        try TemporaryDirectory.with { directory in
            try directory.write("in.jsonl", Fixtures.recording([touch("began", t: 0.1, id: 1)]))
            let result = try runShell(
                "scrolltape record /dev/stdout < in.jsonl 2> err | head -c 0; echo ${PIPESTATUS[0]}",
                in: directory.url)
            #expect(result.stdout == "2\n")
            #expect(
                text(directory.url.appendingPathComponent("err"))
                    == "/dev/stdout:1:1: error: cannot record to a pipe: a recording must be a regular file "
                    + "(it is read back and appended to)\n")
        }
    }

    /// Standard output and error are pipes whose readers are gone: `record` is not killed, records
    /// every valid line, saves the invalid one, and exits 2 (its summary could not be written).
    @Test func closedPipesOnItsOutputsLoseNoEvent() throws {
        try TemporaryDirectory.with { directory in
            let valid = [touch("began", t: 0.1, id: 1), touch("ended", t: 0.2, id: 1)]
            let input = try directory.write(
                "in.jsonl", Fixtures.recording([valid[0], #"{"type":"frame","t":0}"#, valid[1]]))
            let stdout = Pipe()
            let stderr = Pipe()
            try stdout.fileHandleForReading.close()
            try stderr.fileHandleForReading.close()
            let process = Process()
            process.executableURL = try ScrollTapeExecutable.url()
            process.arguments = ["record", "out.jsonl"]
            process.currentDirectoryURL = directory.url
            let inputFile = try FileHandle(forReadingFrom: input)
            defer { try? inputFile.close() }
            process.standardInput = inputFile
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            waitForExit(process, timeout: 10, command: "scrolltape record out.jsonl")
            #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
            #expect(process.terminationStatus == 2)
            #expect(text(directory.url.appendingPathComponent("out.jsonl")) == Fixtures.recording(valid))
            #expect(
                text(directory.url.appendingPathComponent("out.jsonl.rejected")) == #"{"type":"frame","t":0}"#
                    + "\n")
        }
    }

    /// The file reaches the process's size limit (as a full disk would stop it): `record` stops with
    /// one line naming the first input line that was not recorded; OUT holds every line before it,
    /// whole, and reads back.
    @Test func aWriteErrorStopsRecordingAtTheFirstLineNotWritten() throws {
        try TemporaryDirectory.with { directory in
            let lines =
                [Fixtures.session()]
                + (1...100).flatMap { id in
                    [touch("began", t: Double(id), id: id), touch("ended", t: Double(id) + 0.5, id: id)]
                }
            try directory.write("in.jsonl", lines.map { $0 + "\n" }.joined())
            // `ulimit -f` counts blocks of 1024 bytes.
            let limit = 8 * 1024
            var size = 0
            let fitting = lines.prefix {
                size += $0.utf8.count + 1
                return size <= limit
            }.count
            let result = try runShell(
                "ulimit -f 8; exec scrolltape record out.jsonl < in.jsonl", in: directory.url)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "<stdin>:\(fitting + 1):1: error: cannot write out.jsonl: File too large (errno 27); "
                    + "stopped: this line and the rest of the input were not recorded\n")
            #expect(
                result.stdout
                    == "recorded \(fitting - 1) events to out.jsonl (now \(fitting - 1) events), rejected 0 lines\n"
            )
            let out = directory.url.appendingPathComponent("out.jsonl")
            #expect(text(out) == lines.prefix(fitting).map { $0 + "\n" }.joined())
            #expect(try RecordingReader.read(path: out.path).recording.events.count == fitting - 1)
        }
    }

    /// Two `record`s on one file: the second is refused at once; the first goes on undisturbed.
    @Test func aSecondRecordOnTheSameFileIsRefused() throws {
        try TemporaryDirectory.with { directory in
            let out = directory.url.appendingPathComponent("out.jsonl")
            let first = try RecordProcess(out: "out.jsonl", in: directory.url)
            first.write(Fixtures.recording([touch("began", t: 0.1, id: 1)]))
            let started = Fixtures.recording([touch("began", t: 0.1, id: 1)])
            let deadline = Date().addingTimeInterval(5)
            while text(out) != started, Date() < deadline { usleep(1_000) }
            #expect(text(out) == started)

            let second = try run(
                ["record", "out.jsonl"], input: Fixtures.recording([touch("began", t: 5, id: 9)]),
                in: directory.url)
            #expect(second.status == 2)
            #expect(
                second.stderr
                    == "out.jsonl:1:1: error: another process is recording to this file (it holds the file's lock); "
                    + "wait until it has finished, or record to another file\n")
            #expect(second.stdout == "")

            first.write(touch("ended", t: 0.2, id: 1) + "\n")
            let finished = try first.finish()
            #expect(finished.status == 0)
            #expect(finished.stdout == "recorded 2 events to out.jsonl (now 2 events), rejected 0 lines\n")
            #expect(
                text(out)
                    == Fixtures.recording([touch("began", t: 0.1, id: 1), touch("ended", t: 0.2, id: 1)]))
        }
    }

    /// OUT cannot be created: `record` says so and exits without waiting for input (its standard
    /// input is a pipe that stays open).
    @Test func aBadOutputPathFailsWithoutWaitingForInput() throws {
        try TemporaryDirectory.with { directory in
            let record = try RecordProcess(out: "missing/out.jsonl", in: directory.url)
            let result = try record.wait()
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "missing/out.jsonl:1:1: error: cannot open: No such file or directory (errno 2)\n")
            #expect(result.stdout == "")
            try record.input.fileHandleForWriting.close()
        }
    }

    /// Standard input closed (`<&-`): an error, and no file is created.
    @Test func aClosedStandardInputIsAnError() throws {
        try TemporaryDirectory.with { directory in
            let result = try runShell("exec scrolltape record out.jsonl <&-", in: directory.url)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "<stdin>:1:1: error: cannot read standard input: Bad file descriptor (errno 9); stopped\n"
            )
            #expect(
                !FileManager.default.fileExists(
                    atPath: directory.url.appendingPathComponent("out.jsonl").path))
        }
    }

    /// A 20 MB input line (over the 1 MiB limit) is read piece by piece, never held whole:
    /// the peak memory of the run grows by far less than the line, against a run of the same
    /// recording without it measured in the same test.
    @Test(.enabled(if: canMeasureMemory, "needs GNU time (/usr/bin/time) to measure memory"))
    func aTwentyMegabyteLineKeepsMemoryBounded() throws {
        try TemporaryDirectory.with { directory in
            let tail = touch("began", t: 0.2, id: 1) + "\n"
            let small = try directory.write("small.jsonl", Fixtures.recording([]) + tail)
            let lineLength = 20 << 20
            let big = directory.url.appendingPathComponent("big.jsonl")
            let head = #"{"type":"frame","t":0.1,"pad":""#
            _ = FileManager.default.createFile(atPath: big.path, contents: nil)
            let handle = try FileHandle(forWritingTo: big)
            try handle.write(contentsOf: Data((Fixtures.recording([]) + head).utf8))
            let block = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
            for _ in 0..<(lineLength >> 20) { try handle.write(contentsOf: block) }
            try handle.write(contentsOf: Data(("\"}\n" + tail).utf8))
            try handle.close()

            let baseline = try runMeasuringMemory(
                ["record", directory.url.appendingPathComponent("small-out.jsonl").path], input: small.path)
            let long = try runMeasuringMemory(
                ["record", directory.url.appendingPathComponent("big-out.jsonl").path], input: big.path)
            #expect(baseline.status == 0)
            #expect(long.status == 2)
            let growth = long.maximumResidentBytes - baseline.maximumResidentBytes
            // One line limit (1 MiB) and a read buffer or two may be held; the line itself is 20 MiB.
            #expect(
                growth < 6 << 20,
                "peak memory grew by \(growth >> 10) KiB (\(baseline.maximumResidentBytes >> 10) → \(long.maximumResidentBytes >> 10) KiB)"
            )
            let rejected = try FileManager.default.attributesOfItem(
                atPath: directory.url.appendingPathComponent("big-out.jsonl.rejected").path)
            // Its first MiB is kept (the reader's line limit), the rest dropped.
            #expect(rejected[.size] as? Int == (1 << 20) + 1)
            #expect(
                text(directory.url.appendingPathComponent("big-out.jsonl")) == Fixtures.recording([]) + tail)
        }
    }

    /// `record OUT < OUT.rejected` with a line still invalid: the line would be rejected
    /// into the file being read, and read again, without end (1.7 GB in 10 minutes). Refused at
    /// once, before a byte is read; so is OUT itself as input, by any name (a hard link).
    @Test func refusesToReadTheFilesItWrites() throws {
        try TemporaryDirectory.with { directory in
            let recording = Fixtures.recording([touch("began", t: 0.1, id: 1)])
            try directory.write("out.jsonl", recording)
            let invalid = #"{"type":"frame","t":0}"# + "\n"
            try directory.write("out.jsonl.rejected", invalid)
            let result = try runShell(
                "scrolltape record out.jsonl < out.jsonl.rejected", in: directory.url, timeout: 10)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "out.jsonl.rejected:1:1: error: standard input is this file, where record saves the lines it "
                    + "rejects: a line still invalid would be saved and read again without end; move it away first "
                    + "(mv out.jsonl.rejected fixed.jsonl), fix it, and record from there\n")
            #expect(result.stdout == "")
            #expect(text(directory.url.appendingPathComponent("out.jsonl.rejected")) == invalid)
            #expect(text(directory.url.appendingPathComponent("out.jsonl")) == recording)

            // The recovery the message gives: moved away, the same line is rejected once, and it ends.
            let moved = try runShell(
                "mv out.jsonl.rejected fixed.jsonl && scrolltape record out.jsonl < fixed.jsonl",
                in: directory.url,
                timeout: 10)
            #expect(moved.status == 2)
            #expect(text(directory.url.appendingPathComponent("out.jsonl.rejected")) == invalid)

            let itself = try runShell(
                "ln out.jsonl same.jsonl && scrolltape record out.jsonl < same.jsonl", in: directory.url,
                timeout: 10)
            #expect(itself.status == 2)
            #expect(
                itself.stderr
                    == "out.jsonl:1:1: error: standard input is this file, which record appends to: it would read "
                    + "back its own lines; record from a copy of it, or to another file\n")
            #expect(text(directory.url.appendingPathComponent("out.jsonl")) == recording)
        }
    }

    /// `record OUT < /dev/zero` (once 2–3.5 GB of rejected bytes in 5 s): 1 MiB of the line
    /// is saved, and `record` stops once 64 MiB of rejected input were read, OUT untouched.
    @Test func aLineWithoutEndStopsAtTheLimitOfRejectedInput() throws {
        try TemporaryDirectory.with { directory in
            let recording = Fixtures.recording([touch("began", t: 0.1, id: 1)])
            try directory.write("z.jsonl", recording)
            let result = try runShell("scrolltape record z.jsonl < /dev/zero", in: directory.url, timeout: 20)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "<stdin>:1:1048577: error: invalid JSON: line is longer than the limit of 1048576 bytes (saved "
                    + "its first 1048576 bytes to z.jsonl.rejected)\n"
                    + "<stdin>:1:1: error: more than 64 MiB (67108864 bytes) of rejected input in this run (is this a "
                    + "recording stream?): stopped here, nothing from this line on was recorded\n")
            #expect(
                result.stdout
                    == "recorded 0 events to z.jsonl (now 1 event), rejected 1 line (saved to z.jsonl.rejected)\n"
            )
            #expect(text(directory.url.appendingPathComponent("z.jsonl")) == recording)
            let rejected = try FileManager.default.attributesOfItem(
                atPath: directory.url.appendingPathComponent("z.jsonl.rejected").path)
            #expect(rejected[.size] as? Int == (1 << 20) + 1)
        }
    }

    /// OUT is the file standard output goes to (`record /dev/stdout >> file`): refused, so the
    /// summary is never written into the recording.
    @Test func refusesARecordingThatIsAlsoStandardOutput() throws {
        try TemporaryDirectory.with { directory in
            let recording = Fixtures.recording([touch("began", t: 0.1, id: 1)])
            try directory.write("out.jsonl", recording)
            try directory.write("in.jsonl", Fixtures.recording([touch("ended", t: 0.2, id: 1)]))
            let result = try runShell(
                "scrolltape record /dev/stdout < in.jsonl >> out.jsonl", in: directory.url)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "/dev/stdout:1:1: error: this is also standard output, where record writes its summary; "
                    + "send standard output elsewhere, or record to another file\n")
            #expect(text(directory.url.appendingPathComponent("out.jsonl")) == recording)
        }
    }
}
