import Foundation
import Testing

/// Every recording in `recordings/known-bad/` documents a bug: `check --strict` must report it at the
/// offending event, and plain `check` must accept it as an expected failure (SPEC §1.1 `expectFailures`).
@Suite("known-bad recordings, end to end")
struct KnownBadRecordingTests {
    static let paths = RecordingFacts.paths(under: "recordings/known-bad")

    @Test func everyKnownBadRecordingDeclaresItsBug() throws {
        #expect(!Self.paths.isEmpty, "no recordings in recordings/known-bad")
        for path in Self.paths {
            #expect(
                !(try RecordingFacts(path)).expectedFailures.isEmpty, "\(path) declares no expectFailures")
        }
    }

    @Test(arguments: paths)
    func strictCheckFailsAtTheOffendingEvent(path: String) throws {
        let recording = try RecordingFacts(path)
        let result = try run(["check", "--strict", path])
        #expect(result.status == 1)
        let error = /(?<path>[^:]+):(?<line>\d+):1: (?:error|note): \[(?<invariant>[a-zA-Z.]+)\] .+/
        for line in result.stderrLines {
            let match = line.wholeMatch(of: error)
            #expect(match?.path == path[...], "not an error diagnostic for \(path): \(line)")
            #expect(
                match.map { recording.expectedFailures.contains(String($0.invariant)) } == true, "\(line)")
        }
        for invariant in recording.expectedFailures {
            let offendingLine = try recording.firstOffendingLine(of: invariant)
            let first = result.stderrLines.first { $0.contains(": error: [\(invariant)] ") }
            #expect(
                first?.hasPrefix("\(path):\(offendingLine):1: error: [\(invariant)] ") == true,
                "\(result.stderr)")
        }
        #expect(result.stdoutLines.first?.hasPrefix("FAIL \(path) (") == true, "\(result.stdout)")
        let summary = result.stdoutLines.last ?? ""
        #expect(summary.hasPrefix("checked 1 recording, \(recording.eventCount) events: "), "\(summary)")
    }

    @Test(arguments: paths)
    func checkReportsTheExpectedFailure(path: String) throws {
        let recording = try RecordingFacts(path)
        let result = try run(["check", path])
        #expect(result.status == 0)
        let first = result.stdoutLines.first ?? ""
        #expect(first.hasPrefix("XFAIL \(path) ("), "\(result.stdout)")
        for invariant in recording.expectedFailures {
            #expect(first.contains(invariant), "\(first)")
            let offendingLine = try recording.firstOffendingLine(of: invariant)
            let warning = result.stderrLines.first { $0.contains(": warning: [\(invariant)] ") }
            #expect(
                warning?.hasPrefix("\(path):\(offendingLine):1: warning: [\(invariant)] ") == true,
                "\(result.stderr)")
        }
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        let summary = result.stdoutLines.last ?? ""
        #expect(summary.hasPrefix("checked 1 recording, \(recording.eventCount) events: "), "\(summary)")
        #expect(summary.contains(" 0 failed"), "\(summary)")
    }
}
