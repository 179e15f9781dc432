import Foundation
import ScrollTapeCore

/// Reads recording format v1 (SPEC §1): the session line, then one event per line.
///
/// Every problem is a `Diagnostic` with the file, line and column of the offending byte. A final
/// line without a newline that is not valid JSON is a torn write: it is skipped with a warning.
public enum RecordingReader {
    /// Reads the recording at `path`.
    public static func read(path: String) throws(Diagnostic) -> RecordingFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason =
                !exists ? "no such file" : isDirectory.boolValue ? "it is a folder" : "it cannot be read"
            throw Diagnostic(path: path, line: 1, column: 1, "cannot open the recording: \(reason)")
        }
        return try parse([UInt8](data), path: path)
    }

    /// Reads a recording from its bytes; `path` names it in diagnostics.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> RecordingFile {
        var lines = LineSplitter(bytes)
        var warnings: [Diagnostic] = []
        var session: SessionDecoder?
        var events: [Event] = []
        var eventLines: [Int] = []
        var state = EventDecoder.Sequence()
        while let line = lines.next() {
            let location = LineLocation(path: path, line: line.number)
            let node: JSONNode
            do throws(JSONSyntaxError) {
                node = try parseJSON(bytes[line.range])
            } catch {
                let message = "invalid JSON: \(error.message)"
                if !line.isTerminated, session == nil {
                    // Skipping a torn session line would leave no session: that loses everything.
                    throw location.error(
                        at: error.offset,
                        "\(message) (the session line has no newline at the end: "
                            + "the recorder was probably cut off while writing it)")
                }
                guard line.isTerminated else {
                    warnings.append(
                        Diagnostic(
                            path: path, line: line.number, column: error.offset + 1, severity: .warning,
                            "skipped a torn final line (no newline at the end and \(message)); "
                                + "the recorder was probably cut off mid-write"))
                    break
                }
                throw location.error(at: error.offset, message)
            }
            guard node.members != nil else {
                throw location.error(
                    at: node.offset,
                    "valid JSON, but a recording line must be a JSON object, found \(node.typeName)")
            }
            if let session {
                let event = try EventDecoder.decode(
                    node, session: session, sequence: &state, location: location)
                events.append(event)
                eventLines.append(line.number)
            } else {
                session = try SessionDecoder(node, location: location)
            }
        }
        guard let session else {
            throw Diagnostic(
                path: path, line: 1, column: 1,
                "the recording is empty: line 1 must be the session line ({\"type\":\"session\",…})")
        }
        return RecordingFile(
            path: path, recording: Recording(scene: session.scene, events: events), eventLines: eventLines,
            warnings: warnings)
    }

    /// Parses one line as JSON: one value, within the line length limit.
    static func parseJSON(_ bytes: ArraySlice<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        guard bytes.count <= Limits.lineLength else {
            throw JSONSyntaxError(
                message: "line is longer than the limit of \(Limits.lineLength) bytes",
                offset: Limits.lineLength)
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            throw JSONSyntaxError(message: "empty line (every line must be one JSON object)", offset: 0)
        }
        return try JSONParser.parse(bytes)
    }
}

/// Splits bytes into lines ended by `\n`; the last line may be unterminated.
struct LineSplitter: IteratorProtocol {
    struct Line {
        var number: Int
        var range: Range<Int>
        var isTerminated: Bool
    }

    private let bytes: [UInt8]
    private var position = 0
    private var number = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> Line? {
        guard position < bytes.count else { return nil }
        number += 1
        let start = position
        if let end = bytes[start...].firstIndex(of: 0x0A) {
            position = end + 1
            return Line(number: number, range: start..<end, isTerminated: true)
        }
        position = bytes.count
        return Line(number: number, range: start..<bytes.count, isTerminated: false)
    }
}
