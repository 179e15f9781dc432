import Testing

@testable import ScrollTapeCore

/// `World.apply(_:)` returns what the event did; the state keeps none of it.
@Suite struct EventOutcomeTests {
    @Test func applyReturnsTheMovesTheHeaderAndTheActions() {
        var world = World(scene: Scenes.collapsing())
        let scroll = world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: -100))))
        #expect(scroll.startOffset == -148)
        #expect(scroll.offsetChanges == 1)
        #expect(
            Array(scroll.moves) == [
                OffsetMove(
                    from: -148, to: -100, headerHeightBefore: 148, headerHeightAfter: 100, lowerBound: -148,
                    upperBound: 2658)
            ])
        #expect(scroll.insideForward == 48)
        #expect(scroll.insideBackward == 0)
        #expect(scroll.headerHeightBefore == 148)
        #expect(scroll.headerHeightAfter == 100)
        #expect(scroll.firedActions.isEmpty)

        let frame = world.apply(Event(t: 0.1, .frame))
        var nothing = EventOutcome(startOffset: -100, headerHeight: 100)
        nothing.firedActions = 0..<0
        #expect(frame == nothing, "a frame at rest does nothing")

        // The back button is pinned to the header's top, at (8…52, 52…96), inside the 100-pt header.
        let tap = world.apply(Event(t: 0.2, .tap(at: Point(x: 30, y: 74))))
        #expect(Array(world.actions[tap.firedActions]) == [.tap(index: 3, view: "back")])
        #expect(world.actions == [.tap(index: 3, view: "back")])
    }

    @Test func theStateKeepsNoPerEventFacts() {
        var one = World(scene: Scenes.collapsing())
        var other = one
        one.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 0))))
        one.apply(Event(t: 1, .scroll(.absolute(x: nil, y: 100))))
        other.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 50))))
        other.apply(Event(t: 1, .scroll(.absolute(x: nil, y: 100))))
        // Same state reached by different moves: equal, whatever each event did.
        #expect(one.scroll == other.scroll)
        #expect(one.scratch.effects != other.scratch.effects, "the last events did different things")
        #expect(one == other)
    }
}
