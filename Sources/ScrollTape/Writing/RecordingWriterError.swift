#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a `RecordingWriter` could not open its file or write a line.
public enum RecordingWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A system call failed: `operation` (`open`, `read`, `write`, `fsync`, …) on `path`, with
    /// the `errno` it set.
    case system(operation: String, path: String, errno: Int32)
    /// The existing file is not a valid recording (the reader's diagnostic): appending to it
    /// would not make it one.
    case invalidRecording(Diagnostic)
    /// The line or event would not read back: the diagnostic the reader gives it. Nothing was
    /// written.
    case rejected(Diagnostic)
    /// The file is new (or empty) and no session line was given to start it with.
    case missingSessionLine(path: String)
    /// The file starts with another session line than the one given.
    case sessionMismatch(path: String)
    /// The file ends with a torn line (the warning that says where) and the writer was told not
    /// to move it aside.
    case tornLastLine(Diagnostic)
    /// The writer was closed.
    case closed(path: String)
    /// The path is not a regular file (`kind` says what it is: "a character device", "a pipe",
    /// …): a recording cannot be appended to it and read back.
    case notRegularFile(path: String, kind: String)
    /// Another writer (in this process or another) holds the recording's lock.
    case locked(path: String)

    /// The diagnostic `scrolltape` prints for the error: the reader's own, the torn
    /// line's place, or the file's first line for what concerns the whole file.
    public var diagnostic: Diagnostic {
        let path: String
        let message: String
        switch self {
        case .invalidRecording(let diagnostic), .rejected(let diagnostic):
            return diagnostic
        case .tornLastLine(let warning):
            return Diagnostic(
                path: warning.path, line: warning.line, column: warning.column,
                "the recording ends with a torn line; move it aside before appending")
        case .system(let operation, let file, let code):
            path = file
            message = "cannot \(operation): \(String(cString: strerror(code))) (errno \(code))"
        case .missingSessionLine(let file):
            path = file
            message = "the recording is new: it needs a session line ({\"type\":\"session\",…}) first"
        case .sessionMismatch(let file):
            path = file
            message = "the recording has another session line than the one given: append to another file"
        case .closed(let file):
            path = file
            message = "the recording was closed"
        case .notRegularFile(let file, let kind):
            path = file
            message =
                "cannot record to \(kind): a recording must be a regular file (it is read back and appended to)"
        case .locked(let file):
            path = file
            message =
                "another process is recording to this file (it holds the file's lock); "
                + "wait until it has finished, or record to another file"
        }
        return Diagnostic(path: path, line: 1, column: 1, message)
    }

    /// One compiler-style line, as `scrolltape` prints it.
    public var description: String { diagnostic.description }
}
