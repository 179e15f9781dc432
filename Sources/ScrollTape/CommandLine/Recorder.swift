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
    let path: String
    var rejectedPath: String { path + ".rejected" }
    private var lock: RecordingLock?
    private var writer: RecordingWriter?
    private var rejectedFile: AppendOnlyFile?
    private var recorded = 0
    private var rejected = 0
    /// Session lines of OUT's own that the input re-sent, and events skipped as already in OUT.
    private var resentSessionLines = 0
    private var alreadyRecorded = 0
    private var resume: Resume?
    /// False once recording could not start (no summary then).
    private var canRecord = true

    init(path: String) {
        self.path = path
    }

    /// Locks OUT and opens it (reporting a torn last line moved aside); for a new OUT the writer
    /// waits for the session line. Returns an exit code if recording cannot start.
    mutating func open(console: inout some Console) -> Int32? {
        do throws(RecordingWriterError) {
            let lock = try RecordingLock(path: path)
            self.lock = lock
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

    /// Handles one input line (without its newline); returns an exit code to stop with.
    mutating func consume(_ line: [UInt8], number: Int, isTerminated: Bool, console: inout some Console)
        -> Int32?
    {
        guard let writer else { return start(with: line, number: number, console: &console) }
        if line == writer.sessionLine {
            // OUT's own session line again: a recorder that restarted and re-sends its stream.
            resentSessionLines += 1
            resume = Resume(path: path, events: writer.eventCount, lastSeq: writer.lastSeq)
            return nil
        }
        if let resume {
            if resume.alreadyHas(line) {
                alreadyRecorded += 1
                return nil
            }
            self.resume = nil
        }
        do throws(RecordingWriterError) {
            try writer.append(line: line)
            recorded += 1
            // Unknown fields: recorded as sent (forward compatibility), with a warning at the input
            // line, once per place and key.
            for warning in writer.takeWarnings() {
                console.err(
                    Diagnostic(
                        path: CommandRunner.standardInputName, line: number, column: warning.column,
                        severity: warning.severity, warning.message
                    ).description)
            }
        } catch .rejected(let diagnostic) {
            if let column = Self.differingSessionColumn(line, from: writer.sessionLine) {
                console.err(
                    Diagnostic(
                        path: CommandRunner.standardInputName, line: number, column: column,
                        "this session line differs from \(path)'s (from column \(column) on): the input records "
                            + "another screen or session; stopped here, nothing after it was recorded "
                            + "(record it to another file)"
                    ).description)
                return CommandRunner.ExitCode.badInput
            }
            return reject(line, number: number, diagnostic, isTerminated: isTerminated, console: &console)
        } catch {
            return stop(at: number, error, console: &console)
        }
        return nil
    }

    /// Starts a new OUT with its session line.
    private mutating func start(with line: [UInt8], number: Int, console: inout some Console) -> Int32? {
        guard let lock else { return CommandRunner.ExitCode.badInput }
        do throws(RecordingWriterError) {
            let writer = try RecordingWriter(lock: lock, sessionLineBytes: line)
            report(writer, console: &console)
            self.writer = writer
            return nil
        } catch .rejected(let diagnostic) {
            _ = reject(line, number: number, diagnostic, isTerminated: true, console: &console)
            console.err(
                "\(CommandRunner.standardInputName):\(number):1: error: \(path) is new, so its first input line "
                    + "must be a valid session line ({\"type\":\"session\",…}); stopped")
        } catch {
            console.err(error.description)
        }
        canRecord = false
        return CommandRunner.ExitCode.badInput
    }

    /// Reports a line that could not be written (the disk is full, the file too large, …): the
    /// recording stops there, and the message says which input line was the first not recorded.
    private mutating func stop(at number: Int, _ error: RecordingWriterError, console: inout some Console)
        -> Int32
    {
        let reason: String
        if case .system(let operation, let path, let code) = error {
            reason = "cannot \(operation) \(path): \(String(cString: strerror(code))) (errno \(code))"
        } else {
            reason = error.description
        }
        console.err(
            Diagnostic(
                path: CommandRunner.standardInputName, line: number, column: 1,
                "\(reason); stopped: this line and the rest of the input were not recorded"
            ).description)
        return CommandRunner.ExitCode.badInput
    }

    /// Reports a rejected line at its input position and saves it to `OUT.rejected`.
    private mutating func reject(
        _ line: [UInt8], number: Int, _ diagnostic: Diagnostic, isTerminated: Bool,
        console: inout some Console
    ) -> Int32? {
        var severity = Diagnostic.Severity.error
        var message = diagnostic.message
        if !isTerminated, Self.isInvalidJSON(line) {
            // A torn final input line: the producer was cut off (SPEC §1: a warning, not an error).
            severity = .warning
            message = "torn final line (no newline at the end and \(message)), saved to \(rejectedPath)"
        } else {
            rejected += 1
        }
        console.err(
            Diagnostic(
                path: CommandRunner.standardInputName, line: number, column: diagnostic.column,
                severity: severity,
                message
            ).description)
        do throws(RecordingWriterError) {
            try openRejectedFile().append(line + [0x0A])
            return nil
        } catch {
            console.err(error.description)
            return CommandRunner.ExitCode.badInput
        }
    }

    /// Rejects a line longer than the reader's limit, streaming it to `OUT.rejected` piece by
    /// piece as it is read (memory: one piece, however long the line).
    mutating func rejectOverlong(
        _ head: [UInt8], number: Int, lines: inout LineStream, input: inout some RecordInput,
        console: inout some Console
    ) -> Int32? {
        rejected += 1
        console.err(
            Diagnostic(
                path: CommandRunner.standardInputName, line: number, column: Limits.lineLength + 1,
                "invalid JSON: line is longer than the limit of \(Limits.lineLength) bytes"
            ).description)
        let file: AppendOnlyFile
        do throws(RecordingWriterError) {
            file = try openRejectedFile()
        } catch {
            console.err(error.description)
            return CommandRunner.ExitCode.badInput
        }
        var failure: RecordingWriterError?
        func save(_ piece: [UInt8]) {
            guard failure == nil else { return }
            do throws(RecordingWriterError) {
                try file.append(piece)
            } catch {
                failure = error
            }
        }
        save(head)
        let readError = lines.drainLine(from: &input) { save($0) }
        save([0x0A])
        if let failure {
            console.err(failure.description)
            return CommandRunner.ExitCode.badInput
        }
        if let readError {
            console.err(CommandRunner.readFailure(readError, line: lines.lineNumber))
            return CommandRunner.ExitCode.badInput
        }
        return writer == nil ? CommandRunner.ExitCode.badInput : nil
    }

    /// `OUT.rejected`, opened for appending at its first use.
    private mutating func openRejectedFile() throws(RecordingWriterError) -> AppendOnlyFile {
        if let rejectedFile { return rejectedFile }
        let file = try AppendOnlyFile(path: rejectedPath)
        rejectedFile = file
        return file
    }

    private func report(_ writer: RecordingWriter, console: inout some Console) {
        let opening = writer.opening
        // Unknown fields of a new OUT's session line (the input's first line) are reported; those
        // of an existing OUT were reported when they were recorded, and are not again.
        let warnings = writer.takeWarnings()
        for warning in warnings where opening.isNew {
            console.err(
                Diagnostic(
                    path: CommandRunner.standardInputName, line: warning.line, column: warning.column,
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
                        path: CommandRunner.standardInputName, line: 1, column: 1,
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
        if rejectedFile != nil { summary += " (saved to \(rejectedPath))" }
        if resentSessionLines > 0 {
            summary += "; skipped the input's session line (the same as the recording's)"
            if alreadyRecorded > 0 { summary += " and \(plural(alreadyRecorded, "event")) already in it" }
        }
        console.out(summary)
        return exitCode ?? (rejected > 0 ? CommandRunner.ExitCode.badInput : CommandRunner.ExitCode.success)
    }

    private static func isInvalidJSON(_ line: [UInt8]) -> Bool {
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

    /// If `line` is a session line (an object whose `type` is `"session"`), the 1-based column
    /// of its first byte that differs from `sessionLine`; nil for any other line.
    static func differingSessionColumn(_ line: [UInt8], from sessionLine: [UInt8]) -> Int? {
        guard line != sessionLine, parse(line)?["type"]?.stringValue == "session" else { return nil }
        let common = zip(line, sessionLine).prefix { $0 == $1 }.count
        return common + 1
    }

    /// The integer `seq` of an event line, if it has one.
    static func sequenceNumber(of line: [UInt8]) -> Int? {
        parse(line)?["seq"]?.intValue
    }
}

extension Recorder {
    /// A stream re-sent from its start (its first line OUT's own session line: a recorder that
    /// restarted after a crash or a lost connection), and how to skip the events OUT already has.
    ///
    /// - With `seq` on the events (SPEC §1), an event whose `seq` is at most the last `seq` in
    ///   OUT is already recorded.
    /// - Without, the input's events are compared, byte for byte and in order, with OUT's: lines
    ///   equal to OUT's are already recorded.
    ///
    /// The first line that is not already recorded ends the resume: it and everything after it
    /// are recorded (and checked) as usual.
    final class Resume {
        /// The last `seq` in OUT when the resume began.
        let lastSeq: Int?
        /// OUT's event lines, read in order (one line in memory), up to the events it had.
        private var existing = LineStream()
        private var input: FileDescriptorInput?
        private var remaining: Int

        init(path: String, events: Int, lastSeq: Int?) {
            self.lastSeq = lastSeq
            remaining = events
            let descriptor = openForReading(path)
            input = descriptor >= 0 ? FileDescriptorInput(descriptor: descriptor) : nil
            // The session line.
            _ = nextExistingLine()
        }

        deinit {
            if let input { _ = closeDescriptor(input.descriptor) }
        }

        /// Whether OUT already has `line` (see the type's documentation).
        func alreadyHas(_ line: [UInt8]) -> Bool {
            if let lastSeq, let seq = Recorder.sequenceNumber(of: line) {
                return seq <= lastSeq
            }
            guard remaining > 0, let existingLine = nextExistingLine() else { return false }
            remaining -= 1
            return existingLine == line
        }

        private func nextExistingLine() -> [UInt8]? {
            guard var input else { return nil }
            defer { self.input = input }
            if case .line(let bytes, _) = existing.next(from: &input) { return bytes }
            return nil
        }
    }
}

/// `open(2)` for reading, which `Recorder.Resume` uses.
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}

/// `close(2)`, which `Recorder.Resume` uses.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
