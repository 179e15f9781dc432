import Foundation
import ScrollTapeCore

/// Reads recording format v1 (SPEC §1): the session line, then one event per line.
///
/// Every problem is a `Diagnostic` with the file, line and column of the offending byte. A final
/// line without a newline that is not valid JSON is a torn write: it is skipped with a warning.
/// Fields the format does not have are ignored with a warning, one per place and key (the
/// first occurrence, with the number of others).
public enum RecordingReader {
    /// Reads the recording at `path`.
    public static func read(path: String) throws(Diagnostic) -> RecordingFile {
        // Before opening: a FIFO without a writer would block the open, a device may never end.
        if let kind = FileKind.irregular(at: path) {
            let reason =
                kind == "a folder"
                ? "it is a folder" : "it is \(kind), not a regular file (save the recording to a file first)"
            throw Diagnostic(path: path, line: 1, column: 1, "cannot open the recording: \(reason)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason =
                !FileManager.default.fileExists(atPath: path)
                ? "no such file"
                : FileManager.default.isReadableFile(atPath: path) ? "it cannot be read" : "permission denied"
            throw Diagnostic(path: path, line: 1, column: 1, "cannot open the recording: \(reason)")
        }
        // Parsed in place: no copy of the file's bytes.
        let result = data.withUnsafeBytes { raw in
            Result { () throws(Diagnostic) in
                try parse(raw.bindMemory(to: UInt8.self), path: path, usesFastPath: true)
            }
        }
        return try result.get()
    }

    /// Reads a recording from its bytes; `path` names it in diagnostics.
    ///
    /// Event lines go through ``EventLineScanner`` (one pass over the bytes straight into an
    /// `Event`); a line it cannot take is parsed into a `JSONNode` tree and decoded by
    /// `EventDecoder`, which accepts it or gives the precise diagnostic.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> RecordingFile {
        try parse(bytes, path: path, usesFastPath: true)
    }

    /// ``parse(_:path:)``, optionally without the fast event path (the fuzz target and the tests
    /// compare the two).
    static func parse(_ bytes: [UInt8], path: String, usesFastPath: Bool) throws(Diagnostic) -> RecordingFile
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Diagnostic) in
            try parse(buffer, path: path, usesFastPath: usesFastPath)
        }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String, usesFastPath: Bool)
        throws(Diagnostic) -> RecordingFile
    {
        var lines = LineSplitter(bytes)
        var reader = RecordingLineReader(path: path, usesFastPath: usesFastPath)
        var warnings: [Diagnostic] = []
        var events: [Event] = []
        // One line is at most one event: reserving for all avoids copying the array as it grows.
        events.reserveCapacity(LineSplitter.count(bytes))
        while let line = lines.next() {
            let lineBytes = UnsafeBufferPointer(rebasing: bytes[line.range])
            let readable = bytes.count - line.range.lowerBound
            switch try reader.read(
                lineBytes, number: line.number, isTerminated: line.isTerminated, readable: readable)
            {
            case .session:
                break
            case .event(let event):
                // Every line before is the session line or an event: event i is on line i + 1,
                // which `RecordingFile` knows without storing it.
                assert(line.number == events.count + 2)
                events.append(event)
            case .torn(let warning):
                warnings.append(warning)
            }
        }
        guard let session = reader.session else {
            throw Diagnostic(
                path: path, line: 1, column: 1,
                "the recording is empty: line 1 must be the session line ({\"type\":\"session\",…})")
        }
        let unknownFields = reader.unknownFieldWarnings
        return RecordingFile(
            path: path, recording: Recording(scene: session.scene, events: events, path: path),
            warnings: unknownFields + warnings, unknownFields: unknownFields)
    }

    /// Parses one line as JSON: one value, within the line length limit.
    static func parseJSON(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        guard bytes.count <= Limits.lineLength else { throw overlongLine }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            throw JSONSyntaxError(message: "empty line (every line must be one JSON object)", offset: 0)
        }
        return try JSONParser.parse(bytes)
    }

    /// A line longer than `Limits.lineLength`, at the first byte past the limit.
    static let overlongLine = JSONSyntaxError(
        message: "line is longer than the limit of \(Limits.lineLength) bytes", offset: Limits.lineLength)
}
