import Testing

@testable import ScrollTapeCore

/// `keyboard` events: the keyboard's overlap becomes the bottom of the list's adjusted
/// inset (unless `insetAdjustment` is `never`), the edited row comes into view along with the
/// keyboard's animation, and `keyboard.rowVisible` catches a row left under it.
@Suite struct KeyboardTests {
    static func keyboard(_ height: Double, editing: Int? = nil, at t: Double) -> Event {
        Event(t: t, .keyboard(KeyboardChange(height: height, editingItem: editing)))
    }

    @Test func theKeyboardBecomesTheBottomOfTheInsetAndTheRangeGrowsByIt() {
        var world = World(scene: Scenes.collapsing())
        #expect(world.metrics.maxOffset.y == 2658)
        world.apply(Self.keyboard(336, at: 1))
        #expect(world.metrics.adjustedInset.bottom == 336)
        #expect(world.metrics.maxOffset.y == 3520 + 336 - 896)
        #expect(world.axisOffset == -148)
        world.apply(Self.keyboard(0, at: 2))
        #expect(world.keyboard == nil)
        #expect(world.metrics.adjustedInset.bottom == 34)
    }

    @Test func theEditedRowComesIntoViewWithTheKeyboardAtAConstantRate() {
        var world = World(scene: Scenes.collapsing())
        // Row 7 (616…704 in the content) must end at the keyboard's top: 896 − 336 = 560 on screen,
        // so the offset goes from −148 to 704 − 560 = 144 in 0.25 s.
        world.apply(Self.keyboard(336, editing: 7, at: 1))
        #expect(world.scroll.phase == .snapping)
        world.apply(Event(t: 1.125, .frame))
        #expect(abs(world.axisOffset - (-148 + 292 / 2)) < 1e-9)
        world.apply(Event(t: 1.25, .frame))
        #expect(world.axisOffset == 144)
        #expect(world.scroll.phase == .idle)
        #expect(world.geometry.itemFrame(7)?.maxY == 560)
    }

    @Test func aRowAlreadyInViewDoesNotMove() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.keyboard(336, editing: 1, at: 1))
        #expect(world.axisOffset == -148)
        #expect(world.scroll.phase == .idle)
    }

    @Test func hidingTheKeyboardBringsAListAtItsEndBackIntoRange() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.keyboard(336, at: 1))
        world.apply(Event(t: 1.5, .scrollTo(ScrollRequest(.item(39, .bottom), animated: false))))
        #expect(world.axisOffset == 2960)
        world.apply(Self.keyboard(0, at: 2))
        world.apply(Event(t: 2.25, .frame))
        #expect(world.axisOffset == 2658)
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: [
                Self.keyboard(336, at: 1),
                Event(t: 1.5, .scrollTo(ScrollRequest(.item(39, .bottom), animated: false))),
                Self.keyboard(0, at: 2), Event(t: 2.25, .frame),
            ])
        #expect(recording.replay().violations.isEmpty)
    }

    @Test func aListThatAFingerHoldsIsNotMoved() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event.touch(1, .began, 200, 500, at: 0.9))
        world.apply(Event.touch(1, .moved, 200, 480, at: 0.95))
        let offset = world.axisOffset
        world.apply(Self.keyboard(336, editing: 20, at: 1))
        #expect(world.scroll.phase == .dragging)
        #expect(world.axisOffset == offset)
    }

    /// Found by `explore`: the keyboard came up while the list still bounced back from a pull
    /// past its top, and the edited row stayed under the keyboard. The table view's animated
    /// scroll to the row takes over from the bounce.
    @Test func aBouncingListStopsAndBringsTheEditedRowIntoView() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event.touch(1, .began, 346, 759, at: 0.0167))
        world.apply(Event.touch(1, .moved, 346.6, 847.3, at: 0.0333))
        world.apply(Event.touch(1, .ended, 347, 895, at: 0.3667))
        world.apply(Self.keyboard(253, editing: 6, at: 0.45))
        #expect(world.scroll.phase == .snapping)
        world.apply(Event(t: 0.7, .frame))
        // Row 6 (528…616) ends at the keyboard's top, 896 − 253 = 643: offset 616 − 643 = −27.
        #expect(world.axisOffset == -27)
        #expect(world.geometry.itemFrame(6)?.maxY == 643)
        #expect(world.scroll.phase == .idle)
    }

    /// Found by `explore` (chat-keyboard.jsonl): the keyboard hid while a flick ran into the end
    /// the keyboard gave the list, and the list came to rest at that old end, past its new one.
    /// UIScrollView's deceleration and bounce read the range at every frame: the motion goes on
    /// in the new range and comes back to its new end, whether the keyboard hid while the list
    /// still decelerated toward the old end or while it bounced there.
    @Test(arguments: [ScrollState.Phase.decelerating, .bouncing])
    func aListMovingByItselfWhenTheKeyboardHidesComesToRestAtTheNewEnd(phase: ScrollState.Phase) {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.keyboard(336, at: 1))
        world.apply(Event(t: 1.5, .scroll(.absolute(x: nil, y: 2400))))
        #expect(world.metrics.upperBound == 2960)
        var time = world.flick(from: 800, fingerVelocity: -2500, duration: 0.1, at: 2)
        // Frames until the list moves past the end it will have without the keyboard (2658).
        while world.scroll.phase != phase || world.axisOffset < 2700, time < 10 {
            time += 1.0 / 60
            world.apply(Event(t: time, .frame))
        }
        #expect(world.scroll.phase == phase)
        world.apply(Self.keyboard(0, at: time + 1.0 / 60))
        #expect(world.metrics.upperBound == 2658)
        // No jump: at the next frame the list is about where its velocity takes it (the bounce's
        // pull changes that by a few points in a frame; a jump back to the new end, by tens).
        let (offset, velocity) = (world.axisOffset, world.scroll.velocity.y)
        world.apply(Event(t: world.t + 1.0 / 60, .frame))
        #expect(abs(world.axisOffset - (offset + velocity / 60)) < 10)
        world.runFrames(from: world.t, until: world.t + 3)
        #expect(world.scroll.phase == .idle)
        #expect(world.axisOffset == 2658)
    }

    /// An animated scroll to the end the keyboard gave the list, when the keyboard hides on the
    /// way, ends at the new end, when it would have ended.
    @Test func anAnimatedScrollPastTheNewEndEndsAtItWhenTheKeyboardHides() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.keyboard(336, at: 1))
        world.apply(Event(t: 1.5, .scrollTo(ScrollRequest(.item(39, .bottom), animated: true))))
        world.apply(Event(t: 1.6, .frame))
        world.apply(Self.keyboard(0, at: 1.7))
        #expect(world.scroll.phase == .snapping)
        world.apply(Event(t: 1.79, .frame))
        #expect(world.scroll.phase == .snapping)
        world.apply(Event(t: 1.8, .frame))
        #expect(world.scroll.phase == .idle)
        #expect(world.axisOffset == 2658)
    }

    /// Found by `explore`: a finger took the list while the keyboard came up and pulled the edited
    /// row away: not the app's doing, not reported.
    @Test func aRowTheUserScrollsAwayIsNotReported() {
        let events = [
            Self.keyboard(296, editing: 10, at: 2.2),
            Event.touch(4, .began, 73, 220, at: 2.2167),
            Event.touch(4, .moved, 73, 534.6, at: 3.2),
            Event.touch(4, .ended, 73, 534.6, at: 3.25),
        ]
        let found = Recording(scene: Scenes.collapsing(), events: events).replay().violations
        #expect(!found.contains { $0.invariant == .keyboardRowVisible })
    }

    @Test func withInsetAdjustmentNeverTheRowStaysUnderTheKeyboardAndIsReportedOnce() {
        let scene = Scenes.collapsing { $0.insetAdjustment = .never }
        let events = [
            Self.keyboard(336, editing: 9, at: 1), Event(t: 1.1, .frame), Event(t: 1.25, .frame),
            Event(t: 1.5, .frame), Self.keyboard(0, at: 2), Self.keyboard(336, editing: 2, at: 3),
            Event(t: 3.3, .frame),
        ]
        var world = World(scene: scene)
        for event in events.prefix(3) { world.apply(event) }
        #expect(world.metrics.adjustedInset.bottom == 0)
        #expect(world.axisOffset == 0)
        let found = Recording(scene: scene, events: events).replay().violations
            .filter { $0.invariant == .keyboardRowVisible }
        // Row 9 is at 792…880 on screen, the keyboard's top at 560; row 2 (176…264) is in view.
        #expect(found.map(\.eventIndex) == [3])
        #expect(
            found.first?.message.hasPrefix(
                "item 9, being edited, is at y=792…880 once the keyboard is up, outside the visible part y=148…560"
            )
                == true)
    }

    /// A list in the lower half of the screen: the keyboard's overlap is the part of the list's
    /// frame it covers, never more than the list (the audit's 500-pt keyboard over a 448-pt list
    /// gave a bottom inset of 500 and a range 52 pt too long).
    @Test func aKeyboardTallerThanTheListCoversTheListNotMore() {
        let scene = Scenes.collapsing { scroll in
            scroll.frame = Rect(x: 0, y: 448, width: 414, height: 448)
            scroll.additionalSafeArea = .zero
        }
        var world = World(scene: scene)
        world.apply(Self.keyboard(500, at: 1))
        #expect(world.scrollViews.primary.keyboardOverlap == 448)
        #expect(world.metrics.adjustedInset.bottom == 448)
        #expect(world.metrics.maxOffset.y == 3520 + 448 - 448)
        world.apply(Self.keyboard(300, at: 2))
        #expect(world.scrollViews.primary.keyboardOverlap == 300)
    }

    /// A turn that leaves the screen shorter than the keyboard last given: the keyboard covers the
    /// screen (its height is at most the screen's) until the next `keyboard` event gives its frame.
    @Test func aKeyboardKeptAcrossATurnIsNoTallerThanTheScreen() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.keyboard(800, at: 1))
        #expect(world.screen.keyboardHeight == 800)
        world.apply(
            Event(
                t: 2,
                .safeArea(SafeAreaChange(width: 896, height: 200, safeArea: .zero, statusBar: 0))))
        #expect(world.screen.keyboardHeight == 200)
        #expect(world.scrollViews.primary.keyboardOverlap == 200)
        #expect(world.metrics.adjustedInset.bottom == 200)
        #expect(world.state[path: "scroll.adjustedInset.bottom"] == .number(200))
    }
}
