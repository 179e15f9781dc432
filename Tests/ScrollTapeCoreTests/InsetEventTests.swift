import Testing

@testable import ScrollTapeCore

/// The `inset` event: the app set a scroll view's content inset, taken as the app's code's insets
/// are (FORMAT.md `inset`).
@Suite struct InsetEventTests {
    static func inset(_ top: Double, at t: Double, indicator: Double? = nil) -> Event {
        Event(
            t: t,
            .inset(
                InsetChange(
                    inset: EdgeInsets(top: top), indicatorInset: indicator.map { EdgeInsets(top: $0) })))
    }

    @Test func theOffsetStaysAndTheRangeFollows() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.inset(60, at: 0.5))
        #expect(world.axisOffset == -148)
        #expect(world.metrics.lowerBound == -208)
        #expect(world.metrics.adjustedInset.top == 208)
        #expect(world.screen.configuration(.primary).inset.top == 60)
        #expect(world.scroll.mode == .idle)
    }

    @Test func aDraggingFingerDragsOnFromWhereBothAre() {
        var world = World(scene: Scenes.collapsing())
        let t = world.drag(from: 700, to: 500, step: 20, at: 1, lift: false)
        let before = world.axisOffset
        world.apply(Self.inset(60, at: t + 1.0 / 60))
        #expect(world.axisOffset == before)
        world.apply(.touch(1, .moved, 200, 490, at: t + 2.0 / 60))
        #expect(world.axisOffset == before + 10)
    }

    /// FORMAT.md: a motion under way meets the new range at its next frame; a bounce keeps going to
    /// the edge it had.
    @Test func aBounceUnderWayKeepsGoingToTheEdgeItHad() {
        var world = World(scene: Scenes.collapsing())
        let t = world.drag(from: 400, to: 800, step: 40, at: 1)  // a flick down at the top: a bounce
        #expect(world.scroll.mode.isMoving)
        world.apply(Self.inset(60, at: t + 0.01))
        ScrollViewDelegateTests.frames(&world, from: t + 0.01, seconds: 2)
        #expect(world.scroll.mode == .idle)
        #expect(world.axisOffset == -148)
        #expect(world.metrics.lowerBound == -208)
    }

    @Test func theDelegateHearsAnAdjustedInsetThatChanged() throws {
        var world = World(scene: Scenes.collapsing(), delegate: ScrollViewDelegateTests.CallLog())
        let count = { (world: World) in
            (world.delegate as? ScrollViewDelegateTests.CallLog)?.calls.count {
                $0.hasPrefix("didChangeAdjustedContentInset")
            }
        }
        world.apply(Self.inset(60, at: 0.5))
        #expect(count(world) == 1)
        world.apply(Self.inset(60, at: 0.6, indicator: 148))  // the indicator alone: not the adjusted inset
        #expect(count(world) == 1)
        #expect(world.state[path: "scroll.indicatorInset.top"] == .number(148))
    }
}

extension InsetEventTests {
    /// A refresh control's inset taken away at the top: alone, it leaves the list resting above
    /// its new top (`scroll.rest`); with the list moved to the new top in the same event (`y`, as
    /// the app sets `contentOffset` in the same turn of the run loop), nothing is judged between.
    @Test(arguments: [nil, -148.0])
    func anInsetTakenAwayAtTheTop(movingTheListTo y: Double?) {
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: [
                Self.inset(60, at: 0.1), Event(t: 0.2, .scroll(.absolute(x: nil, y: -208))),
                Event(t: 0.3, .inset(InsetChange(inset: EdgeInsets(), y: y))),
            ])
        var replay = Replay(recording)
        var violations: [Violation] = []
        replay.run { violations.append($0) }
        #expect(violations.map(\.invariant) == (y == nil ? [.scrollRest] : []))
        #expect(replay.world.axisOffset == y ?? -208)
        #expect(replay.world.header?.height == 148)
    }
}
