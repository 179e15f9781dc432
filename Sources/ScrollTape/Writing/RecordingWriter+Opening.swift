import ScrollTapeCore

extension RecordingWriter {
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

    /// What is in an existing file.
    struct Contents {
        var session: [UInt8]?
        var events = 0
        /// The file has no bytes at all.
        var isEmpty = true
        /// A torn last line: the reader's warning, where the line starts and its bytes.
        var torn: (warning: Diagnostic, offset: Int, bytes: [UInt8])?
        /// The last line is complete but has no newline.
        var lacksNewline = false
    }

    /// Reads every line of the locked file with `reader`, one line in memory at a time.
    static func scan(_ lock: RecordingLock, reader: inout RecordingLineReader)
        throws(RecordingWriterError) -> Contents
    {
        let path = lock.path
        var contents = Contents()
        var input = LockedFileInput(lock: lock)
        var lines = LineStream()
        /// Where the current line starts in the file.
        var offset = 0
        while true {
            let bytes: [UInt8]
            let number: Int
            let isTerminated: Bool
            switch lines.next(from: &input) {
            case .line(let line, let lineNumber): (bytes, number, isTerminated) = (line, lineNumber, true)
            case .fragment(let line, let lineNumber):
                (bytes, number, isTerminated) = (line, lineNumber, false)
            case .overlong(_, let number):
                throw .invalidRecording(LineLocation(path: path, line: number).overlongLine())
            case .end: return contents
            case .failure(let code): throw .system(operation: "read", path: path, errno: code)
            }
            contents.isEmpty = false
            if !isTerminated, number == 1, let warning = tornSessionLine(bytes, path: path) {
                contents.torn = (warning, offset, bytes)
                return contents
            }
            do throws(Diagnostic) {
                let line = try bytes.withUnsafeBufferPointer { buffer in
                    Result { () throws(Diagnostic) in
                        try reader.read(buffer, number: number, isTerminated: isTerminated)
                    }
                }.get()
                switch line {
                case .session: contents.session = bytes
                case .event: contents.events += 1
                case .torn(let warning): contents.torn = (warning, offset, bytes)
                }
            } catch {
                throw .invalidRecording(error)
            }
            contents.lacksNewline = !isTerminated && contents.torn == nil
            offset += bytes.count + 1
        }
    }

    /// The warning for an unterminated first line that is not valid JSON: a session line cut off
    /// while it was written. (The reader rejects it, as a recording without a session; the writer
    /// moves it aside and starts again.)
    private static func tornSessionLine(_ bytes: [UInt8], path: String) -> Diagnostic? {
        do throws(JSONSyntaxError) {
            _ = try bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(JSONSyntaxError) in try RecordingReader.parseJSON(buffer) }
            }.get()
            return nil
        } catch {
            return Diagnostic(
                path: path, line: 1, column: error.offset + 1, severity: .warning,
                "moved a torn session line aside (no newline at the end and invalid JSON: \(error.message))")
        }
    }
}
