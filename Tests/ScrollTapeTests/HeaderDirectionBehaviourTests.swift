import Foundation
import ScrollTape
import ScrollTapeExamples
import Testing

/// `header.direction` holds for the quick-return behaviours under every name (`collapsing`,
/// `enterAlways`, `enterAlwaysCollapsed`) and for no other: seed 000's code, whose header moves the
/// wrong way after a move across an edge, replayed on a screen that names each behaviour.
@Suite struct HeaderDirectionBehaviourTests {
    static let recording = RecordingsTests.root.appendingPathComponent(
        "recordings/collapsing-edge-crossing.jsonl")

    @Test(arguments: [
        ("collapsing", 2), ("enterAlways", 2), ("enterAlwaysCollapsed", 2), ("pinned", 0),
        ("exitUntilCollapsed", 0), ("stretchy", 0), ("none", 0),
    ])
    func headerDirectionAppliesToTheQuickReturnBehaviours(behavior: String, violations: Int) throws {
        let text = try String(contentsOf: Self.recording, encoding: .utf8).replacingOccurrences(
            of: #""behavior":"collapsing""#, with: #""behavior":"\#(behavior)""#)
        let file = try RecordingReader.parse(Array(text.utf8), path: "edge-crossing.jsonl")
        let result = file.recording.replay(AppCode(header: ArticleHeaderFixedStart()))
        let direction = result.violations.filter { $0.invariant == .headerDirection }
        #expect(direction.count == violations)
    }
}
