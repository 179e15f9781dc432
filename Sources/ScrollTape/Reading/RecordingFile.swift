import ScrollTapeCore

/// A recording read from a file: the model's view of it plus where each event came from.
public struct RecordingFile: Sendable, Equatable {
    /// The path as given (used in diagnostics).
    public var path: String
    /// The scene and its events, as the model takes them.
    public var recording: Recording
    /// The 1-based source line of each event: `eventLines[i]` is the line of event `i + 1`.
    ///
    /// Every line of a recording is the session line or one event, so event `i` is on line
    /// `i + 1`: the reader stores nothing per event for it (this array is built when asked for;
    /// use ``line(ofEvent:)`` for one event).
    public var eventLines: [Int] { Array(2..<recording.events.count + 2) }
    /// Non-fatal problems, in line order: fields the format does not have (``unknownFields``) and
    /// a torn final line that was skipped.
    public var warnings: [Diagnostic]
    /// The warnings (and note) about fields the format does not have, which it ignores: one
    /// per place and key, at its first occurrence (`unknown field 'tolerence' in expect (did you
    /// mean 'tolerance'?), and on 2 more lines`). Also in ``warnings``; `check --strict` makes
    /// them errors.
    public var unknownFields: [Diagnostic]

    /// A recording whose event `i` is on line `i + 1` (as every file the reader reads).
    /// `unknownFields` are those of `warnings` that are about unknown fields.
    public init(
        path: String, recording: Recording, warnings: [Diagnostic] = [], unknownFields: [Diagnostic] = []
    ) {
        self.path = path
        self.recording = recording
        self.warnings = warnings
        self.unknownFields = unknownFields
    }

    /// The source line of event `index` (1-based), or of the session line for index 0.
    public func line(ofEvent index: Int) -> Int {
        guard index >= 1, index <= recording.events.count else { return 1 }
        return index + 1
    }

    /// A violation as a diagnostic at its event's line: `path:57:1: error: [header.bounds] …`.
    public func diagnostic(for violation: Violation, severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(
            path: path, line: line(ofEvent: violation.eventIndex), column: 1, severity: severity,
            violation.labeledMessage)
    }
}
