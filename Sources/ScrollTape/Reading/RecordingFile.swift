import ScrollTapeCore

/// A recording read from a file: the model's view of it plus where each event came from.
public struct RecordingFile: Sendable, Equatable {
    /// The path as given (used in diagnostics).
    public var path: String
    public var recording: Recording
    /// The 1-based source line of each event: `eventLines[i]` is the line of event `i + 1`.
    public var eventLines: [Int]
    /// Non-fatal problems, such as a torn final line that was skipped.
    public var warnings: [Diagnostic]

    public init(path: String, recording: Recording, eventLines: [Int], warnings: [Diagnostic] = []) {
        self.path = path
        self.recording = recording
        self.eventLines = eventLines
        self.warnings = warnings
    }

    /// The source line of event `index` (1-based), or of the session line for index 0.
    public func line(ofEvent index: Int) -> Int {
        guard index >= 1, index <= eventLines.count else { return 1 }
        return eventLines[index - 1]
    }

    /// A violation as a diagnostic at its event's line: `path:57:1: error: [header.bounds] …`.
    public func diagnostic(for violation: Violation, severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(
            path: path, line: line(ofEvent: violation.eventIndex), column: 1, severity: severity,
            "[\(violation.invariant.rawValue)] \(violation.message)")
    }
}
