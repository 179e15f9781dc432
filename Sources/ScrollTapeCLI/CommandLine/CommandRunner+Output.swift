import Foundation
import ScrollTape

/// Commands that read a recording and write files made from it (`shrink`, `explore`, `html`,
/// `plot`, `trace`).
extension CommandRunner {
    /// The file a command writes beside the recording at `path` by default: FILE.jsonl → FILE
    /// followed by `suffix` (another name: the whole name followed by it).
    static func output(beside path: String, suffix: String) -> String {
        (path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path) + suffix
    }

    /// Reads the recording at `path` for a command that writes `output` ("-": standard output);
    /// nil (after printing why) when `output` would overwrite it or it cannot be read.
    static func load(_ path: String, writing output: String, console: inout some Console) -> RecordingFile? {
        if output != "-", isSameFile(output, path) {
            console.err(
                Diagnostic(path: output, line: 1, column: 1, "-o would overwrite the recording \(path)")
                    .description)
            return nil
        }
        return load(path, console: &console)
    }

    /// Writes what `produce` hands its sink, piece by piece, to `output` ("-": standard output,
    /// each piece ending with a newline) — to OUT.partial, then renamed over OUT, so OUT is never
    /// half written; `purpose` names it for the errors. False (after printing why) if it failed.
    static func write(
        _ output: String, purpose: String, console: inout some Console, _ produce: ((String) -> Void) -> Void
    ) -> Bool {
        if output == "-" {
            produce { console.out(String($0.dropLast())) }
            return true
        }
        let partial = output + ".partial"
        do throws(Diagnostic) {
            try RecordingText.checkWritable(output, purpose: purpose)
        } catch {
            console.err(error.description)
            return false
        }
        guard FileManager.default.createFile(atPath: partial, contents: nil),
            let handle = FileHandle(forWritingAtPath: partial)
        else {
            console.err(
                Diagnostic(
                    path: output, line: 1, column: 1,
                    "cannot write \(purpose): \(String(cString: strerror(errno)))"
                )
                .description)
            return false
        }
        var failure: Error?
        produce { piece in
            guard failure == nil else { return }
            do { try handle.write(contentsOf: Data(piece.utf8)) } catch { failure = error }
        }
        do {
            try handle.close()
            if let failure { throw failure }
            // rename(2) replaces OUT at once.
            guard rename(partial, output) == 0 else {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))]
                )
            }
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            console.err(RecordingText.failure(output, purpose: purpose, error).description)
            return false
        }
        return true
    }

    /// The session line of the recording at `path` without its `expectFailures`, for recordings
    /// made from it that must fail `check`; nil (after printing why) if it cannot be read.
    static func sessionLine(of path: String, console: inout some Console) -> String? {
        guard let line = SessionLine.read(path: path) else {
            console.err(
                Diagnostic(path: path, line: 1, column: 1, "cannot read the session line").description)
            return nil
        }
        return SessionLine.removing("expectFailures", from: line)
    }

    /// Writes a recording of `events` after `sessionLine` to `path` and reads it back (its lines
    /// are then those of the events' diagnostics); nil (after printing why) if that fails.
    static func writeRecording(
        _ events: [Event], sessionLine: String, to path: String, purpose: String, console: inout some Console
    ) -> RecordingFile? {
        do throws(Diagnostic) {
            try RecordingText.write(
                RecordingText.text(sessionLine: sessionLine, events: events), to: path, purpose: purpose)
            return try RecordingReader.read(path: path)
        } catch {
            console.err(error.description)
            return nil
        }
    }
}
