import ScrollTape

/// How `check` renders what it finds: text for people (the default), JSON lines for
/// programs, GitHub annotations, JUnit XML. Every reporter renders from the same facts
/// (`RecordingReport`, `CheckSummary`), so they never disagree.
protocol CheckReporter {
    /// One recording checked, or a path that named none, in the order of the sorted list of
    /// recordings (whatever `--jobs`), as soon as it and every one before it are done.
    mutating func report(_ recording: RecordingReport, console: inout some Console)
    /// After the last recording. False (after printing why) if the report could not be written.
    mutating func finish(_ summary: CheckSummary, console: inout some Console) -> Bool
}

/// `check --format`: what goes to standard output and standard error.
enum CheckFormat: String, CaseIterable, Sendable {
    /// Diagnostics on standard error, compiler-style; a PASS/FAIL line per recording and the
    /// summary on standard output.
    case text
    /// One JSON object per line on standard output: `diagnostic`, `recording` and `summary` lines.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`) and the
    /// PASS/FAIL and summary lines, all on standard output.
    case github

    /// A new reporter of this format.
    func reporter() -> any CheckReporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONLinesReporter()
        case .github: GitHubReporter()
        }
    }
}

/// `check`'s output for people: `path:line:column: error: [invariant] message` on standard error,
/// `PASS path (…)` / `XFAIL` / `FAIL` and the summary on standard output.
struct TextReporter: CheckReporter {
    mutating func report(_ recording: RecordingReport, console: inout some Console) {
        for finding in recording.findings { console.err(finding.diagnostic.description) }
        if let line = recording.summaryLine { console.out(line) }
    }

    mutating func finish(_ summary: CheckSummary, console: inout some Console) -> Bool {
        console.out(summary.line)
        return true
    }
}
