import Testing

@testable import ScrollTapeCore

/// The `call` event: the app's own code runs at a moment of its own (`handle(name, &screen)`), and
/// what it changes is carried out as after any callback (FORMAT.md `call`).
@Suite struct CallEventTests {
    /// Shows a 60-pt refresh control (`contentInset.top`) on `refreshBegan` and takes it away on
    /// `loadFinished`, setting no offset; logs what it hears.
    struct Refresh: ScrollViewDelegate {
        var heard: [String] = []
        mutating func handle(_ call: String, _ screen: inout AppScreen) {
            heard.append("handle(\(call)) \(screen.scrollView.id) y=\(screen.scrollView.contentOffset.y)")
            switch call {
            case "refreshBegan": screen.scrollView.contentInset.top = 60
            case "loadFinished": screen.scrollView.contentInset.top = 0
            default: break
            }
        }
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            heard.append("didScroll y=\(screen.scrollView.contentOffset.y)")
        }
    }

    static func call(_ name: String, at t: Double) -> Event { Event(t: t, .call(name: name)) }

    static func heard(_ world: World) -> [String] { (world.delegate as? Refresh)?.heard ?? [] }

    @Test func theAppsCodeRunsAtTheCallAboutThePrimaryList() {
        var world = World(scene: Scenes.collapsing(), delegate: Refresh())
        let before = Self.heard(world).count
        world.apply(Self.call("refreshBegan", at: 0.5))
        #expect(Array(Self.heard(world).dropFirst(before)) == ["handle(refreshBegan) list y=-148.0"])
        #expect(world.metrics.lowerBound == -208)
        #expect(world.axisOffset == -148)
        #expect(world.t == 0.5)
    }

    /// Without the app's code there is nothing to run: the state is the one a display refresh at
    /// the same time gives.
    @Test func theModelAloneChangesNothing() {
        var called = World(scene: Scenes.collapsing())
        var framed = called
        called.drag(from: 700, to: 500, at: 0.1)
        framed.drag(from: 700, to: 500, at: 0.1)
        called.apply(Self.call("loadFinished", at: 1))
        framed.apply(Event(t: 1, .frame))
        #expect(called.state == framed.state)
    }

    /// The inset taken away with the list at rest at the control's top: UIKit's adjustment at rest
    /// brings it to the new top at once, heard as `scrollViewDidScroll` after the call.
    @Test func aRefreshEndedAtRestBringsTheListToTheNewTop() {
        var world = World(scene: Scenes.collapsing(), delegate: Refresh())
        world.apply(Self.call("refreshBegan", at: 0.1))
        world.apply(Event(t: 0.2, .scroll(.absolute(x: nil, y: -208))))
        let before = Self.heard(world).count
        world.apply(Self.call("loadFinished", at: 0.5))
        #expect(world.axisOffset == -148)
        #expect(world.scroll.mode == .idle)
        #expect(
            Array(Self.heard(world).dropFirst(before)) == [
                "handle(loadFinished) list y=-208.0", "didScroll y=-148.0",
            ])
    }

    /// Under a dragging finger the offset stays and the finger drags on from where both are.
    @Test func aRefreshEndedUnderAFingerLetsItDragOn() {
        var world = World(scene: Scenes.collapsing(), delegate: Refresh())
        world.apply(Self.call("refreshBegan", at: 0.1))
        world.apply(Event(t: 0.2, .scroll(.absolute(x: nil, y: -208))))
        let t = world.drag(from: 300, to: 340, at: 0.5, lift: false)
        let dragged = world.axisOffset
        world.apply(Self.call("loadFinished", at: t))
        #expect(world.axisOffset == dragged)
        #expect(world.metrics.lowerBound == -148)
        world.apply(.touch(1, .moved, 200, 330, at: t + 1.0 / 60))
        #expect(world.scroll.mode.isDragging)
        #expect(world.axisOffset > dragged)
    }
}
