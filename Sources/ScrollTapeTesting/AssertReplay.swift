import Foundation
import ScrollTape

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Replays the recording at `path` with your own code (`code`: a header behaviour, a
/// `ScrollViewDelegate`, `hitTest(_:with:)` overrides by view id, view effects, rules of your own
/// as `Invariant`s; `AppCode()`: the built-in model the session line names) and fails the calling
/// test, at its own file and line, when it breaks an invariant or an `expect` line or, with
/// `matchesBuiltIn` and a header, when its header differs from the built-in behaviour the
/// recording's session names by more than `tolerance`.
///
/// Works under Swift Testing and XCTest alike. The failure is a summary that counts the failures
/// by name (`6 failures (header.direction ×4, expect ×2)`), then the problems as compiler-style
/// lines pointing at the recording (`recordings/flick.jsonl:57:1: error: [header.direction] …`):
/// the first divergence first, then the failures in file order, each once, at most five and a
/// count of the rest. In CI (`CI` set) they are also written to standard error, led by the
/// test's own file and line, where problem matchers read them.
///
/// ```swift
/// @Test func myHeaderFollowsTheList() {
///     let code = AppCode(header: MyHeader(), hitTests: ["header": PassThroughView()])
///     assertReplay("recordings/overlay-passthrough-controls.jsonl", code: code)
/// }
/// ```
///
/// - Parameters:
///   - path: The recording, as `Recording(contentsOfFile:)` reads it (relative paths from the
///     current folder: the package root under `swift test`).
///   - code: Your code (`AppCode` says what each part is; a part left out is the built-in
///     behaviour the session line names).
///   - matchesBuiltIn: Also compare the header's height at every index with the built-in
///     behaviour's (`collapsing`, `pinned`, …): the first divergence fails the test. Nil (the
///     default): compared unless the code has a name (`AppCode.name`): code with `expect` lines
///     of its own is meant to differ from the built-in header.
///   - tolerance: How far the heights may differ, in points.
///   - fileID: The calling test's file (`#fileID`), where a failure is recorded.
///   - filePath: The calling test's file path (`#filePath`).
///   - line: The calling test's line (`#line`).
///   - column: The calling test's column (`#column`).
public func assertReplay(
    _ path: String, code: AppCode = AppCode(), matchesBuiltIn: Bool? = nil,
    tolerance: Double = Tolerance.divergence,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let recording: Recording
    do throws(Diagnostic) {
        recording = try Recording(contentsOfFile: path)
    } catch {
        // A relative path is from the current folder, which an IDE's test runner may not set
        // where the package is: say which it was.
        let base =
            path.hasPrefix("/") ? "" : " (its path is relative to the current folder, \(currentFolder))"
        location.fail("the recording cannot be read\(base)", lines: [error.description])
        return
    }
    assertReplay(recording, code: code, matchesBuiltIn: matchesBuiltIn, tolerance: tolerance, at: location)
}

/// ``assertReplay(_:code:matchesBuiltIn:tolerance:fileID:filePath:line:column:)-(String,_,_,_,_,_,_,_)`` with a
/// recording already read (or built in the test).
public func assertReplay(
    _ recording: Recording, code: AppCode = AppCode(), matchesBuiltIn: Bool? = nil,
    tolerance: Double = Tolerance.divergence, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    assertReplay(recording, code: code, matchesBuiltIn: matchesBuiltIn, tolerance: tolerance, at: location)
}

private func assertReplay(
    _ recording: Recording, code: AppCode, matchesBuiltIn: Bool?, tolerance: Double,
    at location: CallerLocation
) {
    let result = recording.replay(code)
    let path = recording.path ?? "<recording>"
    var summary: [String] = []
    var divergenceLine: String?
    // A delegate without a header behaviour sets the header's height itself: compared too.
    if matchesBuiltIn ?? (code.name == nil), code.header != nil || code.delegate != nil,
        recording.scene.header != nil,
        let divergence = result.firstDivergence(from: recording.replay(), tolerance: tolerance)
    {
        divergenceLine =
            Diagnostic(
                path: path, line: divergence.index + 1, column: 1, "[divergence] \(divergence.message)"
            )
            .description
        summary.append("diverges from the built-in header at index \(divergence.index)")
    }
    // The code's misuses of the library (an id the screen does not have) first: what follows
    // may well come of them.
    let misuses = result.violations.count { $0.invariant == .codeMisuse }
    if misuses > 0 {
        summary.insert(
            plural(misuses, "misuse") + " of the library by the code (code.misuse)", at: 0)
    }
    let failures = result.violations.filter { $0.invariant != .codeMisuse }
    if !failures.isEmpty {
        // How many of each, most first, counted as `check` counts a known bug it caught
        // (`header.bounds ×3`): `6 failures (header.direction ×4, expect ×2)`. Failures, not
        // "invariant violations": an `expect` line that does not hold is one too.
        let counts = Dictionary(grouping: failures, by: \.invariant).map {
            ($0.key.rawValue, $0.value.count)
        }
        .sorted { ($0.1, $1.0) > ($1.1, $0.0) }
        summary.append(
            plural(failures.count, "failure") + " ("
                + counts.map { "\($0.0) ×\($0.1)" }.joined(separator: ", ") + ")")
    }
    if let name = code.name, let hint = misspeltCodeName(name, in: recording) {
        summary.append("no expect line is for '\(name)', \(hint)")
    }
    guard !summary.isEmpty else { return }
    let hitTests = code.hitTests
    let names =
        (code.header.map { [String(describing: type(of: $0))] } ?? [])
        + hitTests.keys.sorted().map { "\(String(describing: type(of: hitTests[$0]!))) on '\($0)'" }
        + (code.effects ?? []).map { String(describing: type(of: $0)) }
        + (code.delegate.map { [String(describing: type(of: $0))] } ?? [])
    // `scrolltape check` replays the built-in model: it lists the same problems only when no code
    // of the test's own takes part.
    let isBuiltInModel =
        code.header == nil && hitTests.isEmpty && code.effects == nil && code.invariants.isEmpty
        && code.delegate == nil && recording.path != nil
    let failure = ReplayFailure(
        summary: "\(names.isEmpty ? "the built-in model" : names.joined(separator: " and ")) on "
            + "\(recording.path.map(Diagnostic.oneLine) ?? "the recording"): "
            + summary.joined(separator: "; "),
        first: misuseLines(result) + (divergenceLine.map { [$0] } ?? []),
        others: zip(result.violations, result.diagnostics).compactMap {
            $0.invariant == .codeMisuse ? nil : $1.description
        },
        seeAll: isBuiltInModel
            // `--strict`: the violations a recording declares in `expectFailures` are listed too.
            ? "run `scrolltape check \(recording.scene.expectedFailures.isEmpty ? "" : "--strict ")"
                + "\(Diagnostic.oneLine(path))` for all"
            : "`recording.replay(…).diagnostics` lists them all")
    location.fail(failure)
}

/// The lines of the code's misuses of the library (`code.misuse`), in file order, each mistake
/// once (at the first event it was made at; the summary counts them all).
private func misuseLines(_ result: ReplayResult) -> [String] {
    var seen: Set<String> = []
    return zip(result.violations, result.diagnostics).compactMap { violation, diagnostic in
        guard violation.invariant == .codeMisuse, seen.insert(violation.message).inserted else { return nil }
        return diagnostic.description
    }
}

/// When the recording has no `expect` line for app code `name` but has lines for a name close to
/// it (a misspelling on one side or the other): a hint naming it (`did you mean 'QuickReturnBar'?`).
private func misspeltCodeName(_ name: String, in recording: Recording) -> String? {
    let names = recording.expectCodeNames.map(\.name)
    return names.contains(name) ? nil : Spelling.didYouMean(name, among: names)
}

/// Where the assertion was called: failures are reported there.
struct CallerLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// What goes to standard error under ``AssertReplayEcho``: the summary at the test's own
    /// file and line, then the failure's lines.
    func echoLines(_ failure: ReplayFailure) -> [String] {
        let caller = Diagnostic(path: "\(filePath)", line: Int(line), column: Int(column), failure.summary)
        return [caller.description] + failure.lines
    }

    /// Fails the running test with `summary` and `lines`.
    func fail(_ summary: String, lines: [String]) {
        fail(ReplayFailure(summary: summary, first: [], others: lines, seeAll: ""))
    }

    /// Fails the running test, at the caller, with `failure`'s summary and lines, once: in the
    /// issue (which the test runner prints and Xcode shows), and also on standard error under
    /// ``AssertReplayEcho`` (CI problem matchers) when the runner indents the issue's lines.
    func fail(_ failure: ReplayFailure) {
        #if canImport(Testing)
            if Test.current != nil {
                if AssertReplayEcho.toStandardError {
                    // Swift Testing prints a comment's lines indented, where a problem matcher
                    // does not read them: the same lines at column 1, the test's own first.
                    var console = StandardConsole()
                    for text in echoLines(failure) { console.err(text) }
                }
                Issue.record(
                    Comment(rawValue: failure.message),
                    sourceLocation: SourceLocation(
                        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        // XCTest prints the message's lines as they are, after `file:line: error:`.
        #if canImport(XCTest)
            XCTFail(failure.message, file: filePath, line: line)
        #else
            // No test framework to fail a test in: the failure on standard error, and the run
            // goes on.
            var console = StandardConsole()
            for text in echoLines(failure) { console.err(text) }
        #endif
    }
}

/// The process's current folder (`getcwd`).
private var currentFolder: String {
    FileManager.default.currentDirectoryPath
}
