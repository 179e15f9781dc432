import Testing

@testable import ScrollTapeCore

/// `first`, `last`, `continue` and `rcontinue` against a brute-force scan of every index.
@Suite struct TimelineSearchTests {
    static let names = TimelineRecordings.all.map(\.name)

    static let conditions = [
        "header.height < 100",
        "scroll.phase == dragging",
        "header.height changed",
        "header.overscroll",
        "violation",
        "scroll.offset.y > scroll.maxOffset.y",
        "header.height changed and scroll.offset.y > 194",
        "touches.0.owner == scroll or actions.1.kind == tap",
        "header.progress >= 0.5 and (touch.passThrough or scroll.offset.y <= -148)",
        "actions.0.kind == select",
        "scroll.offset.y > 1e9",
    ]

    /// Rule sets for `continue` and `rcontinue`.
    static let rules: [StopRules] = [
        StopRules(),
        StopRules(watches: [.value(path: "header.height")]),
        StopRules(watches: [.condition(condition("header.height < 100"))], breakpoints: [.index(40)]),
        StopRules(
            breakpoints: [
                .mark("pull-top"), .condition(condition("scroll.phase == dragging and touches.0.y < 400")),
            ],
            stopsAtViolations: false),
        StopRules(
            watches: [.value(path: "actions"), .value(path: "scroll.phase")], breakpoints: [.index(0)]),
        StopRules(watches: [.condition(condition("header.overscroll"))], stopsAtViolations: false),
        StopRules(watches: [.condition(condition("header.height changed"))], stopsAtViolations: false),
        StopRules(breakpoints: [.mark("start"), .mark("held")], stopsAtViolations: false),
        StopRules(breakpoints: [.call("loaded")], stopsAtViolations: false),
    ]

    static func condition(_ text: String) -> Condition {
        try! Condition.parse(text)
    }

    @Test(arguments: names, conditions)
    func firstAndLastMatchAScanOfEveryIndex(recording name: String, condition text: String) {
        let recording = TimelineRecordings.named(name)
        let reference = TimelineRecordings.reference(name)
        var timeline = Timeline(recording, checkpointInterval: 7)
        let condition = Self.condition(text)
        let holding = (0...reference.count).filter { reference.holds(condition, at: $0) }
        #expect(timeline.firstIndex(where: condition) == holding.first)
        #expect(timeline.lastIndex(where: condition) == holding.last)
        timeline.move(to: reference.count / 2)
        #expect(timeline.firstIndex(where: condition) == holding.first, "from the middle")
        #expect(timeline.lastIndex(where: condition) == holding.last, "from the middle")
    }

    @Test(arguments: names, Array(rules.indices))
    func continueAndRcontinueMatchAScanOfEveryIndex(recording name: String, rules position: Int) {
        let recording = TimelineRecordings.named(name)
        let reference = TimelineRecordings.reference(name)
        let rules = Self.rules[position]
        let timeline = Timeline(recording, checkpointInterval: 7)
        let forwardReasons = reference.everyReason(rules, .forward)
        let backwardReasons = reference.everyReason(rules, .backward)
        // Every fourth start, and every start next to a stop (where off-by-one errors live).
        let stops = Set(forwardReasons.indices.filter { !forwardReasons[$0].isEmpty })
        let starts = (0...reference.count).filter { start in
            start % 4 == 0 || stops.contains(start - 1) || stops.contains(start) || stops.contains(start + 1)
        }
        for start in starts {
            let forward = timeline.nextStop(from: start, .forward, rules: rules)
            #expect(
                forward == reference.stop(from: start, .forward, in: forwardReasons), "continue from \(start)"
            )
            let backward = timeline.nextStop(from: start, .backward, rules: rules)
            #expect(
                backward == reference.stop(from: start, .backward, in: backwardReasons),
                "rcontinue from \(start)")
        }
    }

    @Test func continueFromTheEndAndRcontinueFromTheStartGoNowhere() {
        let timeline = Timeline(TimelineRecordings.named("bouncing header"))
        #expect(timeline.nextStop(from: timeline.count, .forward, rules: StopRules()) == nil)
        #expect(timeline.nextStop(from: 0, .backward, rules: StopRules()) == nil)
    }

    @Test func continueFromTheStartStopsAtTheFirstViolation() {
        let timeline = Timeline(TimelineRecordings.named("bouncing header"))
        let first = timeline.firstIndex(where: Self.condition("header.overscroll"))
        #expect(first != nil)
        #expect(
            first == timeline.nextStop(from: 0, .forward, rules: StopRules())?.index,
            "continue from 0 stops at the first violation")
    }
}
