import ScrollTapeCore

/// Reads a recording one line at a time: the session line first, then events, each
/// checked against the ones before it (time, `seq`, fingers down, the list's item count).
///
/// `RecordingReader` reads whole files with it; `RecordingWriter` checks every line with it
/// before writing, so that what it writes always reads back. A line that is rejected leaves the
/// reader as it was, so reading can go on with the next line (`scrolltape record` does).
///
/// Fields the format does not have are ignored but remembered, once per place and key:
/// ``takeWarnings()`` gives the warnings of the lines read since it was last called (a caller
/// that reads line by line prints them as it goes), ``unknownFieldWarnings`` all of them with
/// their counts (for a whole file).
package struct RecordingLineReader {
    /// What one line was.
    package enum Line {
        case session
        case event(Event)
        /// A final line without a newline that is not valid JSON: a torn write, skipped. The
        /// warning says so.
        case torn(Diagnostic)
    }

    /// Names the recording in diagnostics.
    var path: String
    /// Whether event lines go through ``EventLineScanner`` first (off only to compare the two
    /// ways in tests and fuzzing).
    var usesFastPath = true
    /// The session line, once read.
    package private(set) var session: SessionDecoder?
    private var sequence = EventDecoder.Sequence()
    /// The `seq` of the last event read that had one.
    var lastSeq: Int? { sequence.lastSeq }
    private var unknownFields = UnknownFieldLog()
    /// The ranges of the unknown keys the fast path skipped on the current line (kept to reuse
    /// its storage from line to line).
    private var unknownKeys: [Range<Int>] = []

    package init(path: String, usesFastPath: Bool = true) {
        self.path = path
        self.usesFastPath = usesFastPath
    }

    /// Reads one line.
    ///
    /// - Parameters:
    ///   - bytes: The line without its newline.
    ///   - number: Its 1-based line number, for diagnostics and for messages that name the line
    ///     where a touch began or ended.
    ///   - isTerminated: Whether a newline ended it (false only for the last line of a file).
    ///   - readable: How many bytes from the line's start may be read: more than the line when
    ///     it is part of a whole file in memory (the fast path then loads whole words at its end).
    /// - Throws: The diagnostic of an invalid line; the reader is then unchanged.
    package mutating func read(
        _ bytes: UnsafeBufferPointer<UInt8>, number: Int, isTerminated: Bool, readable: Int = 0
    ) throws(Diagnostic) -> Line {
        if usesFastPath, session != nil {
            if !unknownKeys.isEmpty { unknownKeys.removeAll(keepingCapacity: true) }
            if let event = EventLineScanner.event(
                bytes, readable: readable, lineNumber: number, sequence: &sequence, unknownKeys: &unknownKeys)
            {
                if !unknownKeys.isEmpty { recordUnknownKeys(of: event, in: bytes, line: number) }
                return .event(event)
            }
        }
        let location = LineLocation(path: path, line: number)
        let node: JSONNode
        do throws(JSONSyntaxError) {
            node = try RecordingReader.parseJSON(bytes)
        } catch {
            let message = "invalid JSON: \(error.message)"
            if !isTerminated, session == nil {
                // Skipping a torn session line would leave no session: that loses everything.
                throw location.error(
                    at: error.offset,
                    "\(message) (the session line has no newline at the end: "
                        + "the recorder was probably cut off while writing it)")
            }
            guard isTerminated else {
                return .torn(
                    Diagnostic(
                        path: path, line: number, column: error.offset + 1, severity: .warning,
                        "skipped a torn final line (no newline at the end and \(message)); "
                            + "the recorder was probably cut off mid-write"))
            }
            throw location.error(at: error.offset, message)
        }
        guard node.members != nil else {
            throw location.error(
                at: node.offset,
                "valid JSON, but a recording line must be a JSON object, found \(node.typeName)")
        }
        guard let session else {
            session = try SessionDecoder(node, location: location)
            for field in FieldPlace.session.unknownFields(in: node) {
                unknownFields.record(field, line: number)
            }
            return .session
        }
        let event = try EventDecoder.decode(node, session: session, sequence: &sequence, location: location)
        for field in FieldPlace(event: event).unknownFields(in: node) {
            unknownFields.record(field, line: number)
        }
        return .event(event)
    }

    /// Whether the event the fast path scanned on its own from line `number` (`ReadAhead`) may
    /// follow the lines read so far, exactly as `read` would have found; if so it is read, else
    /// the reader is unchanged (and `read` of the line gives its diagnostic or takes it another way).
    mutating func accept(_ scanned: ScannedEvent, number: Int) -> Bool {
        usesFastPath && session != nil && sequence.accept(scanned, line: number)
    }

    /// Checks and counts an `observe` line of the list's offset (`scroll.offset.x`, `.y`) and, with
    /// `includesHeader`, the header's height, at time `t` — the line `EventLineEncoder.observe`
    /// writes — as the tree-based decoder would (time in range and not before the last event's,
    /// the paths in the scene's state), without decoding it: no allocation.
    ///
    /// - Throws: The diagnostic the decoder would give; the reader is then unchanged.
    mutating func acceptObservation(t: Double, includesHeader: Bool, number: Int) throws(Diagnostic) {
        let location = LineLocation(path: path, line: number)
        guard let session else {
            throw location.error(at: 0, "line 1 must be the session line, found an 'observe' event")
        }
        if let problem =
            ObjectDecoder.rangeProblem(t, name: "'t' in observe event", in: Limits.time)
            ?? sequence.timeProblem(t)
        {
            throw location.error(at: 0, problem)
        }
        // `header.height` is a state path exactly when the scene has a header (the state's `header`
        // is null otherwise); the decoder's message only when it is not.
        if includesHeader, session.scene.header == nil,
            let problem = StatePath("header.height").problem(in: session.stateSchema)
        {
            throw location.error(at: 0, problem)
        }
        sequence.lastTime = t
    }

    /// Checks that `path` (`views.<id>.x`, `scrolls.<id>.offset.x`: and so the view's or scroll
    /// view's other paths) is a state path of the session (the fast paths of `observe` lines;
    /// line `number`).
    mutating func acceptObservedPath(_ path: String, number: Int) throws(Diagnostic) {
        let location = LineLocation(path: self.path, line: number)
        guard let session else {
            throw location.error(at: 0, "line 1 must be the session line, found an 'observe' event")
        }
        if let problem = StatePath(path).problem(in: session.stateSchema) {
            throw location.error(at: 0, problem)
        }
    }

    /// The warnings about unknown fields met since the last call (or since the reader began): for
    /// each place and key (`'force'` in `touch`) only its first occurrence ever, at the key's line
    /// and column, with a suggestion when a known field is close (`'tolerence'` in `expect`: did
    /// you mean 'tolerance'?); and once, a note when too many different ones were met to report
    /// more. Rejected lines add none. Empty for a line without unknown fields.
    mutating func takeWarnings() -> [Diagnostic] {
        unknownFields.takeNew(path: path)
    }

    /// Every warning about unknown fields so far, one per place and key at its first occurrence,
    /// each saying on how many more lines (or in how many more views) it occurred.
    var unknownFieldWarnings: [Diagnostic] {
        unknownFields.diagnostics(path: path)
    }

    /// Records the unknown fields the fast path skipped on an event line (all at its top level).
    private mutating func recordUnknownKeys(of event: Event, in bytes: UnsafeBufferPointer<UInt8>, line: Int)
    {
        let place = FieldPlace(event: event)
        for range in unknownKeys {
            // The fast path takes only keys of printable ASCII without escapes: the bytes are the key.
            unknownFields.record(
                place, key: UnsafeBufferPointer(rebasing: bytes[range]), offset: range.lowerBound - 1,
                line: line)
        }
    }
}
