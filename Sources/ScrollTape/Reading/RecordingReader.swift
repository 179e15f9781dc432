import Foundation
import ScrollTapeCore

/// Reads recording format v1: the session line, then one event per line.
///
/// Every problem is a `Diagnostic` with the file, line and column of the offending byte. A final
/// line without a newline that is not valid JSON is a torn write: it is skipped with a warning.
/// Fields the format does not have are ignored with a warning, one per place and key (the
/// first occurrence, with the number of others).
public enum RecordingReader {
    /// Reads the recording at `path`.
    /// Reads the recording at `path`; with a `consumer`, hands its scene and then its events to
    /// it as soon as they are read and known to stay (a large file's second half is scanned
    /// on another thread meanwhile, so a consumer that replays the events works while it is). When
    /// reading fails, the consumer has seen events of a file that is not a recording: throw it
    /// away with the error.
    public static func read(path: String, consumer: RecordingConsumer? = nil) throws(Diagnostic)
        -> RecordingFile
    {
        try parse(try bytes(path: path), path: path, usesFastPath: true, consumer: consumer)
    }

    /// The bytes of the recording at `path`, or why it cannot be opened.
    private static func bytes(path: String) throws(Diagnostic) -> [UInt8] {
        // Before opening: a FIFO without a writer would block the open, a device may never end.
        if let kind = FileKind.irregular(at: path) {
            let reason =
                kind == "a folder"
                ? "it is a folder" : "it is \(kind), not a regular file (save the recording to a file first)"
            throw Diagnostic(path: path, line: 1, column: 1, "cannot open the recording: \(reason)")
        }
        guard let bytes = FileBytes.read(path: path) else {
            var status = stat()
            let reason =
                stat(path, &status) != 0
                ? FileKind.reason(errno, path: path)
                : access(path, R_OK) == 0 ? "it cannot be read" : "permission denied"
            throw Diagnostic(path: path, line: 1, column: 1, "cannot open the recording: \(reason)")
        }
        return bytes
    }

    /// Reads a recording from `bytes` (standard input read whole, say), as
    /// ``read(path:consumer:)`` reads a file's; `path` names it in diagnostics.
    package static func read(bytes: [UInt8], path: String, consumer: RecordingConsumer? = nil)
        throws(Diagnostic) -> RecordingFile
    {
        try parse(bytes, path: path, usesFastPath: true, consumer: consumer)
    }

    /// Reads a recording from its bytes; `path` names it in diagnostics.
    ///
    /// Event lines go through `EventLineScanner` (one pass over the bytes straight into an
    /// `Event`); a line it cannot take is parsed into a `JSONNode` tree and decoded by
    /// `EventDecoder`, which accepts it or gives the precise diagnostic.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> RecordingFile {
        try parse(bytes, path: path, usesFastPath: true)
    }

    /// ``parse(_:path:)``, optionally without the fast event path (the fuzz target and the tests
    /// compare the two).
    /// `readsAheadFrom`: the size from which the second half is scanned on another thread
    /// (`ReadAhead`; tests lower it to compare the two ways on small files).
    static func parse(
        _ bytes: [UInt8], path: String, usesFastPath: Bool, readsAheadFrom: Int = ReadAhead.minimumSize,
        consumer: RecordingConsumer? = nil
    ) throws(Diagnostic) -> RecordingFile {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Diagnostic) in
                try parse(
                    buffer, path: path, usesFastPath: usesFastPath, readsAheadFrom: readsAheadFrom,
                    consumer: consumer)
            }
        }.get()
    }

    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, usesFastPath: Bool,
        readsAheadFrom: Int = ReadAhead.minimumSize, consumer: RecordingConsumer? = nil
    ) throws(Diagnostic) -> RecordingFile {
        var reader = RecordingLineReader(path: path, usesFastPath: usesFastPath)
        var warnings: [Diagnostic] = []
        var failure: Diagnostic?
        // One line is at most one event: the array is made at its full size at once, and a large
        // file's second half is written into it from another thread (`ReadAhead`).
        let events = [Event](unsafeUninitializedCapacity: LineSplitter.count(bytes)) { buffer, count in
            do throws(Diagnostic) {
                try readLines(
                    bytes, reader: &reader, warnings: &warnings, into: buffer, count: &count,
                    readsAheadFrom: readsAheadFrom, consumer: consumer)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard let session = reader.session else {
            throw Diagnostic(
                path: path, line: 1, column: 1,
                "the recording is empty: line 1 must be the session line ({\"type\":\"session\",…})")
        }
        let unknownFields = reader.unknownFieldWarnings
        warnings += codeNameWarnings(events, bytes: bytes, path: path)
        // In line order (a line's own warnings in the order they were found).
        let all = (unknownFields + warnings).enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return RecordingFile(
            path: path, recording: Recording(scene: session.scene, events: events, path: path),
            warnings: all, unknownFields: unknownFields)
    }

    /// Reads every line of `bytes` with `reader`, the events into `events` (`count` of them
    /// initialized, also when it throws). A large file's second half is scanned ahead on another
    /// thread once the session line is read.
    private static func readLines(
        _ bytes: UnsafeBufferPointer<UInt8>, reader: inout RecordingLineReader, warnings: inout [Diagnostic],
        into events: UnsafeMutableBufferPointer<Event>, count: inout Int, readsAheadFrom: Int,
        consumer: RecordingConsumer?
    ) throws(Diagnostic) {
        /// The events handed to `consumer` so far.
        var consumed = 0
        func consume(upTo end: Int) {
            guard let consumer, end > consumed else { return }
            consumer.take(UnsafeBufferPointer(rebasing: events[consumed..<end]))
            consumed = end
        }
        func read(_ line: LineSplitter.Line) throws(Diagnostic) {
            let lineBytes = UnsafeBufferPointer(rebasing: bytes[line.range])
            let readable = bytes.count - line.range.lowerBound
            switch try reader.read(
                lineBytes, number: line.number, isTerminated: line.isTerminated, readable: readable)
            {
            case .session:
                if let consumer, let session = reader.session { consumer.begin(session.scene) }
            case .event(let event):
                // Every line before is the session line or an event: event i is on line i + 1,
                // which `RecordingFile` knows without storing it.
                assert(line.number == count + 2)
                (events.baseAddress! + count).initialize(to: event)
                count += 1
                if consumer != nil, count - consumed >= 4096 { consume(upTo: count) }
            case .torn(let warning):
                warnings.append(warning)
            }
        }
        var lines = LineSplitter(bytes)
        guard let first = lines.next() else { return }
        try read(first)
        if reader.session != nil, reader.usesFastPath,
            // With a consumer, this thread reads less of the file itself: it also consumes it all.
            let ahead = ReadAhead(
                bytes, from: lines.position, into: events, minimumSize: readsAheadFrom,
                share: consumer == nil ? 0.5 : 0.2)
        {
            do throws(Diagnostic) {
                while lines.position < ahead.start, let line = lines.next() { try read(line) }
            } catch {
                ahead.discard()
                throw error
            }
            consume(upTo: count)
            lines = ahead.finish(reader: &reader, count: &count, consume: { consume(upTo: $0) })
        }
        while let line = lines.next() { try read(line) }
        consume(upTo: count)
    }

    /// Parses one line as JSON: one value, within the line length limit.
    package static func parseJSON(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
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
