import ScrollTapeCore

/// Reading the recording a command names, with its warnings and errors printed.
extension CommandRunner {
    /// Reads a recording, printing its warnings; nil (after printing the error) when it cannot be read.
    static func load(_ path: String, console: inout some Console) -> RecordingFile? {
        guard case .read(let file) = read(path, rejectingUnknownFields: false, console: &console) else {
            return nil
        }
        return file
    }

    /// How reading a recording went.
    enum Reading {
        case read(RecordingFile)
        /// Not a valid recording, or not a file that can be read.
        case unreadable
        /// It has fields the format does not have, and the reading was strict.
        case rejected
    }

    /// Reads a recording as `load(_:console:)` does, handing its events to `consumer` as they are
    /// read (`RecordingReader.read(path:consumer:)`); nil after printing the error.
    static func load(_ path: String, consumer: RecordingConsumer, console: inout some Console)
        -> RecordingFile?
    {
        do throws(Diagnostic) {
            let file = try RecordingReader.read(path: path, consumer: consumer)
            for warning in file.warnings { console.err(warning.description) }
            return file
        } catch {
            console.err(error.description)
            return nil
        }
    }

    /// Reads a recording and prints its warnings or its error. With `rejectingUnknownFields`
    /// (`check --strict`), fields the format does not have make it bad input: their warnings are
    /// printed as errors.
    static func read(_ path: String, rejectingUnknownFields: Bool, console: inout some Console) -> Reading {
        let (reading, diagnostics) = read(path, rejectingUnknownFields: rejectingUnknownFields)
        for diagnostic in diagnostics { console.err(diagnostic.description) }
        return reading
    }

    /// Reads a recording: how it went, and its warnings or its error (see
    /// `read(_:rejectingUnknownFields:console:)`).
    static func read(_ path: String, rejectingUnknownFields: Bool) -> (Reading, [Diagnostic]) {
        do throws(Diagnostic) {
            let file = try RecordingReader.read(path: path)
            let rejects = rejectingUnknownFields && !file.unknownFields.isEmpty
            let warnings = file.warnings.map { warning in
                var warning = warning
                if rejects, warning.severity == .warning, file.unknownFields.contains(warning) {
                    warning.severity = .error
                }
                return warning
            }
            return (rejects ? .rejected : .read(file), warnings)
        } catch {
            return (.unreadable, [error])
        }
    }

    /// The recording at `path`, when it can be read and `index` (the end when nil; given by
    /// `option`) is one of its indices; nil after printing why not.
    static func load(_ path: String, index: Int?, option: String, console: inout some Console)
        -> RecordingFile?
    {
        guard let file = load(path, console: &console) else { return nil }
        let count = file.recording.events.count
        if let index, index > count {
            console.err(
                "error: \(option) \(index) is past the end: \(file.path) has \(count) events (indices 0…\(count))"
            )
            return nil
        }
        return file
    }
}
