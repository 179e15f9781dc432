import Dispatch
import ScrollTapeRecorder
import Testing
import UIKitAdapterOnStandIn
import UIKitStandIn

/// The locator that hands a SwiftUI screen the `UIScrollView` behind its `ScrollView` calls back
/// after SwiftUI's view update, never inside it: `didMoveToWindow` of a representable's view runs
/// inside the update, where a SwiftUI view that writes its state ("Modifying state during view
/// update") has undefined behaviour.
@MainActor
@Suite struct ScrollViewLocatorTests {
    /// Returns once the main queue has run every block added to it before this call (it runs them
    /// one after another, in order).
    static func mainQueueTurns() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// A locator moved into a window inside the list (as SwiftUI does, during its update) reports
    /// nothing from inside the move; on the main queue's next turn it reports the list, once.
    @Test func theScrollViewIsReportedOnTheMainQueuesNextTurn() async {
        let screen = StandInScreen()
        var found: [UIScrollView] = []
        let locator = ScrollViewLocatorView(frame: .zero)
        locator.found = { found.append($0) }
        screen.list.addSubview(locator)
        #expect(found.isEmpty)
        await Self.mainQueueTurns()
        #expect(found.count == 1 && found.first === screen.list)
        await Self.mainQueueTurns()
        #expect(found.count == 1)
    }

    /// Moves within one turn give one report, of where the locator is when the turn comes: out of
    /// the window then, it reports nothing; moved into another scroll view, it reports that one.
    @Test func theReportTellsWhereTheLocatorIsWhenTheTurnComes() async throws {
        let screen = StandInScreen(carousel: true)
        let carousel = try #require(screen.carousel)
        var found: [UIScrollView] = []
        let locator = ScrollViewLocatorView(frame: .zero)
        locator.found = { found.append($0) }
        screen.list.addSubview(locator)
        locator.removeFromSuperview()
        await Self.mainQueueTurns()
        #expect(found.isEmpty)

        screen.list.addSubview(locator)
        locator.removeFromSuperview()
        carousel.addSubview(locator)
        #expect(found.isEmpty)
        await Self.mainQueueTurns()
        #expect(found.count == 1 && found.first === carousel)
    }
}
