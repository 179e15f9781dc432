import ScrollTapeCore

/// Where a line is: the file and 1-based line number; turns byte offsets into diagnostics.
package struct LineLocation: Sendable {
    let path: String
    let line: Int

    package init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    func error(at offset: Int, _ message: String) -> Diagnostic {
        Diagnostic(path: path, line: line, column: offset + 1, message)
    }

    /// The error of a line longer than `Limits.lineLength`, at the first byte past the limit:
    /// the reader's (`RecordingReader.overlongLine`), also where a line is streamed, not parsed.
    package func overlongLine() -> Diagnostic {
        let problem = RecordingReader.overlongLine
        return error(at: problem.offset, "invalid JSON: \(problem.message)")
    }
}
