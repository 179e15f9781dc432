import Foundation
import ScrollTape
import ScrollTapeCore
import ScrollTapePictures

/// `check --junit FILE`: a JUnit XML report, as Jenkins, GitLab and most CI systems read it
/// (`testsuites` / `testsuite` / `testcase`, valid against Jenkins' junit-4 schema, which allows
/// no attribute or element besides its own): one testcase per
/// recording, named by its path; a recording that fails has a `failure` (message: why, text:
/// its diagnostics), one that cannot be read or is rejected an `error`; `system-out` holds its
/// PASS/XFAIL/FAIL line and any warnings.
///
/// The file is opened when the reporter is made, by the rule every written file follows
/// (`OutputFile`), so that a path that cannot be written is reported before anything is checked;
/// the report is written in full at the end (a regular file is replaced then, at once; a device
/// such as `/dev/null` is written into).
struct JUnitReporter: CheckReporter {
    private let file: OutputFile
    private let started = Date()
    private var cases: [RecordingReport] = []

    /// Opens the file at `path`; throws the one-line diagnostic if it cannot.
    init(path: String) throws(Diagnostic) {
        file = try OutputFile(path: path, purpose: "the JUnit report (--junit)")
    }

    mutating func report(_ recording: RecordingReport, console: inout some Console) {
        cases.append(recording)
    }

    mutating func finish(_ summary: CheckSummary, console: inout some Console) -> Bool {
        let xml = Self.document(cases, summary: summary, started: started)
        do throws(Diagnostic) {
            try file.write(xml)
            try file.commit()
            return true
        } catch {
            console.err(error.description)
            return false
        }
    }

    /// The whole report.
    static func document(_ cases: [RecordingReport], summary: CheckSummary, started: Date) -> String {
        let failures = cases.count { $0.outcome == .failed }
        let errors = cases.count { $0.outcome == .unreadable || $0.outcome == .rejected }
        let name = "scrolltape check" + (summary.shard.map { " (shard \($0))" } ?? "")
        let counts: [(String, String)] = [
            ("tests", "\(cases.count)"), ("failures", "\(failures)"), ("errors", "\(errors)"),
            ("time", seconds(summary.seconds)),
        ]
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites\(attributes([("name", name)] + counts))>\n"
        let suite = [("name", name)] + counts + [("skipped", "0"), ("timestamp", timestamp(started))]
        xml += "  <testsuite\(attributes(suite))>\n"
        for report in cases { xml += testcase(report) }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// One `testcase` element.
    private static func testcase(_ report: RecordingReport) -> String {
        let attributes = attributes([
            ("name", report.path), ("classname", "scrolltape.check"), ("time", seconds(report.seconds)),
        ])
        let lines = report.findings.map(\.diagnostic.description)
        var body = ""
        switch report.outcome {
        case .unreadable, .rejected:
            let why = report.findings.first { $0.diagnostic.severity == .error } ?? report.findings.first
            let message =
                report.outcome == .rejected
                ? "rejected: it has fields the format does not have (check --strict)"
                : why.map { Diagnostic.oneLine($0.diagnostic.message) } ?? "cannot be read"
            body +=
                "      <error\(self.attributes([("message", message), ("type", report.outcome.rawValue)]))>"
            body += text(lines.joined(separator: "\n")) + "</error>\n"
        case .failed:
            var broken: [String] = []
            for finding in report.findings where finding.diagnostic.severity == .error {
                let name = finding.violation?.invariant.rawValue ?? "expectFailures"
                if !broken.contains(name) { broken.append(name) }
            }
            let failure = [
                ("message", report.failureReasons.joined(separator: "; ")),
                ("type", broken.joined(separator: ",")),
            ]
            body += "      <failure\(self.attributes(failure))>"
            body += text(lines.joined(separator: "\n")) + "</failure>\n"
        case .passed, .caught:
            break
        }
        if let summary = report.summaryLine {
            let output = report.outcome == .failed ? [summary] : lines + [summary]
            body += "      <system-out>" + text(output.joined(separator: "\n")) + "</system-out>\n"
        }
        if body.isEmpty { return "    <testcase\(attributes)/>\n" }
        return "    <testcase\(attributes)>\n" + body + "    </testcase>\n"
    }

    /// ` name="value"…`, escaped.
    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(XMLText.escaped($0.1, inAttribute: true))\"" }.joined()
    }

    /// Element text, escaped.
    private static func text(_ text: String) -> String { XMLText.escaped(text, inAttribute: false) }

    /// Seconds with millisecond precision: `0.012`.
    private static func seconds(_ value: Double) -> String { formatNumber(value, decimals: 3) }

    /// The time the check started, in UTC: `2026-11-25T16:46:11`.
    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [
            .withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate,
        ]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
