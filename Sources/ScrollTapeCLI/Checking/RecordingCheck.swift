import Foundation
import ScrollTape
import ScrollTapeCore

/// The outcome of checking one recording: every invariant over every event, the `expect`s, and
/// replay determinism, judged against the recording's `expectFailures`.
package struct RecordingCheck: Sendable {
    package let file: RecordingFile
    /// Whether `expectFailures` was ignored (`check --strict`).
    package let isStrict: Bool
    /// Every violation, in event order.
    package let violations: [Violation]
    /// The final state.
    package let finalWorld: World

    /// Replays `file` and checks it. `conformanceTolerance` (`check --conformance-tolerance`)
    /// overrides the recording's own tolerance of `observe` numbers (its `conformanceTolerance`,
    /// else 0.5). `code`: the app's code it is replayed with (the command line's: the built-in
    /// model).
    package init(
        _ file: RecordingFile, strict: Bool = false, conformanceTolerance: Double? = nil,
        code: AppCode = AppCode()
    ) {
        self.file = file
        isStrict = strict
        var replay = Replay(file.recording, code: code, conformanceTolerance: conformanceTolerance)
        var violations: [Violation] = []
        // Long: replay.deterministic on another thread while the replay goes on.
        let trailing =
            file.recording.events.count >= Self.trailingDeterminismFrom
            ? TrailingDeterminism(file.recording, start: replay.world) : nil
        var determinism = DeterminismCheck()
        if trailing == nil { determinism.observe(replay.world) }
        while !replay.isAtEnd {
            violations += replay.step()
            if let trailing { trailing.observe(replay.world) } else { determinism.observe(replay.world) }
        }
        violations +=
            trailing?.finish(final: replay.world)
            ?? determinism.violations(in: file.recording, final: replay.world, code: code)
        self.violations = violations
        finalWorld = replay.world
    }

    /// Recordings with at least this many events, on a machine with a second core, have
    /// `replay.deterministic` checked on another thread as the replay goes on
    /// (`TrailingDeterminism`; fewer: a thread costs more than it saves).
    static var trailingDeterminismFrom: Int {
        ProcessInfo.processInfo.activeProcessorCount > 1 ? 65_536 : .max
    }

    /// The invariants declared as known bugs (none when strict).
    package var declaredFailures: [InvariantName] {
        isStrict ? [] : file.recording.scene.expectedFailures
    }

    /// Violations of invariants declared in `expectFailures`: the known bug, caught.
    package var expectedViolations: [Violation] {
        violations.filter { declaredFailures.contains($0.invariant) }
    }

    /// Violations that make the check fail.
    package var unexpectedViolations: [Violation] {
        violations.filter { !declaredFailures.contains($0.invariant) }
    }

    /// Declared known bugs that did not occur: the recording no longer catches them.
    package var missingFailures: [InvariantName] {
        declaredFailures.filter { name in !violations.contains { $0.invariant == name } }
    }

    package var passed: Bool { unexpectedViolations.isEmpty && missingFailures.isEmpty }

    /// The number of `expect` events in the recording that `check` runs: those without `code`.
    package var expectationCount: Int {
        file.recording.events.count { if case .expect(let e) = $0.kind { e.code == nil } else { false } }
    }

    /// The names of the app code that the recording's other `expect` lines were written for, with
    /// their numbers of lines, by name: those only a replay of that code in Swift checks.
    package var expectationsForCode: [(name: String, count: Int)] {
        file.recording.expectCodeNames.map { ($0.name, $0.lines) }.sorted { $0.name < $1.name }
    }

    /// Every diagnostic to print, in line order: unexpected violations as errors, caught known bugs
    /// as warnings, at most `limit` per invariant (then one note with the number left out), and
    /// missing known bugs as errors on line 1.
    package func diagnostics(limitPerInvariant limit: Int = 20) -> [Diagnostic] {
        findings(limitPerInvariant: limit).map(\.diagnostic)
    }

    /// `diagnostics(limitPerInvariant:)`, each with the violation it reports (if it reports one).
    package func findings(limitPerInvariant limit: Int = 20) -> [CheckFinding] {
        var result: [CheckFinding] = []
        var shown: [InvariantName: Int] = [:]
        for violation in violations {
            let count = shown[violation.invariant, default: 0]
            shown[violation.invariant] = count + 1
            guard count < limit else { continue }
            if declaredFailures.contains(violation.invariant) {
                var expected = violation
                expected.message = "expected failure: " + violation.message
                result.append(
                    CheckFinding(file.diagnostic(for: expected, severity: .warning), violation: violation))
            } else {
                result.append(CheckFinding(file.diagnostic(for: violation), violation: violation))
            }
        }
        for (invariant, count) in shown.sorted(by: { $0.key < $1.key }) where count > limit {
            result.append(
                CheckFinding(
                    Diagnostic(
                        path: file.path, line: 1, column: 1, severity: .note,
                        "[\(invariant.rawValue)] \(count - limit) more violations not shown (\(count) in all)"
                    )))
        }
        for invariant in missingFailures {
            result.append(
                CheckFinding(
                    Diagnostic(
                        path: file.path, line: 1, column: 1,
                        "[\(invariant.rawValue)] expected failure did not occur: the recording declares it in "
                            + "expectFailures, but replaying it no longer breaks it")))
        }
        return result
    }

    /// One line for the summary: `PASS path (412 events, 12 expects)`, and for the `expect` lines
    /// written for app code, which `check` cannot run, `…, 30 more for app code ShyBar)` (past
    /// twelve names, eight and how many more lines for how many other names).
    package var summaryLine: String {
        var events = "\(plural(file.recording.events.count, "event")), \(plural(expectationCount, "expect"))"
        let listed = expectationsForCode.count > Spelling.wholeListLimit ? Spelling.listedNames : Int.max
        for (name, count) in expectationsForCode.prefix(listed) {
            events += ", \(count) more for app code \(name)"
        }
        if expectationsForCode.count > listed {
            let rest = expectationsForCode.dropFirst(listed)
            events += ", \(rest.reduce(0) { $0 + $1.1 }) more for \(rest.count) other app code names"
        }
        if !passed {
            return
                "FAIL \(Diagnostic.oneLine(file.path)) (\(events); \(failureReasons.joined(separator: "; ")))"
        }
        if !declaredFailures.isEmpty {
            let caught = caughtCounts.map { "\($0.invariant.rawValue) ×\($0.count)" }
            return
                "XFAIL \(Diagnostic.oneLine(file.path)) (\(events); known bug caught: \(caught.joined(separator: ", ")))"
        }
        return "PASS \(Diagnostic.oneLine(file.path)) (\(events))"
    }

    /// Why it failed: `2 violations`, `known bug not caught: header.bounds` (empty if it passed).
    package var failureReasons: [String] {
        var reasons: [String] = []
        if !unexpectedViolations.isEmpty {
            reasons.append(plural(unexpectedViolations.count, "violation"))
        }
        if !missingFailures.isEmpty {
            reasons.append("known bug not caught: " + missingFailures.map(\.rawValue).joined(separator: ", "))
        }
        return reasons
    }

    /// Each declared known bug and how many times it was caught.
    package var caughtCounts: [(invariant: InvariantName, count: Int)] {
        let expected = expectedViolations
        return declaredFailures.map { name in (name, expected.count { $0.invariant == name }) }
    }
}
