import Foundation

/// A recording written whole: a session line, then one line per event (what `shrink` and `explore`
/// write).
enum RecordingText {
    /// The session line and the event lines, each ending with a newline.
    static func text(sessionLine: String, events: [Event]) -> String {
        var text = sessionLine + "\n"
        for event in events { text += event.jsonLine + "\n" }
        return text
    }

    /// Writes `text` to `path` whole (a file that exists is replaced at once, never left half
    /// written).
    static func write(_ text: String, to path: String, purpose: String) throws(Diagnostic) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw Diagnostic(path: path, line: 1, column: 1, "cannot write \(purpose): \(reason)")
        }
    }
}
