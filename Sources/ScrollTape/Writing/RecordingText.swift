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
    /// written); `purpose` names what is written, for the error.
    static func write(_ text: String, to path: String, purpose: String) throws(Diagnostic) {
        func failure(_ reason: String) -> Diagnostic {
            Diagnostic(path: path, line: 1, column: 1, "cannot write \(purpose): \(reason)")
        }
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw failure("\(path) is a folder")
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, !files.fileExists(atPath: parent, isDirectory: &isFolder) || !isFolder.boolValue {
            throw failure("there is no folder \(parent)")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            // The system's reason (e.g. "Permission denied") where there is one.
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            if let underlying, underlying.domain == NSPOSIXErrorDomain {
                throw failure(String(cString: strerror(Int32(underlying.code))))
            }
            throw failure(error.localizedDescription)
        }
    }
}
