import ScrollTapeCore

extension Recording {
    /// Reads the recording at `path`, as `scrolltape` does.
    ///
    /// - Throws: The reader's `Diagnostic` for bad input, with the path, line and column
    ///   (`flick.jsonl:12:34: error: expected ',' or '}' after object member`).
    public init(contentsOfFile path: String) throws(Diagnostic) {
        self = try RecordingReader.read(path: path).recording
    }
}

extension ReplayResult {
    /// Every violation as a compiler-style diagnostic at its event's line
    /// (`recordings/flick.jsonl:57:1: error: [header.bounds] …`); the recording's path is
    /// `<recording>` when it was not read from a file.
    public var diagnostics: [Diagnostic] {
        let file = RecordingFile(path: recording.path ?? "<recording>", recording: recording)
        return violations.map { file.diagnostic(for: $0) }
    }
}
