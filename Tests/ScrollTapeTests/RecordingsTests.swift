import Foundation
import ScrollTapeCore
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

/// The bundled recordings, replayed through the library as `check` does.
@Suite struct RecordingsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var recordingPaths: [String] {
        let folder = root.appendingPathComponent("recordings").path
        let paths = RecordingFinder.recordings(at: folder).recordings
        return paths
    }

    static func load(_ path: String) throws -> RecordingFile {
        do throws(Diagnostic) {
            return try RecordingReader.read(path: path)
        } catch {
            Issue.record("\(error)")
            throw error
        }
    }

    @Test func thereAreRecordingsOfEveryScreen() {
        let names = Self.recordingPaths.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names.count >= 8)
        for name in [
            "iphone11-collapsing-header.jsonl", "iphone8-collapsing-header.jsonl",
            "iphone11-bouncing-header.jsonl",
            "overlay-passthrough-self-stack.jsonl", "overlay-passthrough-controls.jsonl",
            "pinned-header.jsonl", "ipad-trackpad-wheel-app-scroll.jsonl",
        ] {
            #expect(names.contains(name), "missing \(name)")
        }
    }

    @Test(arguments: recordingPaths)
    func replayingTwiceAndResumingGivesIdenticalStates(_ path: String) throws {
        let recording = try Self.load(path).recording
        var first = Replay(recording)
        var states: [String] = [first.world.state.jsonText]
        while !first.isAtEnd {
            first.step()
            states.append(first.world.state.jsonText)
        }
        var second = Replay(recording)
        second.run()
        #expect(second.world == first.world)
        // Resume from a copy of the replay half-way through: it goes on exactly as the original.
        var halfway = Replay(recording)
        halfway.run(to: recording.events.count / 2)
        var copy = halfway
        var rest: [Violation] = []
        while !copy.isAtEnd { rest += copy.step() }
        #expect(rest == recording.replay().violations.filter { $0.eventIndex > halfway.world.index })
        #expect(copy.world == second.world)
        // Resume from a copy of the state half-way through.
        var resumed = Replay(recording, from: halfway.world)
        while !resumed.isAtEnd {
            resumed.step()
            let index = resumed.world.index
            guard states[index] == resumed.world.state.jsonText else {
                Issue.record("resumed replay differs at index \(index)")
                return
            }
        }
        #expect(recording.determinismViolations().isEmpty)
    }

    @Test(arguments: recordingPaths)
    func everyRecordingHasExpectations(_ path: String) throws {
        let check = RecordingCheck(try Self.load(path))
        #expect(check.expectationCount >= 5)
        let problems = check.diagnostics().filter { $0.severity == .error }.map(\.description)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: recordingPaths.filter { $0.contains("/known-bad/") })
    func knownBadRecordingsFailStrictlyWithTheirDeclaredInvariant(_ path: String) throws {
        let file = try Self.load(path)
        let declared = file.recording.scene.expectedFailures
        #expect(!declared.isEmpty)
        let strict = RecordingCheck(file, strict: true)
        #expect(!strict.passed)
        #expect(Set(strict.unexpectedViolations.map(\.invariant)) == Set(declared))
        let relaxed = RecordingCheck(file)
        #expect(relaxed.passed)
        #expect(relaxed.missingFailures.isEmpty)
    }

    @Test func stateJSONHasAFixedKeyOrderAndCanonicalNumbers() throws {
        let file = try Self.load(
            Self.root.appendingPathComponent("recordings/iphone11-collapsing-header.jsonl").path)
        let world = World(scene: file.recording.scene)
        #expect(
            world.state.jsonText
                == #"{"index":0,"t":0,"scroll":{"offset":{"x":0,"y":-148},"velocity":{"x":0,"y":0},"phase":"idle","#
                + #""contentSize":{"width":414,"height":3520},"adjustedInset":{"top":148,"left":0,"bottom":34,"right":0},"#
                + #""minOffset":{"x":0,"y":-148},"maxOffset":{"x":0,"y":2658},"itemCount":40,"#
                + #""contentInset":{"top":0,"left":0,"bottom":0,"right":0},"#
                + #""indicatorInset":{"top":0,"left":0,"bottom":0,"right":0}},"#
                + #""header":{"height":148,"minHeight":48,"maxHeight":148,"progress":0},"touches":[],"actions":[],"#
                + #""violations":0}"#)
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (148, "148"), (-148, "-148"), (0.2, "0.2"), (52.020_120_5, "52.0201205"),
        (1e-7, "1e-07"), (2658.5, "2658.5"), (1e20, "1e+20"),
    ])
    func jsonNumbersAreCanonical(value: Double, text: String) {
        #expect(Value.jsonNumber(value) == text)
    }
}
