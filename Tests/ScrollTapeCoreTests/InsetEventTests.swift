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
    /// A refresh control's inset taken away with the list resting at its refreshing top (-208):
    /// UIKit brings the list back into the range at once (its adjustment at rest), so alone it
    /// leaves the list at its new top as when the app also moves it there (`y`, as the app sets
    /// `contentOffset` in the same turn of the run loop); nothing is judged either way.
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
        #expect(violations.isEmpty)
        #expect(replay.world.axisOffset == -148)
        #expect(replay.world.header?.height == 148)
    }

    /// Logs `scrollViewDidScroll` (with the offset) and `scrollViewDidChangeAdjustedContentInset`.
    struct OffsetLog: ScrollViewDelegate {
        var calls: [String] = []
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            calls.append("didScroll \(formatNumber(screen.scrollView.contentOffset.y))")
        }
        mutating func scrollViewDidChangeAdjustedContentInset(_ screen: inout AppScreen) {
            calls.append("didChangeAdjustedContentInset")
        }
    }

    /// The adjustment at rest is a scroll the app's code hears (`scrollViewDidScroll` at the new
    /// offset), before `scrollViewDidChangeAdjustedContentInset`.
    @Test func theCodeHearsTheListComeBackIntoRange() throws {
        var world = World(scene: Scenes.collapsing(), delegate: OffsetLog())
        world.apply(Self.inset(60, at: 0.1))
        world.apply(Event(t: 0.2, .scroll(.absolute(x: nil, y: -208))))
        let before = try #require(world.delegate as? OffsetLog).calls.count
        world.apply(Self.inset(0, at: 0.3))
        let log = try #require(world.delegate as? OffsetLog)
        #expect(Array(log.calls.dropFirst(before)) == ["didScroll -148", "didChangeAdjustedContentInset"])
    }

    /// A finger on the list keeps its offset when the range shrinks under it (tracking, or
    /// dragging); it meets the new range when the finger lifts: the list springs back to it.
    @Test func aFingerOnTheListKeepsItsOffsetUntilItLifts() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.inset(60, at: 0.1))
        world.apply(Event(t: 0.2, .scroll(.absolute(x: nil, y: -208))))
        world.apply(.touch(1, .began, 200, 500, at: 0.3))
        world.apply(Self.inset(0, at: 0.35))
        #expect(world.axisOffset == -208)
        world.apply(.touch(1, .ended, 200, 500, at: 0.4))
        #expect(world.scroll.mode.isMoving)
        ScrollViewDelegateTests.frames(&world, from: 0.4, seconds: 2)
        #expect(world.axisOffset == -148)
    }

    /// A content size the app's code sets that leaves the resting list past its new end brings the
    /// list back to it.
    @Test func aContentSizeThatShrinksUnderARestingListBringsItBack() throws {
        struct Shrink: ScrollViewDelegate {
            mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool)
            {
                screen.scrollView.contentSize = Size(width: 414, height: 1000)
            }
        }
        var scene = Scenes.collapsing()
        scene.scroll.content = .size(width: 414, height: 3000)
        var world = World(scene: scene, delegate: Shrink())
        world.apply(Event(t: 0.1, .scroll(.absolute(x: nil, y: 2000))))
        // A drag released at rest: didEndDragging(false) shrinks the content to 1000 (range
        // [-148, 138]); the list at 2040 comes back to 138 at once.
        let t = world.drag(from: 700, to: 640, step: 10, at: 0.5, lift: false)
        #expect(world.axisOffset == 2040)
        world.apply(.touch(1, .ended, 200, 640, at: t + 0.2))
        #expect(world.metrics.upperBound == 138)
        #expect(world.axisOffset == 138)
        #expect(world.scroll.mode == .idle)
    }
}
