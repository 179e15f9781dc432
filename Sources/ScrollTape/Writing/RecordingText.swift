import Foundation

/// A recording written whole: a session line, then one line per event (what `shrink` and `explore`
/// write).
package enum RecordingText {
    /// The session line and the event lines, each ending with a newline.
    package static func text(sessionLine: String, events: [Event]) -> String {
        var text = sessionLine + "\n"
        for event in events { text += event.jsonLine + "\n" }
        return text
    }

    /// Writes `text` to `path` whole (a file that exists is replaced at once, never left half
    /// written); `purpose` names what is written, for the error.
    package static func write(_ text: String, to path: String, purpose: String) throws(Diagnostic) {
        try checkWritable(path, purpose: purpose)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw failure(path, purpose: purpose, error)
        }
    }

    /// Throws why `path` cannot be written in plain words: it is a folder, or its folder does not
    /// exist.
    package static func checkWritable(_ path: String, purpose: String) throws(Diagnostic) {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw Diagnostic(path: path, line: 1, column: 1, "cannot write \(purpose): \(path) is a folder")
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, !files.fileExists(atPath: parent, isDirectory: &isFolder) || !isFolder.boolValue {
            throw Diagnostic(
                path: path, line: 1, column: 1, "cannot write \(purpose): there is no folder \(parent)")
        }
    }

    /// The diagnostic of a failed write, with the system's reason (e.g. "Permission denied")
    /// where there is one.
    package static func failure(_ path: String, purpose: String, _ error: Error) -> Diagnostic {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        let reason =
            underlying.flatMap {
                $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil
            }
            ?? error.localizedDescription
        return Diagnostic(path: path, line: 1, column: 1, "cannot write \(purpose): \(reason)")
    }
}
