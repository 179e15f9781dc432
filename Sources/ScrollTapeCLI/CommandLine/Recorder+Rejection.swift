import ScrollTape

extension Recorder {
    /// Reports a rejected line at its input position and saves it to `OUT.rejected`.
    mutating func reject(
        _ line: [UInt8], number: Int, _ diagnostic: Diagnostic, isTerminated: Bool,
        console: inout some Console
    ) -> Int32? {
        var severity = Diagnostic.Severity.error
        var message = diagnostic.message
        if !isTerminated, Self.isInvalidJSON(line) {
            // A torn final input line: the producer was cut off (a warning, not an error).
            severity = .warning
            message = "torn final line (no newline at the end and \(message)), saved to \(rejectedPath)"
            savedTornLine = true
        } else {
            rejected += 1
        }
        if line.count > limits.lineBytes {
            message +=
                " (saved its first \(plural(limits.lineBytes, "byte")) to \(rejectedPath), dropped the other "
                + "\(line.count - limits.lineBytes))"
        }
        console.err(
            Diagnostic(
                path: Recorder.standardInputName, line: number, column: diagnostic.column,
                severity: severity,
                message
            ).description)
        guard countRejected(line.count + 1) else { return stopAtRejectionLimit(number, console: &console) }
        do throws(RecordingWriterError) {
            try openRejectedFile().append(line.prefix(limits.lineBytes) + [0x0A])
            return nil
        } catch {
            return stop(at: number, error, saving: true, console: &console)
        }
    }

    /// Counts `count` more bytes of rejected input; false once the run's rejected input passes
    /// ``RejectionLimits/runBytes``.
    private mutating func countRejected(_ count: Int) -> Bool {
        rejectedBytes += count
        return rejectedBytes <= limits.runBytes
    }

    /// Stops at input line `number`: the run's rejected input passed its limit.
    private mutating func stopAtRejectionLimit(_ number: Int, console: inout some Console) -> Int32 {
        let limit = limits.runBytes
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB (\(limit) bytes)" : plural(limit, "byte")
        console.err(
            Diagnostic(
                path: Recorder.standardInputName, line: number, column: 1,
                "more than \(size) of rejected input in this run (is this a recording stream?): "
                    + "stopped here, nothing from this line on was recorded"
            ).description)
        return CommandRunner.ExitCode.badInput
    }

    /// Rejects a line longer than the reader's limit: saves its first ``RejectionLimits/lineBytes``
    /// bytes to `OUT.rejected` and reads the rest piece by piece, counting and dropping it (memory:
    /// one piece, however long the line). A new OUT, which needed a session line, stops there
    /// without reading the rest.
    mutating func rejectOverlong(
        _ head: [UInt8], number: Int, lines: inout LineStream, input: inout some RecordInput,
        console: inout some Console
    ) -> Int32? {
        rejected += 1
        var diagnostic = LineLocation(path: Recorder.standardInputName, line: number).overlongLine()
        guard countRejected(head.count) else {
            console.err(diagnostic.description)
            return stopAtRejectionLimit(number, console: &console)
        }
        let file: AppendOnlyFile
        do throws(RecordingWriterError) {
            file = try openRejectedFile()
            try file.append(Array(head.prefix(limits.lineBytes)))
        } catch {
            console.err(diagnostic.description)
            return stop(at: number, error, saving: true, console: &console)
        }
        var kept = min(head.count, limits.lineBytes)
        var length = head.count
        guard writer != nil else {
            diagnostic.message +=
                " (saved its first \(plural(kept, "byte")) to \(rejectedPath)); \(path) is new, so its first input "
                + "line must be its session line: stopped, nothing recorded"
            console.err(diagnostic.description)
            return finishOverlong(number, file: file, console: &console) ?? CommandRunner.ExitCode.badInput
        }
        var failure: RecordingWriterError?
        var isOverLimit = false
        let readError = lines.drainLine(from: &input) { piece, _ in
            length += piece.count
            guard countRejected(piece.count) else {
                isOverLimit = true
                return false
            }
            guard failure == nil, kept < limits.lineBytes else { return true }
            let saved = piece.prefix(limits.lineBytes - kept)
            do throws(RecordingWriterError) {
                try file.append(Array(saved))
                kept += saved.count
            } catch {
                failure = error
            }
            return true
        }
        diagnostic.message += " (saved its first \(plural(kept, "byte")) to \(rejectedPath)"
        diagnostic.message += isOverLimit ? ")" : ", dropped the other \(length - kept))"
        console.err(diagnostic.description)
        if let failure { return stop(at: number, failure, saving: true, console: &console) }
        if let code = finishOverlong(number, file: file, console: &console) { return code }
        if isOverLimit { return stopAtRejectionLimit(number, console: &console) }
        if let readError {
            console.err(Recorder.readFailure(readError, line: lines.lineNumber))
            return CommandRunner.ExitCode.badInput
        }
        return nil
    }

    /// Ends the saved part of an overlong line with its newline.
    private mutating func finishOverlong(_ number: Int, file: AppendOnlyFile, console: inout some Console)
        -> Int32?
    {
        do throws(RecordingWriterError) {
            try file.append([0x0A])
            return nil
        } catch {
            return stop(at: number, error, saving: true, console: &console)
        }
    }

    /// `OUT.rejected`, opened for appending at its first use.
    private mutating func openRejectedFile() throws(RecordingWriterError) -> AppendOnlyFile {
        if let rejectedFile { return rejectedFile }
        let file = try AppendOnlyFile(path: rejectedPath)
        rejectedFile = file
        return file
    }
}
