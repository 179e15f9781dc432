import ScrollTape
import Testing

/// The "Test your own scroll code" article: walking a replay from Swift with a `Timeline`, as written
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

    /// A project's own invariant is named in a condition as a built-in one is, once the parser is
    /// told its name.
    @Test func aConditionNamesAProjectsOwnInvariant() throws {
        let path = RecordingsTests.root.appendingPathComponent("recordings/iphone11-collapsing-header.jsonl")
            .path
        let recording = try Recording(contentsOfFile: path)
        let code = AppCode(invariants: [InvariantRegistryTests.HeaderAtLeast60WhileTouchedOnce()])
        let names = code.invariants.map(\.name)
        let timeline = Timeline(recording, code: code)
        let mine = try Condition.parse("app.headerWhileTouchedOnce", invariants: names)
        let first = recording.replay(code).violations.first { $0.invariant == "app.headerWhileTouchedOnce" }
        #expect(timeline.firstIndex(where: mine) == first?.eventIndex)
        #expect(first != nil)
        #expect(throws: ConditionError.self) { try Condition.parse("app.headerWhileTouchedOnce") }
        do {
            _ = try Condition.parse("app.typo", invariants: names)
            Issue.record("a name that is none of the invariants' is refused")
        } catch {
            #expect(
                error.message.hasSuffix(
                    "conformance, header.expandedAtTop, section.gapBelowHeader, scroll.followsFinger, replay.deterministic, app.headerWhileTouchedOnce)"
                ))
        }
    }

    /// `print(timeline)` prints one line, not the states (found by a first-time user's trial: it
    /// printed hundreds of kilobytes).
    @Test func aTimelineDescribesItselfInOneLine() throws {
        let path = RecordingsTests.root.appendingPathComponent(
            "recordings/known-bad/iphone11-bouncing-header.jsonl"
        )
        .path
        var recording = try Recording(contentsOfFile: path)
        recording.path = "recordings/known-bad/iphone11-bouncing-header.jsonl"
        var timeline = Timeline(recording)
        timeline.move(to: 12)
        // 97 header.overscroll violations, and at event 794 header.expandedAtTop beside one of them.
        #expect(
            "\(timeline)"
                == "Timeline(recordings/known-bad/iphone11-bouncing-header.jsonl: at 12 of 799, 98 violations at "
                + "97 indices, 7 checkpoints every 128 events)")
    }
}
