import ScrollTape

/// `check --format github`: every diagnostic as a GitHub Actions workflow command, so that it
/// shows as an annotation on the line of the recording
/// (`::error file=recordings/a.jsonl,line=57,col=1,title=scrolltape [header.bounds]::header height …`),
/// and the PASS/FAIL and summary lines as they are, all on standard output.
struct GitHubReporter: CheckReporter {
    mutating func report(_ recording: RecordingReport, console: inout some Console) {
        for finding in recording.findings { console.out(Self.annotation(finding)) }
        if let line = recording.summaryLine { console.out(line) }
    }

    mutating func finish(_ summary: CheckSummary, console: inout some Console) -> Bool {
        console.out(summary.line)
        return true
    }

    /// The workflow command for `finding`: `error`, `warning` or `notice`, by severity.
    static func annotation(_ finding: CheckFinding) -> String {
        let diagnostic = finding.diagnostic
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let title = finding.violation.map { "scrolltape [\($0.invariant.rawValue)]" } ?? "scrolltape"
        let properties = [
            ("file", diagnostic.path), ("line", "\(diagnostic.line)"), ("col", "\(diagnostic.column)"),
            ("title", title),
        ]
        .map { "\($0.0)=\(escaped($0.1, isProperty: true))" }
        .joined(separator: ",")
        return "::\(command) \(properties)::\(escaped(diagnostic.message, isProperty: false))"
    }

    /// `text` escaped as the Actions runner unescapes it: `%`, CR and LF always; `:` and `,` in
    /// a property value too. Other control characters are shown as `Diagnostic` shows them.
    static func escaped(_ text: String, isProperty: Bool) -> String {
        let result = Diagnostic.replacingScalars(of: text) { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case ":" where isProperty: "%3A"
            case "," where isProperty: "%2C"
            default: nil
            }
        }
        return Diagnostic.oneLine(result)
    }
}
