import ScrollTapeCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends events to a recording (SPEC §1) so that a killed process loses nothing it accepted.
///
/// - **One line, one `write(2)`.** The file is opened with `O_APPEND`; each accepted event is
///   written as one complete line (its text and `\n`) by a single `write(2)` before `append`
///   returns (a short write is completed at once, `EINTR` retried; see `AppendOnlyFile`). A
///   process killed at any moment, SIGKILL included, leaves every accepted line in the file and
///   no partial one, since the kernel has it. Nothing is buffered in the process.
/// - **Checked before written.** Every line goes through the same reader that `RecordingReader`
///   uses, continuing from the lines already in the file (time, `seq`, fingers down, item
///   count): a line it would reject throws ``RecordingWriterError/rejected(_:)`` and is not
///   written, so a recording this writer wrote always reads back.
/// - **`fsync(2)` policy.** `fsync` protects against a crash of the machine or a power cut (a
///   killed process needs none): it runs after every ``SyncPolicy/events`` appended events, at
///   the first append once ``SyncPolicy/interval`` has passed since the last one, on ``sync()``
///   and on ``close()``. The default, 1,000 events or 1 second, bounds what a power cut can take
///   to about a second of touches, while costing one `fsync` per second at 120 Hz. When the
///   writer creates the file, it also syncs the folder once, so that the file's name survives.
/// - **Opening an existing recording** reads it whole: it must be valid. A torn last line (no
///   newline, not valid JSON: the previous recorder was cut off mid-write) is moved to
///   `PATH.torn` (appended there with a newline, then synced) and cut off the file, so nothing
///   is lost and the file ends with a complete line again; a valid last line without its
///   newline gets one.
///
/// Not thread-safe: use one writer from one task at a time.
public final class RecordingWriter {
    /// When the writer calls `fsync(2)` (besides ``sync()`` and ``close()``).
    public struct SyncPolicy: Hashable, Sendable {
        /// Sync once this many events were appended since the last sync; nil for no count limit.
        public var events: Int?
        /// Sync at the first append once this much time has passed since the last sync; nil for
        /// no time limit. (No timer runs: an idle writer syncs at its next append or on close.)
        public var interval: Duration?

        public init(events: Int?, interval: Duration?) {
            self.events = events
            self.interval = interval
        }

        /// Every 1,000 events or 1 second, whichever comes first.
        public static let `default` = SyncPolicy(events: 1000, interval: .seconds(1))
        /// After every event: the safest, and the slowest (one `fsync` per line).
        public static let everyEvent = SyncPolicy(events: 1, interval: nil)
        /// Only on `sync()` and `close()`.
        public static let onClose = SyncPolicy(events: nil, interval: nil)
    }

    /// What to do when the existing file ends with a torn line.
    public enum TornLinePolicy: Hashable, Sendable {
        /// Append the fragment (and a newline) to `PATH.torn`, then cut it off the file.
        case moveAside
        /// Throw ``RecordingWriterError/tornLastLine(_:)``.
        case fail
    }

    /// What the writer found when it opened the file.
    public struct Opening: Hashable, Sendable {
        /// The file was new (or empty): the writer wrote the session line.
        public var isNew: Bool
        /// The events already in the file.
        public var existingEvents: Int
        /// The reader's warning about the torn last line that was moved to
        /// ``RecordingWriter/tornPath`` (its line and column), if there was one.
        public var tornLine: Diagnostic?
        /// The length of that torn line in bytes.
        public var tornBytes = 0
        /// The last line was complete but had no newline: the writer added it.
        public var addedNewline: Bool

        init(isNew: Bool, existingEvents: Int, addedNewline: Bool) {
            self.isNew = isNew
            self.existingEvents = existingEvents
            self.addedNewline = addedNewline
        }
    }

    /// The recording's path.
    public let path: String
    /// Where a torn last line goes: `path` + `.torn`.
    public var tornPath: String { path + ".torn" }
    /// What opening found.
    public let opening: Opening
    /// The session line of the file, without its newline.
    public let sessionLine: [UInt8]
    /// The events in the file: those it had and those appended.
    public private(set) var eventCount: Int
    /// The lines in the file (the session line and the events).
    public var lineCount: Int { eventCount + 1 }
    public let syncPolicy: SyncPolicy

    private let file: AppendOnlyFile
    private var reader: RecordingLineReader
    /// The line being written and its newline, reused.
    private var buffer: [UInt8] = []
    private var unsyncedEvents = 0
    /// The `fsync` calls made by ``sync()`` so far (for tests of the policy).
    private(set) var syncCount = 0
    private var lastSync: ContinuousClock.Instant
    /// The error after which the file and the reader may disagree: every later append throws it.
    private var failure: RecordingWriterError?

    /// Opens the recording at `path` for appending, creating it if needed.
    ///
    /// - Parameters:
    ///   - sessionLine: The session line (without a newline) to start a new file with; required
    ///     if the file does not exist or is empty. For an existing file it may be nil, or must be
    ///     byte for byte the file's first line.
    ///   - sync: When to `fsync`.
    ///   - tornLine: What to do with a torn last line.
    public convenience init(
        path: String, sessionLine: String?, sync: SyncPolicy = .default, tornLine: TornLinePolicy = .moveAside
    ) throws(RecordingWriterError) {
        try self.init(
            path: path, sessionLineBytes: sessionLine.map { Array($0.utf8) }, sync: sync, tornLine: tornLine)
    }

    /// ``init(path:sessionLine:sync:tornLine:)`` with the session line as bytes, as read.
    public init(
        path: String, sessionLineBytes sessionLine: [UInt8]?, sync: SyncPolicy = .default,
        tornLine: TornLinePolicy = .moveAside
    ) throws(RecordingWriterError) {
        self.path = path
        syncPolicy = sync
        let existing = try AppendOnlyFile.contents(of: path)
        var reader = RecordingLineReader(path: path)
        let found = try Self.scan(existing, reader: &reader, path: path)
        if found.torn != nil, tornLine == .fail { throw .tornLastLine(found.torn!.warning) }
        // A new file's session line is checked before anything is created or moved.
        var newSessionLine: [UInt8]?
        if let existingSession = found.session {
            if let sessionLine, sessionLine != existingSession {
                throw .sessionMismatch(path: path)
            }
        } else {
            // New, empty, or only a torn session line (moved aside below).
            guard let sessionLine else { throw .missingSessionLine(path: path) }
            reader = RecordingLineReader(path: path)
            try Self.check(sessionLine, lineNumber: 1, reader: &reader, path: path)
            newSessionLine = sessionLine
        }

        file = try AppendOnlyFile(path: path)
        var opening = Opening(isNew: false, existingEvents: found.events, addedNewline: false)
        if let torn = found.torn {
            let aside = try AppendOnlyFile(path: path + ".torn")
            try aside.append(Array(existing[torn.range]) + [0x0A])
            try aside.close()
            try file.truncate(to: torn.range.lowerBound)
            try file.sync()
            opening.tornLine = torn.warning
            opening.tornBytes = torn.range.count
        }
        if let newSessionLine {
            try file.append(newSessionLine + [0x0A])
            if found.session == nil, existing.isEmpty { AppendOnlyFile.syncFolder(of: path) }
            opening.isNew = true
            self.sessionLine = newSessionLine
        } else {
            if found.lacksNewline {
                try file.append([0x0A])
                opening.addedNewline = true
            }
            self.sessionLine = found.session ?? []
        }
        self.reader = reader
        self.opening = opening
        eventCount = found.events
        lastSync = .now
    }

    deinit {
        try? file.close()
    }

    /// Appends `event` as its JSON line (`Event.jsonLine`).
    ///
    /// - Throws: ``RecordingWriterError/rejected(_:)`` if the reader would reject it after the
    ///   events before it (nothing is written then); a system error if it cannot be written.
    public func append(_ event: Event) throws(RecordingWriterError) {
        try append(line: event.jsonLine)
    }

    /// Appends one event line, as given (without a newline), after checking it as the reader will.
    public func append(line: String) throws(RecordingWriterError) {
        try append(line: line.utf8)
    }

    /// Appends one event line, as given (without a newline), after checking it as the reader will.
    public func append(line: some Collection<UInt8>) throws(RecordingWriterError) {
        if let failure { throw failure }
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: line)
        try Self.check(buffer, lineNumber: lineCount + 1, reader: &reader, path: path)
        buffer.append(0x0A)
        do throws(RecordingWriterError) {
            try file.append(buffer)
        } catch {
            // The reader counted the event: later lines would be checked against a line that is
            // not in the file.
            failure = error
            throw error
        }
        eventCount += 1
        unsyncedEvents += 1
        if let events = syncPolicy.events, unsyncedEvents >= events {
            try sync()
        } else if let interval = syncPolicy.interval, ContinuousClock.now - lastSync >= interval {
            try sync()
        }
    }

    /// Waits until every appended line is on the storage device (`fsync(2)`).
    public func sync() throws(RecordingWriterError) {
        try file.sync()
        syncCount += 1
        unsyncedEvents = 0
        lastSync = .now
    }

    /// Syncs and closes the file. Appending afterwards throws ``RecordingWriterError/closed(path:)``.
    public func close() throws(RecordingWriterError) {
        if failure == nil { failure = .closed(path: path) }
        try file.close()
    }

    // MARK: Opening

    /// What is in an existing file.
    private struct Contents {
        var session: [UInt8]?
        var events = 0
        /// A torn last line: the reader's warning and the line's bytes.
        var torn: (warning: Diagnostic, range: Range<Int>)?
        /// The last line is complete but has no newline.
        var lacksNewline = false
    }

    /// Reads every line of `bytes` with `reader`.
    private static func scan(_ bytes: [UInt8], reader: inout RecordingLineReader, path: String)
        throws(RecordingWriterError) -> Contents
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(RecordingWriterError) in
            var contents = Contents()
            var lines = LineSplitter(buffer)
            while let line = lines.next() {
                let lineBytes = UnsafeBufferPointer(rebasing: buffer[line.range])
                if !line.isTerminated, line.number == 1,
                    let warning = tornSessionLine(lineBytes, path: path)
                {
                    contents.torn = (warning, line.range)
                    break
                }
                do throws(Diagnostic) {
                    switch try reader.read(lineBytes, number: line.number, isTerminated: line.isTerminated) {
                    case .session: contents.session = Array(lineBytes)
                    case .event: contents.events += 1
                    case .torn(let warning): contents.torn = (warning, line.range)
                    }
                } catch {
                    throw .invalidRecording(error)
                }
                contents.lacksNewline = !line.isTerminated && contents.torn == nil
            }
            return contents
        }
    }

    /// The warning for an unterminated first line that is not valid JSON: a session line cut off
    /// while it was written. (The reader rejects it, as a recording without a session; the writer
    /// moves it aside and starts again.)
    private static func tornSessionLine(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Diagnostic? {
        do throws(JSONSyntaxError) {
            _ = try RecordingReader.parseJSON(bytes)
            return nil
        } catch {
            return Diagnostic(
                path: path, line: 1, column: error.offset + 1, severity: .warning,
                "moved a torn session line aside (no newline at the end and invalid JSON: \(error.message))")
        }
    }

    /// Checks one line (the session line or an event) with `reader`, which then counts it.
    private static func check(
        _ line: [UInt8], lineNumber: Int, reader: inout RecordingLineReader, path: String
    ) throws(RecordingWriterError) {
        if let newline = line.firstIndex(of: 0x0A) {
            throw .rejected(
                Diagnostic(
                    path: path, line: lineNumber, column: newline + 1,
                    "a recording line cannot contain a line feed (one event per line)"))
        }
        do throws(Diagnostic) {
            try line.withUnsafeBufferPointer { (bytes) throws(Diagnostic) in
                _ = try reader.read(bytes, number: lineNumber, isTerminated: true)
            }
        } catch {
            throw .rejected(error)
        }
    }
}
