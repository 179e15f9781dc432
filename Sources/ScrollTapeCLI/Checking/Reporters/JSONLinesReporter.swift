import ScrollTape
import ScrollTapeCore

/// `check --format json`: one JSON object per line on standard output, for programs.
///
/// - `{"type":"diagnostic","recording":…,"path":…,"line":…,"column":…,"severity":…,"message":…}`,
///   with `"invariant"`, `"event"` and `"values"` (the numbers the message shows, by name) when
///   it reports a violation;
/// - `{"type":"recording","path":…,"outcome":"passed|caught|failed|unreadable|rejected",…}` after
///   a recording's diagnostics;
/// - `{"type":"summary",…,"exitCode":N}` last.
///
/// Times are left out, so that the output is the same from one run to the next.
struct JSONLinesReporter: CheckReporter {
    mutating func report(_ recording: RecordingReport, console: inout some Console) {
        for finding in recording.findings {
            console.out(Self.line(finding, in: recording.path))
        }
        var members: [Value.Member] = [
            Value.Member("type", .string("recording")), Value.Member("path", .string(recording.path)),
            Value.Member("outcome", .string(recording.outcome.rawValue)),
        ]
        if recording.summaryLine != nil {
            members += [
                .number("events", Double(recording.events)), .number("expects", Double(recording.expects)),
                .number("violations", Double(recording.unexpectedViolations)),
                Value.Member(
                    "caught",
                    .object(recording.caught.map { .number($0.invariant.rawValue, Double($0.count)) })),
                Value.Member("notCaught", .array(recording.notCaught.map { .string($0.rawValue) })),
            ]
        }
        console.out(Value.object(members).jsonText)
    }

    mutating func finish(_ summary: CheckSummary, console: inout some Console) -> Bool {
        let members: [Value.Member] = [
            Value.Member("type", .string("summary")),
            .number("recordings", Double(summary.recordings)), .number("events", Double(summary.events)),
            .number("passed", Double(summary.passed)), .number("caught", Double(summary.caught)),
            .number("failed", Double(summary.failed)), .number("unreadable", Double(summary.unreadable)),
            .number("rejected", Double(summary.rejected)),
            Value.Member("shard", summary.shard.map { .string($0.description) } ?? .null),
            .number("exitCode", Double(summary.exitCode)),
        ]
        console.out(Value.object(members).jsonText)
        return true
    }

    /// The `diagnostic` line of `finding`, in the recording at `path`.
    static func line(_ finding: CheckFinding, in path: String) -> String {
        let diagnostic = finding.diagnostic
        var members: [Value.Member] = [
            Value.Member("type", .string("diagnostic")), Value.Member("recording", .string(path)),
            Value.Member("path", .string(diagnostic.path)), .number("line", Double(diagnostic.line)),
            .number("column", Double(diagnostic.column)),
            Value.Member("severity", .string(diagnostic.severity.rawValue)),
            Value.Member("message", .string(diagnostic.message)),
        ]
        if let violation = finding.violation {
            members += [
                Value.Member("invariant", .string(violation.invariant.rawValue)),
                .number("event", Double(violation.eventIndex)),
                Value.Member("values", .object(violation.values)),
            ]
        }
        return Value.object(members).jsonText
    }
}
