import ScrollTape
import Testing

/// README "Test your own header code": walking a replay from Swift with a `Timeline`, as written
/// there, finds the first event that broke an invariant, the same one a replay reports first.
@Suite struct TimelineFromSwiftTests {
    @Test func theReadmesTimelineExampleFindsTheFirstViolation() throws {
        let path = RecordingsTests.root.appendingPathComponent(
            "recordings/known-bad/iphone11-bouncing-header.jsonl"
        )
        .path
        let recording = try Recording(contentsOfFile: path)
        let code = AppCode()
        var timeline = Timeline(recording, code: code)
        let bad = timeline.firstIndex(where: try Condition.parse("violation"))
        let first = try #require(recording.replay(code).violations.first)
        #expect(bad == first.eventIndex)
        if let bad {
            timeline.move(to: bad)
            #expect(timeline.index == bad)
            #expect(timeline.violations(at: bad).first == first)
            #expect(timeline.state(at: bad).header?.height != nil)
        }
    }
}
