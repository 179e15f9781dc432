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
        if output != "-", path != standardInput, isSameFile(output, path) {
            console.err(
                Diagnostic(path: output, line: 1, column: 1, "-o would overwrite the recording \(path)")
                    .description)
            return nil
        }
        return load(path, console: &console)
    }

    /// Writes what `produce` hands its sink, piece by piece, to `output` ("-": standard output,
    /// each piece ending with a newline) by the rule every written file follows (`OutputFile`: a
    /// regular file is written beside and renamed over OUT, so OUT is never half written; a
    /// device or a pipe with a reader is written into; a folder or a socket is refused); `purpose`
    /// names it for the errors. False (after printing why) if it failed.
    static func write(
        _ output: String, purpose: String, console: inout some Console, _ produce: ((String) -> Void) -> Void
    ) -> Bool {
        if output == "-" {
            produce { console.out(String($0.dropLast())) }
            return true
        }
        do throws(Diagnostic) {
            let file = try OutputFile(path: output, purpose: purpose)
            var failure: Diagnostic?
            produce { piece in
                guard failure == nil else { return }
                do throws(Diagnostic) { try file.write(piece) } catch { failure = error }
            }
            if let failure { throw failure }
            try file.commit()
            return true
        } catch {
            console.err(error.description)
            return false
        }
    }

    /// The session line of the recording at `path` (`-`: standard input) without its `expectFailures`, for recordings
    /// made from it that must fail `check`; nil (after printing why) if it cannot be read.
    static func sessionLine(of path: String, console: inout some Console) -> String? {
        if path == standardInput {
            do throws(Diagnostic) {
                return SessionLine.removing("expectFailures", from: try StandardInput.shared.firstLine())
            } catch {
                console.err(error.description)
                return nil
            }
        }
        guard let line = SessionLine.read(path: path) else {
            console.err(
                Diagnostic(path: path, line: 1, column: 1, "cannot read the session line").description)
            return nil
        }
        return SessionLine.removing("expectFailures", from: line)
    }

    /// Writes a recording of `events` after `sessionLine` to `path`, and the recording as written
    /// (read from the text written, not from `path`, which may be a device: its lines are then
    /// those of the events' diagnostics); nil (after printing why) if that fails.
    static func writeRecording(
        _ events: [Event], sessionLine: String, to path: String, purpose: String, console: inout some Console
    ) -> RecordingFile? {
        do throws(Diagnostic) {
            let text = RecordingText.text(sessionLine: sessionLine, events: events)
            try RecordingText.write(text, to: path, purpose: purpose)
            return try RecordingReader.parse(Array(text.utf8), path: path)
        } catch {
            console.err(error.description)
            return nil
        }
    }
}
