import Foundation
import ScrollTape

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Replays the recording at `path` with your own code — a header behaviour, `hitTest(_:with:)`
/// overrides by view id, rules of your own (`Invariant`s) — and fails the calling test, at its
/// own file and line, when it breaks an invariant (SPEC §6) or, with `matchesBuiltIn` and a header, when its header differs
/// from the built-in behaviour the recording's session names by more than `tolerance`.
///
/// Works under Swift Testing and XCTest alike. The failure lists each problem as a compiler-style
/// line pointing at the recording (`recordings/flick.jsonl:57:1: error: [header.direction] …`),
/// and those lines are also written to standard error, where Xcode and CI problem matchers read
/// them.
///
/// ```swift
/// @Test func myHeaderFollowsTheList() {
///     assertReplay("recordings/iphone11-collapsing-header.jsonl", header: MyHeader())
/// }
/// ```
///
/// - Parameters:
///   - path: The recording, as `Recording(contentsOfFile:)` reads it (relative paths from the
///     current folder: the package root under `swift test`).
///   - header: Your `HeaderBehavior` (nil: the built-in one the session names).
///   - hitTests: Your `hitTest(_:with:)` overrides, by view id (`["header": PassThroughView()]`).
///   - invariants: Rules of your own screen, checked at every event after the built-in ones.
///   - matchesBuiltIn: Also compare the header's height at every index with the built-in
///     behaviour's (`collapsing`, `pinned`, …): the first divergence fails the test.
///   - tolerance: How far the heights may differ, in points.
public func assertReplay(
    _ path: String, header: (any HeaderBehavior)? = nil, hitTests: [String: any HitTestOverride] = [:],
    invariants: [any Invariant] = [], matchesBuiltIn: Bool = true, tolerance: Double = Tolerance.divergence,
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
    assertReplay(
        recording, header: header, hitTests: hitTests, invariants: invariants, matchesBuiltIn: matchesBuiltIn,
        tolerance: tolerance, at: location)
}

/// ``assertReplay(_:header:hitTests:invariants:matchesBuiltIn:tolerance:fileID:filePath:line:column:)`` with
/// a recording already read (or built in the test).
public func assertReplay(
    _ recording: Recording, header: (any HeaderBehavior)? = nil,
    hitTests: [String: any HitTestOverride] = [:], invariants: [any Invariant] = [],
    matchesBuiltIn: Bool = true, tolerance: Double = Tolerance.divergence,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    assertReplay(
        recording, header: header, hitTests: hitTests, invariants: invariants, matchesBuiltIn: matchesBuiltIn,
        tolerance: tolerance, at: location)
}

private func assertReplay(
    _ recording: Recording, header: (any HeaderBehavior)?, hitTests: [String: any HitTestOverride],
    invariants: [any Invariant], matchesBuiltIn: Bool, tolerance: Double, at location: CallerLocation
) {
    let result = recording.replay(header: header, hitTests: hitTests, invariants: invariants)
    var lines = result.diagnostics.map(\.description)
    var summary: [String] = []
    if !result.violations.isEmpty {
        summary.append(plural(result.violations.count, "invariant violation"))
    }
    if matchesBuiltIn, header != nil, recording.scene.header != nil,
        let divergence = result.firstDivergence(from: recording.replay(), tolerance: tolerance)
    {
        let path = recording.path ?? "<recording>"
        lines.append(
            Diagnostic(
                path: path, line: divergence.index + 1, column: 1, "[divergence] \(divergence.message)"
            )
            .description)
        summary.append("diverges from the built-in header at index \(divergence.index)")
    }
    guard !summary.isEmpty else { return }
    let names =
        (header.map { [String(describing: type(of: $0))] } ?? [])
        + hitTests.keys.sorted().map { "\(String(describing: type(of: hitTests[$0]!))) on '\($0)'" }
    location.fail(
        "\(names.isEmpty ? "the built-in model" : names.joined(separator: " and ")) on "
            + "\(recording.path ?? "the recording"): " + summary.joined(separator: "; "), lines: lines)
}

/// Where the assertion was called: failures are reported there.
struct CallerLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// Fails the running test with `summary` and `lines` (also written to standard error).
    func fail(_ summary: String, lines: [String]) {
        if AssertReplayEcho.toStandardError {
            var console = StandardConsole()
            for line in lines { console.err(line) }
        }
        let message = ([summary] + lines).joined(separator: "\n")
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
        #else
            preconditionFailure(message)
        #endif
    }
}

/// The process's current folder (`getcwd`).
private var currentFolder: String {
    FileManager.default.currentDirectoryPath
}
