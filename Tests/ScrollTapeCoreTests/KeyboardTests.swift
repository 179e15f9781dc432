import Testing

@testable import ScrollTapeCore

/// `keyboard` events (issue #17): the keyboard's overlap becomes the bottom of the list's adjusted
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
}
