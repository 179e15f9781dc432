import Testing

@testable import ScrollTapeCore

/// An app's own `ViewEffect` is the short form of a `ScrollViewDelegate`: the replay
/// calls it through the same machinery as a delegate, at the same moments; and the app's code hears
/// the motion between two events at the start of the second, before its touch is hit-tested.
@Suite struct ViewEffectShortFormTests {
    /// Slides the back button right as the list scrolls down; a tap on a control asks for a scroll
    /// far past the bottom.
    struct SlidingButton: ViewEffect {
        var scrolls = 0
        var taps: [String] = []
        var scrollViewID: String? { nil }
        var viewIDs: [String] { ["back"] }
        mutating func didScroll(_ screen: inout EffectScreen) {
            scrolls += 1
            screen.views[0].translation.x = min(max(screen.offset - screen.minOffset, 0), 300)
        }
        mutating func didTap(_ control: String, screen: inout EffectScreen) {
            taps.append(control)
            screen.setContentOffset(Point(x: 0, y: 100_000), animated: true)
        }
    }

    /// The same slide written as a delegate.
    struct SlidingButtonDelegate: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            let list = screen.scrollView
            screen[view: "back"].frame.x =
                8 + min(max(list.contentOffset.y + list.adjustedContentInset.top, 0), 300)
        }
    }

    /// A header that keeps its height (the back button stays where the list's header puts it).
    static let scene = Scenes.collapsing(behavior: .none)

    @Test func anEffectAndADelegateAreCalledAtTheSameMoments() throws {
        var world = World(
            scene: Scenes.collapsing(), effects: [SlidingButton()],
            delegate: HeaderShortFormTests.ScrollCounter())
        HeaderShortFormTests.dragAndRest(&world)
        let effect = try #require(world.effect(of: SlidingButton.self))
        let delegate = try #require(world.delegate as? HeaderShortFormTests.ScrollCounter)
        #expect(effect.scrolls == delegate.scrolls)
        #expect(effect.scrolls == 5)  // the first layout, then four 20-pt steps past the pan's slop
    }

    @Test(arguments: [true, false])
    func aTouchDuringTheMotionHitsTheViewWhereTheCodeMovedIt(asEffect: Bool) throws {
        func world() -> World {
            asEffect
                ? World(scene: Self.scene, effects: [SlidingButton()])
                : World(scene: Self.scene, delegate: SlidingButtonDelegate())
        }
        var flicked = world()
        let lift = flicked.drag(from: 700, to: 460, step: 40, at: 1)
        #expect(flicked.scroll.mode.isDecelerating)
        var twin = flicked
        twin.apply(Event(t: lift + 0.1, .frame))
        let button = try #require(twin.geometry.windowFrame(of: "back"))
        #expect(button.x > 100)  // the list moved on since the finger lifted: so did the button
        flicked.apply(.touch(2, .began, button.x + 22, button.y + 22, at: lift + 0.1))
        #expect(flicked.touches.first?.target == .control("back"))
    }

    @Test func aTapTellsTheEffectAndTheScrollItAsksForIsClamped() throws {
        var world = World(scene: Self.scene, effects: [SlidingButton()])
        world.apply(Event(t: 1, .tap(at: Point(x: 30, y: 74))))
        #expect(world.effect(of: SlidingButton.self)?.taps == ["back"])
        ScrollViewDelegateTests.frames(&world, from: 1, seconds: 1)
        #expect(world.axisOffset == world.metrics.upperBound)
        #expect(world.scroll.mode == .idle)
    }

    /// A quick-return header written as UIKit code: its height follows the change of the offset
    /// since its last `didScroll`.
    struct QuickReturnHeader: HeaderBehavior {
        var previous: Double?
        mutating func didScroll(_ screen: inout HeaderScreen) {
            let offset = screen.clamped(screen.offset)
            let delta = offset - (previous ?? offset)
            screen.headerHeight = min(
                max(screen.headerHeight - delta, screen.minHeaderHeight), screen.maxHeaderHeight)
            previous = offset
        }
    }

    /// Found by `explore` (seed 1, run 152): a flick, then the app scrolls back while the list still
    /// decelerates. The code heard the deceleration's move at the start of the event and the app's
    /// scroll at its end; judged as one move from the event's start, the header's growth on the way
    /// back was more than the net move.
    @Test func aHeaderTheCodeSetsIsJudgedByEachMoveItHeard() {
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: [
                .touch(4, .began, 279, 412, at: 3.0833), .touch(4, .moved, 279, 323, at: 3.1),
                .touch(4, .ended, 278, 252, at: 3.1333), Event(t: 3.1833, .frame),
                Event(t: 3.2667, .scroll(.absolute(x: nil, y: 53))),
            ])
        var replay = Replay(recording, code: AppCode(header: QuickReturnHeader()))
        var violations: [Violation] = []
        replay.run { violations.append($0) }
        #expect(violations.isEmpty)
        // It did grow on the way back.
        #expect(replay.world.header?.height ?? 0 > 100)
    }
}
