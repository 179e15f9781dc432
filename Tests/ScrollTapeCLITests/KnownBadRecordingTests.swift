import Foundation
import Testing

/// Every recording in `recordings/known-bad/` documents a bug, as does a seed screen that declares one:
/// `check --strict` must report it at the offending event, and plain `check` must accept it as an
/// expected failure (the session line's `expectFailures`).
@Suite("known-bad recordings, end to end")
struct KnownBadRecordingTests {
    static let paths = RecordingFacts.declaringFailures

    @Test func everyKnownBadRecordingDeclaresItsBug() throws {
        let folder = RecordingFacts.paths(under: "recordings/known-bad")
        #expect(!folder.isEmpty, "no recordings in recordings/known-bad")
        #expect(Set(folder).isSubset(of: Self.paths))
        for path in folder {
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
        #expect(result.stdoutLines.count == 2, "\(result.stdout)")
        #expect(result.stdoutLines.first?.hasPrefix("FAIL \(path) (") == true, "\(result.stdout)")
        #expect(
            result.stdoutLines.last
                == "checked 1 recording, \(recording.eventCount) events: 0 passed, 1 failed")
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
        #expect(
            result.stdoutLines.last
                == "checked 1 recording, \(recording.eventCount) events: 0 passed, 1 known bug caught, 0 failed"
        )

        // Each warning is the error --strict prints, said to be expected; notes are the same.
        let strict = try run(["check", "--strict", path])
        let strictError = /: error: \[(?<invariant>[a-zA-Z.]+)\][ ]/
        let expected = strict.stderrLines.map { line in
            line.replacing(strictError) { ": warning: [\($0.invariant)] expected failure: " }
        }
        #expect(result.stderrLines == expected)
    }
}
