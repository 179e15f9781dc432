import Foundation
import ScrollTape
import ScrollTapeCore

/// Reading the recording a command names, with its warnings and errors printed.
extension CommandRunner {
    /// The path `-`: the recording is read from standard input, whole (its diagnostics name it
    /// `<stdin>`).
    static let standardInput = "-"

    /// Reads a recording, printing its warnings; nil (after printing the error) when it cannot be read.
    /// With a `consumer`, its events are handed to it as they are read
    /// (`RecordingReader.read(path:consumer:)`).
    static func load(
        _ path: String, consumer: RecordingConsumer? = nil, console: inout some Console
    ) -> RecordingFile? {
        guard
            case .read(let file) = read(
                path, rejectingUnknownFields: false, consumer: consumer, console: &console)
        else {
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

    /// Reads a recording and prints its warnings or its error. With `rejectingUnknownFields`
    /// (`check --strict`), fields the format does not have make it bad input: their warnings are
    /// printed as errors.
    static func read(
        _ path: String, rejectingUnknownFields: Bool, consumer: RecordingConsumer? = nil,
        console: inout some Console
    ) -> Reading {
        let (reading, diagnostics) = read(
            path, rejectingUnknownFields: rejectingUnknownFields, consumer: consumer)
        for diagnostic in diagnostics { console.err(diagnostic.description) }
        return reading
    }

    /// Reads a recording: how it went, and its warnings or its error (see
    /// `read(_:rejectingUnknownFields:console:)`).
    static func read(
        _ path: String, rejectingUnknownFields: Bool, consumer: RecordingConsumer? = nil
    ) -> (Reading, [Diagnostic]) {
        do throws(Diagnostic) {
            let file =
                path == standardInput
                ? try RecordingReader.read(
                    bytes: StandardInput.shared.bytes(), path: Recorder.standardInputName, consumer: consumer)
                : try RecordingReader.read(path: path, consumer: consumer)
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

    /// Whether the paths name the same file (symbolic links followed; two hard links to one
    /// file are the same file): an output that would overwrite an input.
    static func isSameFile(_ one: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        if stat(one, &first) == 0, stat(other, &second) == 0 {
            return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        }
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        }
        return resolved(one) == resolved(other)
    }
}
