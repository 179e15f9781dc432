/// One run of `scrolltape record OUT`: the writer of OUT, the file of rejected lines, the counts.
///
/// Each input line is either appended to OUT by `RecordingWriter` (one `write(2)` as soon as it
/// is checked), or reported on standard error at its input line and column and saved verbatim
/// to `OUT.rejected`: nothing read is lost.
struct Recorder {
    let path: String
    var rejectedPath: String { path + ".rejected" }
    private var writer: RecordingWriter?
    private var rejectedFile: AppendOnlyFile?
    private var recorded = 0
    private var rejected = 0
    private var skippedSessionLine = false
    private var canRecord = true

    init(path: String) {
        self.path = path
    }

    /// Opens an existing OUT (reporting a torn last line moved aside); for a new OUT the writer
    /// waits for the session line. Returns an exit code if recording cannot start.
    mutating func open(console: inout some Console) -> Int32? {
        do throws(RecordingWriterError) {
            let writer = try RecordingWriter(path: path, sessionLineBytes: nil)
            report(writer.opening, console: &console)
            self.writer = writer
        } catch .missingSessionLine {
            // A new recording: the first input line is its session line.
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
        if number == 1, !writer.opening.isNew, line == writer.sessionLine {
            // The input starts with OUT's own session line: a recorder resuming its stream.
            skippedSessionLine = true
            return nil
        }
        do throws(RecordingWriterError) {
            try writer.append(line: line)
            recorded += 1
        } catch .rejected(let diagnostic) {
            return reject(line, number: number, diagnostic, isTerminated: isTerminated, console: &console)
        } catch {
            console.err(error.description)
            return CommandRunner.ExitCode.badInput
        }
        return nil
    }

    /// Starts a new OUT with its session line.
    private mutating func start(with line: [UInt8], number: Int, console: inout some Console) -> Int32? {
        do throws(RecordingWriterError) {
            let writer = try RecordingWriter(path: path, sessionLineBytes: line)
            report(writer.opening, console: &console)
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
        return save([line, [0x0A]], console: &console)
    }

    /// Rejects a line longer than the reader's limit, streaming it to `OUT.rejected`.
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
        var pieces = [head]
        let readError = lines.drainLine(from: &input) { pieces.append($0) }
        pieces.append([0x0A])
        if let exitCode = save(pieces, console: &console) { return exitCode }
        if let readError {
            console.err("\(CommandRunner.standardInputName): error: cannot read: errno \(readError)")
            return CommandRunner.ExitCode.badInput
        }
        return writer == nil ? CommandRunner.ExitCode.badInput : nil
    }

    /// Appends `pieces` to `OUT.rejected` as one record.
    private mutating func save(_ pieces: [[UInt8]], console: inout some Console) -> Int32? {
        do throws(RecordingWriterError) {
            if rejectedFile == nil { rejectedFile = try AppendOnlyFile(path: rejectedPath) }
            try rejectedFile?.append(Array(pieces.joined()))
            return nil
        } catch {
            console.err(error.description)
            return CommandRunner.ExitCode.badInput
        }
    }

    private func report(_ opening: RecordingWriter.Opening, console: inout some Console) {
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

    /// Closes the files and prints the summary; the exit code: `exitCode` if recording stopped,
    /// else 2 if a line was rejected, else 0.
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
        guard canRecord else { return exitCode ?? CommandRunner.ExitCode.badInput }
        var summary = "recorded \(plural(recorded, "event")) to \(path)"
        if let writer { summary += " (now \(plural(writer.eventCount, "event")))" }
        summary += ", rejected \(plural(rejected, "line"))"
        if rejectedFile != nil { summary += " (saved to \(rejectedPath))" }
        if skippedSessionLine {
            summary += "; skipped the input's session line (the same as the recording's)"
        }
        console.out(summary)
        return exitCode ?? (rejected > 0 ? CommandRunner.ExitCode.badInput : CommandRunner.ExitCode.success)
    }

    private static func isInvalidJSON(_ line: [UInt8]) -> Bool {
        line.withUnsafeBufferPointer { bytes in
            do throws(JSONSyntaxError) {
                _ = try RecordingReader.parseJSON(bytes)
                return false
            } catch {
                return true
            }
        }
    }
}
