import ScrollTapeExamples
import Testing

@testable import ScrollTapeCore

/// What the app's code reads of `isTracking`, `isDragging` and `isDecelerating` at each callback,
/// as UIKit reports them (FORMAT.md "When each method is called"): a probe delegate logs each
/// callback with the three flags over a flick, a slow drag that ends in an animated scroll, and a
/// status-bar tap whose code changes the inset.
@Suite struct CallbackFlagsTests {
    static func log(_ probe: CallbackProbe, _ events: (inout World) -> Void) throws -> [String] {
        var world = World(scene: Scenes.collapsing(), delegate: probe)
        events(&world)
        return try #require(world.delegate as? CallbackProbe).log
    }

    /// A flick: the last `scrollViewDidScroll` of the deceleration still reads `isDecelerating`,
    /// `scrollViewDidEndDecelerating` does not; `scrollViewDidEndDragging` reads the finger still
    /// tracking and no longer dragging.
    @Test func aFlick() throws {
        let log = try Self.log(CallbackProbe()) { world in
            let t = world.drag(from: 700, to: 500, step: 25, at: 1)
            ScrollViewDelegateTests.frames(&world, from: t, seconds: 4)
        }
        #expect(
            log == [
                "didScroll ---", "willBeginDragging TD-", "didScroll TD-", "willEndDragging TD-",
                "didEndDragging T--", "willBeginDecelerating --X", "didScroll --X", "didEndDecelerating ---",
            ])
    }

    /// A drag released at rest whose code scrolls back with an animation: the animation's moves
    /// read no flag (an animated `setContentOffset` is not a deceleration).
    @Test func aSlowDragThatEndsInAnAnimatedScroll() throws {
        let log = try Self.log(CallbackProbe(snapsBack: true)) { world in
            let t = world.drag(from: 700, to: 600, step: 10, at: 1, lift: false)
            world.apply(.touch(1, .ended, 200, 600, at: t + 0.2))
            ScrollViewDelegateTests.frames(&world, from: t + 0.2, seconds: 1)
        }
        #expect(
            log == [
                "didScroll ---", "willBeginDragging TD-", "didScroll TD-", "willEndDragging TD-",
                "didEndDragging T--", "didScroll ---", "didEndScrollingAnimation ---",
            ])
    }

    /// A status-bar tap whose code adds to the top inset when asked: the scroll to the top reads no
    /// flag.
    @Test func aStatusBarTapThatChangesTheInset() throws {
        let log = try Self.log(CallbackProbe(insetAtTop: true)) { world in
            world.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: 800))))
            world.apply(Event(t: 1, .scrollTo(ScrollRequest(.top, animated: true))))
            ScrollViewDelegateTests.frames(&world, from: 1, seconds: 1)
        }
        #expect(log == ["didScroll ---", "shouldScrollToTop ---", "didScroll ---", "didScrollToTop ---"])
    }
}
