import ScrollTapeCore

/// A recording written whole: a session line, then one line per event (what `shrink` and `explore`
/// write).
package enum RecordingText {
    /// The session line and the event lines, each ending with a newline.
    package static func text(sessionLine: String, events: [Event]) -> String {
        var text = sessionLine + "\n"
        for event in events { text += event.jsonLine + "\n" }
        return text
    }

    /// Writes `text` to `path` whole, by the rule every written file follows (`OutputFile`: a
    /// regular file is replaced at once, never left half written; a device is written into; a
    /// folder, a socket or a pipe nothing reads is refused); `purpose` names what is written, for
    /// the error.
    package static func write(_ text: String, to path: String, purpose: String) throws(Diagnostic) {
        let file = try OutputFile(path: path, purpose: purpose)
        try file.write(text)
        try file.commit()
    }
}
