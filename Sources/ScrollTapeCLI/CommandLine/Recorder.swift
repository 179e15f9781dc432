import ScrollTape

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of `scrolltape record OUT`: the lock and writer of OUT, the file of rejected lines, the
/// counts.
///
/// OUT is locked before any input is read (``RecordingLock``: a regular file, one writer at a
/// time). Each input line is then either appended to OUT by `RecordingWriter` (one `write(2)` as
/// soon as it is checked), skipped because OUT already has it (a re-sent stream, see
/// ``Resume``), or reported on standard error at its input line and column and saved verbatim to
/// `OUT.rejected`: nothing read is lost. Memory is bounded by one line, however long the input.
struct Recorder {
    /// How much rejected input `record` keeps, so that a stream that is not a recording
    /// (`/dev/zero`, a binary file, a line without end) cannot fill the disk or run forever.
    struct RejectionLimits {
        /// The bytes of one rejected line saved to `OUT.rejected`: the reader's line limit, 1 MiB,
        /// so every line the reader could accept is saved whole. The rest of a longer line is read,
        /// counted and dropped.
        var lineBytes = Limits.lineLength
        /// The rejected input of one run, in bytes (lines and their newlines, saved or dropped):
        /// 64 MiB, far more than a recorder's mistakes (a whole day of touches at 120 Hz is about
        /// 100 MiB of valid lines). Past it `record` stops, keeping every event before.
        var runBytes = 64 << 20
    }

    let path: String
    var rejectedPath: String { path + ".rejected" }
    let limits: RejectionLimits
    /// The rejected input read so far in this run, in bytes (see ``RejectionLimits/runBytes``).
    var rejectedBytes = 0
    private var lock: RecordingLock?
    private(set) var writer: RecordingWriter?
    var rejectedFile: AppendOnlyFile?
    private var recorded = 0
    var rejected = 0
    /// Session lines of OUT's own that the input re-sent, and events skipped as already in OUT.
    private var resentSessionLines = 0
    private var alreadyRecorded = 0
    private var resume: Resume?
    /// A torn final input line was saved to `OUT.rejected`.
    var savedTornLine = false
    /// False once recording could not start (no summary then).
    private var canRecord = true

    init(path: String, limits: RejectionLimits = RejectionLimits()) {
        self.path = path
        self.limits = limits
    }

    /// The name of standard input in diagnostics.
    static let standardInputName = "<stdin>"

    /// The diagnostic for a failed read of standard input (`errno` `code`) at input line `line`.
    static func readFailure(_ code: Int32, line: Int) -> String {
        Diagnostic(
            path: standardInputName, line: line, column: 1,
            "cannot read standard input: \(String(cString: strerror(code))) (errno \(code)); stopped"
        ).description
    }

    /// Locks OUT and opens it (reporting a torn last line moved aside); for a new OUT the writer
    /// waits for the session line. `input` is the file descriptor standard input reads, if any:
    /// OUT and `OUT.rejected` are refused as input. Returns an exit code if recording cannot start.
    mutating func open(input: Int32?, console: inout some Console) -> Int32? {
        guard !path.isEmpty else {
            console.err("error: record needs a recording to write: OUT is an empty path")
            canRecord = false
            return CommandRunner.ExitCode.badInput
        }
        do throws(RecordingWriterError) {
            let lock = try RecordingLock(path: path)
            self.lock = lock
            // The summary and diagnostics would be written into the recording itself.
            for (descriptor, name) in [(STDOUT_FILENO, "output"), (STDERR_FILENO, "error")]
            where lock.isSameFile(as: descriptor) {
                console.err(
                    Diagnostic(
                        path: path, line: 1, column: 1,
                        "this is also standard \(name), where record writes its \(name == "output" ? "summary" : "diagnostics"); "
                            + "send standard \(name) elsewhere, or record to another file"
                    ).description)
                canRecord = false
                lock.releaseRemovingIfCreatedEmpty()
                return CommandRunner.ExitCode.badInput
            }
            // Reading the file it writes would never end: `record OUT < OUT.rejected` rejects a
            // line still invalid into the file it is reading, and reads it again, and again.
            if let input, let problem = Self.inputProblem(input, lock: lock, rejectedPath: rejectedPath) {
                console.err(problem.description)
                canRecord = false
                lock.releaseRemovingIfCreatedEmpty()
                return CommandRunner.ExitCode.badInput
            }
            // Where rejected lines and torn fragments go must be usable before any input is read.
            for aside in [rejectedPath, path + ".torn"] {
                guard let kind = FileKind.irregular(at: aside) else { continue }
                console.err(
                    Diagnostic(
                        path: aside, line: 1, column: 1,
                        "this is \(kind), but record saves \(aside == rejectedPath ? "rejected lines" : "torn lines") "
                            + "to a regular file here; move it away"
                    ).description)
                canRecord = false
                lock.releaseRemovingIfCreatedEmpty()
                return CommandRunner.ExitCode.badInput
            }
            let writer = try RecordingWriter(lock: lock, sessionLineBytes: nil)
            report(writer, console: &console)
            self.writer = writer
        } catch .missingSessionLine {
            // A new (or empty) recording: the first input line is its session line.
        } catch {
            console.err(error.description)
            canRecord = false
            return CommandRunner.ExitCode.badInput
        }
        return nil
    }

    /// The diagnostic if standard input (`descriptor`) is OUT itself or `OUT.rejected` (the same
    /// device and inode, whatever the path it was opened by), else nil.
    static func inputProblem(_ descriptor: Int32, lock: RecordingLock, rejectedPath: String) -> Diagnostic? {
        if lock.isSameFile(as: descriptor) {
            return Diagnostic(
                path: lock.path, line: 1, column: 1,
                "standard input is this file, which record appends to: it would read back its own lines; "
                    + "record from a copy of it, or to another file")
        }
        var input = stat()
        var rejected = stat()
        guard fstat(descriptor, &input) == 0, stat(rejectedPath, &rejected) == 0,
            input.st_dev == rejected.st_dev, input.st_ino == rejected.st_ino
        else { return nil }
        return Diagnostic(
            path: rejectedPath, line: 1, column: 1,
            "standard input is this file, where record saves the lines it rejects: a line still invalid would "
                + "be saved and read again without end; move it away first (mv \(rejectedPath) fixed.jsonl), "
                + "fix it, and record from there")
    }

    /// Handles one input line (without its newline); returns an exit code to stop with.
    mutating func consume(_ line: [UInt8], number: Int, isTerminated: Bool, console: inout some Console)
        -> Int32?
    {
        guard let writer else { return start(with: line, number: number, console: &console) }
        if line == writer.sessionLine {
            beginResume(writer)
            return nil
        }
        // A re-sent stream: a line OUT already has is skipped, one it rejected is rejected again.
        var differsFrom: Int?
        if let resume {
            switch resume.classify(line) {
            case .alreadyRecorded:
                alreadyRecorded += 1
                return nil
            case .rejected(let diagnostic):
                if Self.isSessionLine(line) {
                    return session(line, number: number, writer: writer, console: &console)
                }
                return reject(line, number: number, diagnostic, isTerminated: isTerminated, console: &console)
            case .differs(let existingLine):
                differsFrom = existingLine
            case .new:
                break
            }
        }
        do throws(RecordingWriterError) {
            try writer.append(line: line)
            recorded += 1
            // New events: the re-sent part of the stream is over.
            resume = nil
            // Unknown fields: recorded as sent (forward compatibility), with a warning at the input
            // line, once per place and key.
            for warning in writer.takeWarnings() {
                console.err(
                    Diagnostic(
                        path: Recorder.standardInputName, line: number, column: warning.column,
                        severity: warning.severity, warning.message
                    ).description)
            }
        } catch .rejected(var diagnostic) {
            if Self.isSessionLine(line) {
                return session(line, number: number, writer: writer, console: &console)
            }
            if let resume, let differsFrom {
                // A re-sent line changed from the one OUT has in its place: it takes that place,
                // and the comparison goes on with OUT's next line.
                diagnostic.message += " (a re-sent line that differs from \(path):\(differsFrom))"
                resume.skipExistingLine()
            }
            return reject(line, number: number, diagnostic, isTerminated: isTerminated, console: &console)
        } catch {
            return stop(at: number, error, console: &console)
        }
        return nil
    }

    /// The input (re)starts with OUT's own session line: a recorder that restarted re-sends its
    /// stream, and the events OUT already has are skipped.
    private mutating func beginResume(_ writer: RecordingWriter) {
        resentSessionLines += 1
        guard let lock else { return }
        resume = Resume(lock, events: writer.eventCount, lastSeq: writer.lastSeq)
    }

    /// A session line in the input that is not byte for byte OUT's: the same screen written
    /// another way (spaces, key order) resumes like OUT's own; another screen stops recording
    /// before anything of it reaches OUT.
    private mutating func session(
        _ line: [UInt8], number: Int, writer: RecordingWriter, console: inout some Console
    )
        -> Int32?
    {
        var reader = RecordingLineReader(path: Recorder.standardInputName)
        do throws(Diagnostic) {
            _ = try line.withUnsafeBufferPointer { bytes in
                Result { () throws(Diagnostic) in try reader.read(bytes, number: number, isTerminated: true) }
            }.get()
        } catch {
            console.err(
                error.description + "; stopped: this line and the rest of the input were not recorded")
            return CommandRunner.ExitCode.badInput
        }
        guard let scene = reader.session?.scene, let existing = writer.scene else {
            return CommandRunner.ExitCode.badInput
        }
        if scene == existing {
            beginResume(writer)
            return nil
        }
        var parts: [String] = []
        if scene.device != existing.device { parts.append("device") }
        if scene.scroll != existing.scroll { parts.append("scroll") }
        if scene.header != existing.header { parts.append("header") }
        if scene.views != existing.views { parts.append("views") }
        if scene.expectedFailures != existing.expectedFailures { parts.append("expectFailures") }
        if scene.conformanceTolerance != existing.conformanceTolerance {
            parts.append("conformanceTolerance")
        }
        console.err(
            Diagnostic(
                path: Recorder.standardInputName, line: number, column: 1,
                "this session line describes another screen than \(path)'s (its "
                    + parts.joined(separator: ", ") + " \(parts.count == 1 ? "differs" : "differ")): "
                    + "stopped here, nothing after it was recorded (record it to another file)"
            ).description)
        return CommandRunner.ExitCode.badInput
    }

    /// Starts a new OUT with its session line.
    private mutating func start(with line: [UInt8], number: Int, console: inout some Console) -> Int32? {
        guard let lock else { return CommandRunner.ExitCode.badInput }
        do throws(RecordingWriterError) {
            let writer = try RecordingWriter(lock: lock, sessionLineBytes: line)
            report(writer, console: &console)
            self.writer = writer
            return nil
        } catch .rejected(var diagnostic) {
            // One line: what is wrong with it, and that nothing can be recorded without it.
            diagnostic.message +=
                "; \(path) is new, so its first input line must be its session line: stopped, nothing recorded"
            _ = reject(line, number: number, diagnostic, isTerminated: true, console: &console)
        } catch {
            console.err(error.description)
        }
        canRecord = false
        return CommandRunner.ExitCode.badInput
    }

    /// Reports a line that could not be written (the disk is full, the file too large, …): the
    /// recording stops there, and the message says which input line was the first not recorded.
    mutating func stop(
        at number: Int, _ error: RecordingWriterError, saving: Bool = false, console: inout some Console
    ) -> Int32 {
        var reason: String
        if case .system(let operation, let path, let code) = error {
            reason = "cannot \(operation) \(path): \(String(cString: strerror(code))) (errno \(code))"
        } else {
            // Not a whole diagnostic inside this one: its place is a file, this one's the input.
            let problem = error.diagnostic
            reason = "\(problem.path): \(problem.message)"
        }
        if saving { reason = "this line was rejected, and " + reason }
        console.err(
            Diagnostic(
                path: Recorder.standardInputName, line: number, column: 1,
                "\(reason); stopped: this line and the rest of the input were not recorded"
            ).description)
        return CommandRunner.ExitCode.badInput
    }

    private func report(_ writer: RecordingWriter, console: inout some Console) {
        let opening = writer.opening
        // Unknown fields of a new OUT's session line (the input's first line) are reported; those
        // of an existing OUT were reported when they were recorded, and are not again.
        let warnings = writer.takeWarnings()
        for warning in warnings where opening.isNew {
            console.err(
                Diagnostic(
                    path: Recorder.standardInputName, line: warning.line, column: warning.column,
                    severity: warning.severity, warning.message
                ).description)
        }
        if let torn = opening.tornLine {
            console.err(
                Diagnostic(
                    path: path, line: torn.line, column: torn.column, severity: .warning,
                    "moved the torn last line (\(plural(opening.tornBytes, "byte"))) to \(path).torn and "
                        + "continued after the last complete line"
                ).description)
        }
        if opening.addedNewline {
            console.err(
                Diagnostic(
                    path: path, line: opening.existingEvents + 1, column: 1, severity: .warning,
                    "the last line had no newline; added it"
                ).description)
        }
    }

    /// Closes the files, releases OUT (removing it if this run created it and recorded nothing)
    /// and prints the summary; the exit code: `exitCode` if recording stopped, else 2 if a line was
    /// rejected or a new OUT got no session line, else 0.
    mutating func finish(exitCode: Int32?, console: inout some Console) -> Int32 {
        var exitCode = exitCode
        do throws(RecordingWriterError) {
            try writer?.close()
        } catch {
            console.err(error.description)
            exitCode = CommandRunner.ExitCode.badInput
        }
        do throws(RecordingWriterError) {
            try rejectedFile?.close()
        } catch {
            console.err(error.description)
            exitCode = CommandRunner.ExitCode.badInput
        }
        if writer == nil, let lock {
            let removed = lock.releaseRemovingIfCreatedEmpty()
            if canRecord, exitCode == nil {
                console.err(
                    Diagnostic(
                        path: Recorder.standardInputName, line: 1, column: 1,
                        "no input: \(path) is \(removed || lock.created ? "new" : "empty"), so standard input must "
                            + "start with its session line ({\"type\":\"session\",…}); nothing was recorded"
                    ).description)
                exitCode = CommandRunner.ExitCode.badInput
            }
        }
        lock?.release()
        guard canRecord, let writer else { return exitCode ?? CommandRunner.ExitCode.badInput }
        var summary = "recorded \(plural(recorded, "event")) to \(path)"
        summary += " (now \(plural(writer.eventCount, "event")))"
        summary += ", rejected \(plural(rejected, "line"))"
        if rejected > 0 { summary += " (saved to \(rejectedPath))" }
        if savedTornLine { summary += "; saved the torn final line to \(rejectedPath)" }
        if resentSessionLines > 0 {
            summary += "; skipped the input's session line (the same as the recording's)"
            if alreadyRecorded > 0 { summary += " and \(plural(alreadyRecorded, "event")) already in it" }
        }
        console.out(summary)
        return exitCode ?? (rejected > 0 ? CommandRunner.ExitCode.badInput : CommandRunner.ExitCode.success)
    }

    static func isInvalidJSON(_ line: [UInt8]) -> Bool {
        parse(line) == nil
    }

    private static func parse(_ line: [UInt8]) -> JSONNode? {
        line.withUnsafeBufferPointer { bytes in
            do throws(JSONSyntaxError) {
                return try RecordingReader.parseJSON(bytes)
            } catch {
                return nil
            }
        }
    }

    /// Whether `line` is a session line: an object whose `type` is `"session"`.
    static func isSessionLine(_ line: [UInt8]) -> Bool {
        parse(line)?["type"]?.stringValue == "session"
    }

    /// The integer `seq` of an event line, if it has one.
    static func sequenceNumber(of line: [UInt8]) -> Int? {
        parse(line)?["seq"]?.intValue
    }
}
