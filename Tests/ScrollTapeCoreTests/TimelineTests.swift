import Testing

@testable import ScrollTapeCore

/// The checkpointed timeline gives exactly the states of a replay from the start, however it moves.
@Suite struct TimelineTests {
    static let names = TimelineRecordings.all.map(\.name)

    @Test(arguments: names, [1, 5, 64])
    func stateAtEveryIndexEqualsAFreshReplay(recording name: String, checkpointInterval: Int) {
        let recording = TimelineRecordings.named(name)
        let reference = TimelineRecordings.reference(name)
        let timeline = Timeline(recording, checkpointInterval: checkpointInterval)
        for index in 0...timeline.count {
            #expect(timeline.state(at: index) == reference.worlds[index], "index \(index)")
            #expect(timeline.stateValue(at: index) == reference.states[index], "index \(index)")
            #expect(timeline.violations(at: index) == reference.violations[index], "index \(index)")
        }
        #expect(timeline.allViolations == reference.violations.flatMap { $0 })
    }

    @Test(arguments: names)
    func stepBackAndGotoInAnyOrderMatchTheReplay(recording name: String) {
        let recording = TimelineRecordings.named(name)
        let reference = TimelineRecordings.reference(name)
        var timeline = Timeline(recording, checkpointInterval: 8)
        var generator = LinearCongruential(seed: 7)
        for _ in 0..<300 {
            switch generator.next() % 4 {
            case 0: timeline.step(Int(generator.next() % 12) + 1)
            case 1: timeline.back(Int(generator.next() % 12) + 1)
            case 2: timeline.move(to: Int(generator.next() % UInt64(timeline.count + 1)))
            default: timeline.step()
            }
            #expect(timeline.current == reference.worlds[timeline.index], "at \(timeline.index)")
        }
    }

    @Test func stepAndBackStopAtTheEnds() {
        var timeline = Timeline(TimelineRecordings.named("collapsing header"))
        timeline.back(3)
        #expect(timeline.index == 0)
        timeline.step(timeline.count + 10)
        #expect(timeline.index == timeline.count)
        timeline.back(timeline.count * 2)
        #expect(timeline.index == 0)
    }

    @Test func seekFindsTheLastEventAtOrBeforeATime() {
        let timeline = Timeline(TimelineRecordings.named("collapsing header"))
        let events = timeline.recording.events
        for time in [-1, 0, 0.2, 0.25, 1, 1.2345, 3, 100] {
            let expected = events.lastIndex { $0.t <= time }.map { $0 + 1 } ?? 0
            #expect(timeline.index(atTime: time) == expected, "t=\(time)")
        }
    }

    @Test func marksAreListedWithTheirIndices() {
        let timeline = Timeline(TimelineRecordings.named("collapsing header"))
        let expected = timeline.recording.events.enumerated().compactMap { offset, event -> String? in
            if case .mark(let label) = event.kind { "\(label)@\(offset + 1)" } else { nil }
        }
        #expect(timeline.marks.map { "\($0.label)@\($0.index)" } == expected)
        #expect(timeline.indices(of: .mark("start")).count == 2)
        #expect(timeline.indices(of: .mark("nowhere")).isEmpty)
    }

    @Test func checkpointsShrinkWithTheInterval() {
        let recording = TimelineRecordings.named("bouncing header")
        let dense = Timeline(recording, checkpointInterval: 1).checkpointBytes
        let sparse = Timeline(recording, checkpointInterval: 64).checkpointBytes
        #expect(dense >= (recording.events.count + 1) * MemoryLayout<World>.stride)
        #expect(sparse * 20 < dense)
    }

    @Test func pathValuesAreTheValuesOfTheFullState() {
        let others: [StatePath] = ["touches.0.x", "actions", "header", "scroll.offset", "nope"]
        let paths = Array(PathReader.scalarReaders.keys) + others
        let readers = PathReader.readers(of: paths + ["index"])
        #expect(readers.count == paths.count, "each path read once")
        for (name, _) in TimelineRecordings.all {
            let reference = TimelineRecordings.reference(name)
            for (world, state) in zip(reference.worlds, reference.states) {
                let values = PathValues(
                    world, reading: readers, violations: reference.violationCounts[world.index])
                for path in paths {
                    #expect(values[path] == path.value(in: state), "\(name) index \(world.index) \(path)")
                }
            }
        }
    }
}

/// Time travel through the app's own code: its effects are part of every state, its invariants are
/// checked once, as a replay checks them.
@Suite struct TimelineAppCodeTests {
    /// A title that fades out over the first 100 pt of scrolling (the app's own effect).
    struct FadingTitle: ViewEffect {
        var scrollViewID: String? { nil }
        var viewIDs: [String] { ["title"] }

        mutating func didScroll(_ screen: inout EffectScreen) {
            screen.views[0].alpha = min(max(1 - (screen.offset - screen.minOffset) / 100, 0), 1)
        }
    }

    /// The project's rule: the title stays at least half visible.
    struct TitleHalfVisible: Invariant {
        var name: InvariantName { "app.titleHalfVisible" }

        func check(_ step: ReplayStep, remembering _: inout Void, into found: inout [Violation]) {
            guard let alpha = TimelineAppCodeTests.titleAlpha(step.after), alpha < 0.5 else { return }
            found.append(Violation(name, event: step.index, "title alpha \(alpha) < 0.5"))
        }
    }

    static let code = AppCode(effects: [FadingTitle()], invariants: [TitleHalfVisible()])

    /// The title's alpha in `world`'s state (nil: no effect changes it).
    static func titleAlpha(_ world: World) -> Double? {
        if case .number(let alpha)? = world.state[path: "views.title.alpha"] { alpha } else { nil }
    }

    @Test func aProjectsInvariantIsReportedAtTheEventThatBrokeIt() {
        let recording = TimelineRecordings.named("collapsing header")
        let timeline = Timeline(recording, code: Self.code, checkpointInterval: 8)
        var reported = 0
        for index in 0...timeline.count {
            let violations = timeline.violations(at: index)
            #expect(violations.allSatisfy { $0.eventIndex == index }, "index \(index)")
            let mine = violations.filter { $0.invariant == "app.titleHalfVisible" }
            let faded = index > 0 && Self.titleAlpha(timeline.state(at: index)).map { $0 < 0.5 } == true
            #expect(mine.count == (faded ? 1 : 0), "index \(index)")
            reported += mine.count
        }
        #expect(reported > 0 && reported < timeline.count, "the title fades and comes back")
        #expect(!Timeline(recording).allViolations.contains { $0.invariant == "app.titleHalfVisible" })
    }

    @Test func timeTravelRunsTheEffectsAsAReplayDoes() {
        let recording = TimelineRecordings.named("collapsing header")
        let result = recording.replay(Self.code)
        var replay = Replay(recording, code: Self.code)
        var worlds = [replay.world]
        while !replay.isAtEnd {
            replay.step()
            worlds.append(replay.world)
        }
        let timeline = Timeline(recording, code: Self.code, checkpointInterval: 8)
        #expect(timeline.allViolations == result.violations)
        // Backwards: every state from a checkpoint, none from the state before it.
        for index in stride(from: timeline.count, through: 0, by: -1) {
            let state = timeline.state(at: index)
            #expect(state == worlds[index], "index \(index)")
            #expect(state.header?.height == result.headerHeight(at: index), "index \(index)")
        }
        #expect(worlds.contains { Self.titleAlpha($0) == 0 } && Self.titleAlpha(worlds[0]) == 1)
        #expect(Self.titleAlpha(Timeline(recording).state(at: timeline.count)) == nil, "no effect by default")
    }
}

/// A tiny deterministic generator for move sequences and random springs.
struct LinearCongruential {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    /// A value spread evenly over `range`.
    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next()) / Double(UInt64(1) << 31) * (range.upperBound - range.lowerBound)
    }
}
