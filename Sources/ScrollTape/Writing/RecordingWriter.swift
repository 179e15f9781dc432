import ScrollTapeCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends events to a recording so that a killed process loses nothing it accepted.
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
/// - **One writer at a time.** The writer holds an exclusive lock on the file (`RecordingLock`)
///   from opening to closing: a second writer, in any process, fails at once with
///   ``RecordingWriterError/locked(path:)``. Only regular files are accepted (not devices, pipes
///   or sockets: ``RecordingWriterError/notRegularFile(path:kind:)``).
/// - **Opening an existing recording** reads it through, one line at a time: it must be valid.
///   A torn last line (no newline, not valid JSON: the previous recorder was cut off mid-write)
///   is moved to `PATH.torn` (appended there with a newline, then synced) and cut off the file,
///   so nothing is lost and the file ends with a complete line again; a valid last line without
///   its newline gets one.
///
/// Not thread-safe: use one writer from one task at a time.
public final class RecordingWriter {
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
    /// The warnings about unknown fields in the lines read since the last call: those of the
    /// existing file after opening, then those of each appended line (each place and key once, at
    /// its first occurrence; see `RecordingLineReader.takeWarnings()`). Their path and line are
    /// the file's.
    public func takeWarnings() -> [Diagnostic] {
        reader.takeWarnings()
    }

    /// The screen the file's session line describes.
    public var scene: Scene? { reader.session?.scene }

    /// The `seq` of the last event in the file that has one, if any.
    public var lastSeq: Int? { reader.lastSeq }
    /// The lines in the file (the session line and the events).
    public var lineCount: Int { eventCount + 1 }
    /// When the writer calls `fsync(2)`, as given when it opened the file.
    public let syncPolicy: SyncPolicy

    private let file: AppendOnlyFile
    /// Held until the writer is closed: no other writer appends meanwhile.
    private let lock: RecordingLock
    private var reader: RecordingLineReader
    /// The line being written and its newline, reused.
    private var buffer: [UInt8] = []
    /// Encodes the lines ``appendObservation(t:contentOffset:headerHeight:)`` writes, reused.
    private var encoder = EventLineEncoder()
    /// The view ids an `observe` line of views named already, checked against the session.
    private var checkedViewIDs: Set<String> = []
    /// The scroll view ids whose offsets the fast `observe` path has found in the session.
    private var checkedScrollIDs: Set<String> = []
    private var unsyncedEvents = 0
    /// The `fsync` calls made by ``sync()`` so far (for tests of the policy).
    private(set) var syncCount = 0
    private var lastSync: ContinuousClock.Instant
    /// The error after which the file and the reader may disagree: every later append throws it.
    private var failure: RecordingWriterError?

    /// Opens the recording at `path` for appending, creating it if needed.
    ///
    /// - Parameters:
    ///   - path: The recording's file.
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
    public convenience init(
        path: String, sessionLineBytes sessionLine: [UInt8]?, sync: SyncPolicy = .default,
        tornLine: TornLinePolicy = .moveAside
    ) throws(RecordingWriterError) {
        let lock = try RecordingLock(path: path)
        do {
            try self.init(lock: lock, sessionLineBytes: sessionLine, sync: sync, tornLine: tornLine)
        } catch {
            // Leaves no empty file behind when it could not start a new recording.
            lock.releaseRemovingIfCreatedEmpty()
            throw error
        }
    }

    /// Opens the recording that `lock` holds for appending.
    ///
    /// The writer keeps the lock until it is closed or deinitialized (a caller may drop its own
    /// reference). A caller takes the lock first when it must hold the file before it knows the
    /// session line (`scrolltape record` locks OUT before reading its input).
    ///
    /// The existing contents are read one line at a time (memory: one line, at most
    /// `Limits.lineLength`), however long the recording.
    package init(
        lock: RecordingLock, sessionLineBytes sessionLine: [UInt8]?, sync: SyncPolicy = .default,
        tornLine: TornLinePolicy = .moveAside
    ) throws(RecordingWriterError) {
        path = lock.path
        syncPolicy = sync
        var reader = RecordingLineReader(path: path)
        let found = try Self.scan(lock, reader: &reader)
        if let torn = found.torn, tornLine == .fail { throw .tornLastLine(torn.warning) }
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

        file = try AppendOnlyFile(lock: lock)
        self.lock = lock
        var opening = Opening(isNew: false, existingEvents: found.events, addedNewline: false)
        if let torn = found.torn {
            let aside = try AppendOnlyFile(path: path + ".torn")
            try aside.append(torn.bytes + [0x0A])
            try aside.close()
            try file.truncate(to: torn.offset)
            try file.sync()
            opening.tornLine = torn.warning
            opening.tornBytes = torn.bytes.count
        }
        if let newSessionLine {
            try file.append(newSessionLine + [0x0A])
            if found.session == nil, found.isEmpty { AppendOnlyFile.syncFolder(of: path) }
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
        lock.release()
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
        try writeCheckedLine()
    }

    /// Appends the `observe` line a recorder writes at every display refresh — the list's
    /// `contentOffset` and the header's height (nil: none) at time `t` — checked as the reader will
    /// check it, but without decoding the line: no allocation once warm.
    ///
    /// - Throws: ``RecordingWriterError/rejected(_:)`` if the reader would reject it (`t` before
    ///   the last event's, a value that is not finite, a header height in a scene without a
    ///   header); a system error if it cannot be written.
    /// An `observe` line of views' frames in the window and alpha (`views.<id>.x`, `.y`, `.width`,
    /// `.height`, `.alpha`), encoded without building an `Event`: the recorder's path for the
    /// views the app's code moves or fades. Each id is checked against the session once.
    public func appendObservation(t: Double, views: [ViewObservation]) throws(RecordingWriterError) {
        try appendObservation(t: t, views: views[...])
    }

    /// ``appendObservation(t:views:)`` of any collection of views (a recorder's entries, read in
    /// place without building an array).
    package func appendObservation(t: Double, views: some Collection<ViewObservation>)
        throws(RecordingWriterError)
    {
        if let failure { throw failure }
        let lineNumber = lineCount + 1
        for view in views {
            let frame = view.frame
            guard
                frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
                    && view.alpha.isFinite
            else {
                throw .rejected(
                    Diagnostic(
                        path: path, line: lineNumber, column: 1, "an observed value is not a finite number"))
            }
            guard !checkedViewIDs.contains(view.id) else { continue }
            do throws(Diagnostic) {
                try reader.acceptObservedPath("views.\(view.id).x", number: lineNumber)
            } catch {
                throw .rejected(error)
            }
            checkedViewIDs.insert(view.id)
        }
        encoder.observe(t: t, views: views)
        try writeEncodedObservation(includesHeader: false, number: lineNumber)
    }

    ///
    /// With `scrolls`, the line also has the offsets of the scene's other scroll views
    /// (`scrolls.<id>.offset.x`, `.y`); each id is checked against the session once.
    public func appendObservation(
        t: Double, contentOffset: Point, headerHeight: Double?, scrolls: [ScrollObservation] = []
    ) throws(RecordingWriterError) {
        try appendObservation(
            t: t, contentOffset: contentOffset, headerHeight: headerHeight, scrollOffsets: scrolls)
    }

    /// ``appendObservation(t:contentOffset:headerHeight:scrolls:)`` of any collection of scroll
    /// views (a recorder's entries, read in place without building an array).
    package func appendObservation(
        t: Double, contentOffset: Point, headerHeight: Double?,
        scrollOffsets scrolls: some Collection<ScrollObservation>
    ) throws(RecordingWriterError) {
        if let failure { throw failure }
        let lineNumber = lineCount + 1
        let offsetsAreFinite = scrolls.allSatisfy {
            $0.contentOffset.x.isFinite && $0.contentOffset.y.isFinite
        }
        guard
            contentOffset.x.isFinite && contentOffset.y.isFinite && (headerHeight ?? 0).isFinite
                && offsetsAreFinite
        else {
            throw .rejected(
                Diagnostic(
                    path: path, line: lineNumber, column: 1, "an observed value is not a finite number"))
        }
        for scroll in scrolls where !checkedScrollIDs.contains(scroll.id) {
            do throws(Diagnostic) {
                try reader.acceptObservedPath("scrolls.\(scroll.id).offset.x", number: lineNumber)
            } catch {
                throw .rejected(error)
            }
            checkedScrollIDs.insert(scroll.id)
        }
        encoder.observe(t: t, contentOffset: contentOffset, headerHeight: headerHeight, scrolls: scrolls)
        try writeEncodedObservation(includesHeader: headerHeight != nil, number: lineNumber)
    }

    /// Writes the `observe` line the encoder holds (line `number`, with `header.height` or not),
    /// once the reader has accepted its time as it will read it back: the digits written.
    private func writeEncodedObservation(includesHeader: Bool, number: Int) throws(RecordingWriterError) {
        let written = encoder.bytes.withUnsafeBufferPointer {
            EventLineScanner.number(UnsafeBufferPointer(rebasing: $0[encoder.timeRange]))
        }
        do throws(Diagnostic) {
            try reader.acceptObservation(t: written ?? .nan, includesHeader: includesHeader, number: number)
        } catch {
            throw .rejected(error)
        }
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: encoder.bytes)
        try writeCheckedLine()
    }

    /// Writes `buffer`, a line the reader has counted, with its newline; then syncs by the policy.
    private func writeCheckedLine() throws(RecordingWriterError) {
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
        defer { lock.release() }
        try file.close()
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
            try line.withUnsafeBufferPointer { bytes in
                Result { () throws(Diagnostic) in
                    _ = try reader.read(bytes, number: lineNumber, isTerminated: true)
                }
            }.get()
        } catch {
            throw .rejected(error)
        }
    }
}
