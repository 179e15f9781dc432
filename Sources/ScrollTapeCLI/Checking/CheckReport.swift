import ScrollTape
import ScrollTapeCore

/// One thing `check` reports: a diagnostic and, when it is about a broken invariant or expect,
/// the violation with its values.
package struct CheckFinding: Hashable, Sendable {
    package var diagnostic: Diagnostic
    /// Nil for a diagnostic that is not a violation (bad input, a known bug not caught, a note).
    package var violation: Violation?

    package init(_ diagnostic: Diagnostic, violation: Violation? = nil) {
        self.diagnostic = diagnostic
        self.violation = violation
    }
}

/// What checking one recording gave, as every reporter of `check` renders it.
package struct RecordingReport: Sendable {
    package enum Outcome: String, Sendable {
        /// Every invariant and expect held.
        case passed
        /// It broke exactly the invariants its `expectFailures` declares: the known bug, caught.
        case caught
        /// A violation not declared, or a declared one that did not occur.
        case failed
        /// Not a recording that can be read.
        case unreadable
        /// It has fields the format does not have, and the check was strict.
        case rejected
    }

    /// The path as `check` was given it (or found it in a folder).
    package var path: String
    package var outcome: Outcome
    /// Every diagnostic, in the order text output prints them: reading warnings or the reading
    /// error first, then the violations in event order.
    package var findings: [CheckFinding]
    /// `PASS path (…)`, `XFAIL …` or `FAIL …`; nil when the recording was not checked.
    package var summaryLine: String?
    package var events: Int
    package var expects: Int
    /// Violations that make it fail (for `caught`: none).
    package var unexpectedViolations: Int
    /// Why it failed, as the FAIL line says it (empty unless `failed`).
    package var failureReasons: [String]
    /// The declared known bugs and how often each was caught.
    package var caught: [(invariant: InvariantName, count: Int)]
    /// Declared known bugs that did not occur.
    package var notCaught: [InvariantName]
    /// How long reading and checking it took (reported in JUnit XML only, so that every other
    /// output is the same from one run to the next).
    package var seconds: Double

    /// A path that named no recording it could check (no such file, a folder that cannot be
    /// listed or holds none): reported as an unreadable recording.
    package init(problem: Diagnostic) {
        self.init(path: problem.path, outcome: .unreadable, findings: [CheckFinding(problem)], seconds: 0)
    }

    /// A recording that was not checked: unreadable or rejected, with why.
    init(path: String, outcome: Outcome, findings: [CheckFinding], seconds: Double) {
        self.path = path
        self.outcome = outcome
        self.findings = findings
        summaryLine = nil
        events = 0
        expects = 0
        unexpectedViolations = 0
        failureReasons = []
        caught = []
        notCaught = []
        self.seconds = seconds
    }

    /// A recording that was checked: `warnings` from reading it, then what `check` found.
    init(_ check: RecordingCheck, warnings: [Diagnostic], seconds: Double) {
        path = check.file.path
        outcome = !check.passed ? .failed : check.declaredFailures.isEmpty ? .passed : .caught
        findings = warnings.map { CheckFinding($0) } + check.findings()
        summaryLine = check.summaryLine
        events = check.file.recording.events.count
        expects = check.expectationCount
        unexpectedViolations = check.unexpectedViolations.count
        failureReasons = check.failureReasons
        caught = check.caughtCounts
        notCaught = check.missingFailures
        self.seconds = seconds
    }
}

/// The totals of a `check` run, for the last line of its output.
package struct CheckSummary: Sendable {
    package var recordings = 0
    package var events = 0
    package var passed = 0
    package var caught = 0
    package var failed = 0
    package var unreadable = 0
    package var rejected = 0
    /// The slice checked (`--shard I/N`), nil for every recording.
    package var shard: Shard?
    package var seconds: Double = 0

    package init(shard: Shard?) { self.shard = shard }

    /// Counts `report`: a recording checked, or a path that named none (`counted: false`).
    mutating func add(_ report: RecordingReport, counted: Bool = true) {
        if counted { recordings += 1 }
        events += report.events
        seconds += report.seconds
        switch report.outcome {
        case .passed: passed += 1
        case .caught: caught += 1
        case .failed: failed += 1
        case .unreadable: unreadable += 1
        case .rejected: rejected += 1
        }
    }

    /// `check`'s exit code: 2 if any input was bad, else 1 if any recording failed, else 0.
    package var exitCode: Int32 {
        if unreadable > 0 || rejected > 0 { return CommandRunner.ExitCode.badInput }
        return failed > 0 ? CommandRunner.ExitCode.failure : CommandRunner.ExitCode.success
    }

    /// `checked 29 recordings, 14337 events: 22 passed, 7 known bugs caught, 0 failed`.
    package var line: String {
        var parts = ["\(passed) passed"]
        if caught > 0 { parts.append(plural(caught, "known bug") + " caught") }
        parts.append("\(failed) failed")
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        if rejected > 0 { parts.append("\(rejected) rejected for unknown fields") }
        let slice = shard.map { " (shard \($0))" } ?? ""
        return "checked \(plural(recordings, "recording"))\(slice), \(plural(events, "event")): "
            + parts.joined(separator: ", ")
    }
}
