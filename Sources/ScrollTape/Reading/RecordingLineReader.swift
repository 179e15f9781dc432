import ScrollTapeCore

/// Reads a recording one line at a time (SPEC §1): the session line first, then events, each
/// checked against the ones before it (time, `seq`, fingers down, the list's item count).
///
/// `RecordingReader` reads whole files with it; `RecordingWriter` checks every line with it
/// before writing, so that what it writes always reads back. A line that is rejected leaves the
/// reader as it was, so reading can go on with the next line (`scrolltape record` does).
struct RecordingLineReader {
    /// What one line was.
    enum Line {
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
    private(set) var session: SessionDecoder?
    private var sequence = EventDecoder.Sequence()
    /// The `seq` of the last event read that had one.
    var lastSeq: Int? { sequence.lastSeq }

    init(path: String, usesFastPath: Bool = true) {
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
    mutating func read(
        _ bytes: UnsafeBufferPointer<UInt8>, number: Int, isTerminated: Bool, readable: Int = 0
    ) throws(Diagnostic) -> Line {
        if usesFastPath, session != nil,
            let event = EventLineScanner.event(
                bytes, readable: readable, lineNumber: number, sequence: &sequence)
        {
            return .event(event)
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
            return .session
        }
        return .event(
            try EventDecoder.decode(node, session: session, sequence: &sequence, location: location))
    }
}
