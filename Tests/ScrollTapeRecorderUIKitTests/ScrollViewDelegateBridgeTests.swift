import Foundation
import ScrollTape
import ScrollTapeRecorder
import Testing
import UIKitAdapterOnStandIn
import UIKitStandIn

/// The bridge applies what the app's code changes to the live views as a replay applies it
/// (FORMAT.md "What the code changes"), and hands back a changed `targetContentOffset`.
@MainActor
@Suite struct ScrollViewDelegateBridgeTests {
    /// Snaps to the top or to 200 when the finger lifts; at the first scroll past 100 sets an inset
    /// and moves the list by it (the `scrollViewDidScroll` that move owes comes after the call).
    struct Code: ScrollViewDelegate {
        var scrolls: [Double] = []
        var insetSet = false
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            scrolls.append(screen.scrollView.contentOffset.y)
            if !insetSet, screen.scrollView.contentOffset.y > 100 {
                insetSet = true
                screen.scrollView.contentInset.top += 44
                screen.scrollView.contentOffset.y -= 44
                screen[view: "title"].isHidden = true
                screen[view: "title"].transform = AffineTransform(scaleX: 2, y: 2)
            }
        }
        mutating func scrollViewWillEndDragging(
            _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            targetContentOffset.y = velocity.y > 0 ? 200 : -screen.scrollView.adjustedContentInset.top
        }
    }

    static func bridge(_ screen: StandInScreen) -> ScrollViewDelegateBridge {
        ScrollViewDelegateBridge(
            Code(), window: screen.window, scrollViews: [screen.list], views: [screen.title])
    }

    @Test func aChangedTargetIsHandedBack() {
        let screen = StandInScreen()
        let bridge = Self.bridge(screen)
        var target = CGPoint(x: 0, y: 537)
        bridge.scrollViewWillEndDragging(
            screen.list, withVelocity: CGPoint(x: 0, y: 1.5), targetContentOffset: &target)
        #expect(target.y == 200)
        bridge.scrollViewWillEndDragging(
            screen.list, withVelocity: CGPoint(x: 0, y: -1.5), targetContentOffset: &target)
        #expect(target.y == -148)
    }

    @Test func insetsOffsetsAndViewsAreAppliedAndTheOwedScrollComesAfterTheCall() throws {
        let screen = StandInScreen()
        let bridge = Self.bridge(screen)
        final class Forwarder: UIScrollViewDelegate {
            let bridge: ScrollViewDelegateBridge
            init(_ bridge: ScrollViewDelegateBridge) { self.bridge = bridge }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { bridge.scrollViewDidScroll(scrollView) }
        }
        let forwarder = Forwarder(bridge)
        screen.list.delegate = forwarder
        screen.list.contentOffset = CGPoint(x: 0, y: 150)
        #expect(screen.list.contentInset.top == 144)
        #expect(screen.list.contentOffset.y == 106)
        #expect(screen.title.isHidden)
        #expect(screen.title.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        let code = try #require(bridge.delegate as? Code)
        // The move the code made is heard once, after its call, not inside it.
        #expect(code.scrolls == [150, 106])
    }

    /// A title that shrinks as the list scrolls (a transform) and moves down 10 pt at each scroll
    /// (its frame): parallax and fade code moves and scales the same view. Logs the frame it reads.
    struct ShrinkingTitle: ScrollViewDelegate {
        var framesRead: [Rect] = []
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            framesRead.append(screen[view: "title"].frame)
            let scale = max(0.5, 1 - screen.scrollView.contentOffset.y / 200)
            screen[view: "title"].transform = AffineTransform(scaleX: scale, y: scale)
            screen[view: "title"].frame.y += 10
        }
    }

    /// The code's `frame` is the view's frame before its transform, as in a replay: the bridge reads
    /// and sets it as `center` and `bounds` and never sets UIKit's `frame` under a transform (which
    /// UIKit leaves undefined), so the title moves by 10 pt at each scroll and keeps its size
    /// however it is scaled.
    @Test func aTransformedViewIsMovedByItsCentreNotItsFrame() throws {
        let screen = StandInScreen()
        let bridge = ScrollViewDelegateBridge(
            ShrinkingTitle(), window: screen.window, scrollViews: [screen.list], views: [screen.title])
        for y in [0.0, 100, 150] {
            screen.list.contentOffset.y = y
            bridge.scrollViewDidScroll(screen.list)
        }
        let code = try #require(bridge.delegate as? ShrinkingTitle)
        #expect(
            code.framesRead == [100, 110, 120].map { Rect(x: 16, y: $0, width: 300, height: 30) })
        #expect(screen.title.standInFramesSetUnderTransform == [])
        #expect(screen.title.center == CGPoint(x: 166, y: 145))
        #expect(screen.title.bounds.size == CGSize(width: 300, height: 30))
        #expect(screen.title.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // Drawn at half its size about its centre: what UIKit's frame gives, and the code never reads.
        #expect(screen.title.frame == CGRect(x: 91, y: 137.5, width: 150, height: 15))
    }

    /// Sets an inset and moves the list at the first scroll past 100, and logs what it hears.
    struct InsetLog: ScrollViewDelegate {
        var log: [String] = []
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            let y = screen.scrollView.contentOffset.y
            log.append("didScroll y=\(y)")
            if y > 100, screen.scrollView.contentInset.top == 100 {
                screen.scrollView.contentInset.top = 144
                screen.scrollView.contentOffset.y = y - 44
            }
        }
        mutating func scrollViewDidChangeAdjustedContentInset(_ screen: inout AppScreen) {
            let view = screen.scrollView
            log.append("didChangeAdjustedContentInset y=\(view.contentOffset.y) top=\(view.contentInset.top)")
        }
    }

    /// UIKit calls `scrollViewDidChangeAdjustedContentInset` from inside the inset's setter, and a
    /// forwarding view controller passes it back into the bridge while the bridge still applies the
    /// call's changes: the bridge holds it until they are all applied, as a replay tells it after
    /// the call (the offset the code set is already there), then the `scrollViewDidScroll` owed.
    @Test func theInsetChangeIsHeardAfterTheCallNotInsideIt() throws {
        let screen = StandInScreen()
        let bridge = ScrollViewDelegateBridge(InsetLog(), window: screen.window, scrollViews: [screen.list])
        final class Forwarder: UIScrollViewDelegate {
            let bridge: ScrollViewDelegateBridge
            init(_ bridge: ScrollViewDelegateBridge) { self.bridge = bridge }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { bridge.scrollViewDidScroll(scrollView) }
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
                bridge.scrollViewDidChangeAdjustedContentInset(scrollView)
            }
        }
        let forwarder = Forwarder(bridge)
        screen.list.delegate = forwarder
        screen.list.contentOffset = CGPoint(x: 0, y: 150)
        let code = try #require(bridge.delegate as? InsetLog)
        #expect(
            code.log == [
                "didScroll y=150.0", "didChangeAdjustedContentInset y=106.0 top=144.0", "didScroll y=106.0",
            ])
    }

    /// Names a view and a scroll view the bridge was not given, among changes it may make.
    struct Mistyped: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            screen[view: "titel"].isHidden = true
            screen[scrollView: "lst"].contentInset.top = 10
            screen[view: "title"].alpha = 0.5
            screen.scrollView.contentInset.top = 144
        }
    }

    /// A mistake of the app's code on the device is reported (a log line and a debug assertion:
    /// here, to the test) and the call's other changes are applied: it used to crash the app.
    @Test func aMistypedIdIsReportedAndTheRestIsApplied() {
        let screen = StandInScreen()
        var reported: [String] = []
        let bridge = ScrollViewDelegateBridge(
            Mistyped(), window: screen.window, scrollViews: [screen.list], views: [screen.title],
            misuseReport: MisuseReport { reported.append($0.message) })
        bridge.scrollViewDidScroll(screen.list)
        #expect(
            reported == [
                "the app's code names view 'titel', which the screen does not have (views: title; did you mean "
                    + "'title'?): it reads as an empty view and what is set on it is dropped",
                "the app's code names scroll view 'lst', which the screen does not have (scroll views: list; did "
                    + "you mean 'list'?): it reads as an empty scroll view at rest and what is set on it is dropped",
            ])
        #expect(screen.title.alpha == 0.5)
        #expect(screen.list.contentInset.top == 144)
    }

    /// A view given without an `accessibilityIdentifier`, or no scroll view, is reported, not a crash.
    @Test func aViewWithoutAnIdentifierOrNoScrollViewIsReported() {
        let screen = StandInScreen()
        let unnamed = UIView(frame: .zero)
        var reported: [String] = []
        _ = ScrollViewDelegateBridge(
            Code(), window: screen.window, scrollViews: [screen.list], views: [screen.title, unnamed],
            misuseReport: MisuseReport { reported.append($0.message) })
        #expect(reported.count == 1)
        #expect(
            reported.first?.hasPrefix("the bridge names views by their accessibilityIdentifier; ") == true)
        // No scroll view at all: reported, and the calls about the primary make none.
        reported = []
        let none = ScrollViewDelegateBridge(
            Code(), window: screen.window, scrollViews: [],
            misuseReport: MisuseReport { reported.append($0.message) })
        none.viewDidAppear()
        none.viewDidLayoutSubviews()
        none.primaryActionTriggered("back")
        #expect(
            reported == [
                "the bridge was given no scroll view: the app's code is not called (give the list the header "
                    + "follows first)"
            ])
    }
}

/// The app's code decides, through the bridge, what UIKit asks a scroll view's pan gesture
/// recognizer's delegate — as it decides it in the replay (FORMAT.md `scrolls`, "Pans that begin
/// together").
@MainActor
@Suite struct BridgeGestureTests {
    /// Lets the carousel's pan and the list's follow one finger (asked about the carousel with
    /// the list only), and refuses the carousel's pan while the list is scrolled down.
    struct Together: ScrollViewDelegate {
        var asked: [String] = []
        mutating func panShouldRecognizeSimultaneously(
            _ scrollView: String, with other: String, _ screen: inout AppScreen
        ) -> Bool {
            asked.append("\(scrollView) with \(other) (screen about \(screen.scrollView.id))")
            return scrollView == "carousel" && other == "list"
        }
        mutating func panShouldBegin(_ screen: inout AppScreen) -> Bool {
            screen.scrollView.id != "carousel" || screen[scrollView: "list"].contentOffset.y <= 0
        }
    }

    /// The "Record on a device" article's recipe: one object is the delegate of the screen's scroll
    /// views' pans (in an app, a `UIScrollView` subclass is its own pan's delegate and forwards the
    /// same two calls).
    final class PanForwarder: UIGestureRecognizerDelegate {
        let bridge: ScrollViewDelegateBridge
        init(_ bridge: ScrollViewDelegateBridge) { self.bridge = bridge }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            bridge.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            bridge.gestureRecognizer(
                gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
        }
    }

    @Test func theDelegateDecidesWhatUIKitAsksThePans() throws {
        let screen = StandInScreen(carousel: true)
        let carousel = try #require(screen.carousel)
        let bridge = ScrollViewDelegateBridge(
            Together(), window: screen.window, scrollViews: [screen.list, carousel], views: [])
        let forwarder = PanForwarder(bridge)
        screen.list.panGestureRecognizer.delegate = forwarder
        carousel.panGestureRecognizer.delegate = forwarder
        let listPan = screen.list.panGestureRecognizer
        let carouselPan = carousel.panGestureRecognizer
        // UIKit asks each recognizer's delegate: the list's says no, the carousel's yes.
        #expect(
            listPan.delegate?.gestureRecognizer(listPan, shouldRecognizeSimultaneouslyWith: carouselPan)
                == false)
        #expect(
            carouselPan.delegate?.gestureRecognizer(carouselPan, shouldRecognizeSimultaneouslyWith: listPan)
                == true)
        let code = try #require(bridge.delegate as? Together)
        #expect(
            code.asked == [
                "list with carousel (screen about list)", "carousel with list (screen about carousel)",
            ])
        // A recognizer that is no scroll view's pan of the bridge: UIKit's default.
        let other = UIPanGestureRecognizer(target: nil, action: nil)
        #expect(!bridge.gestureRecognizer(listPan, shouldRecognizeSimultaneouslyWith: other))
        #expect(bridge.gestureRecognizerShouldBegin(other))
        // panShouldBegin reads the screen as the views show it.
        #expect(carouselPan.delegate?.gestureRecognizerShouldBegin(carouselPan) == true)
        screen.list.contentOffset.y = 40
        #expect(carouselPan.delegate?.gestureRecognizerShouldBegin(carouselPan) == false)
        #expect(listPan.delegate?.gestureRecognizerShouldBegin(listPan) == true)
    }

    /// Turns the list's scrolling and bounce off at its first scroll past 0.
    struct LockList: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            guard screen.scrollView.contentOffset.y > 0 else { return }
            screen.scrollView.isScrollEnabled = false
            screen.scrollView.bounces = false
            screen.scrollView.scrollsToTop = false
        }
    }

    @Test func theSwitchesTheCodeSetsReachTheScrollView() {
        let screen = StandInScreen()
        let bridge = ScrollViewDelegateBridge(
            LockList(), window: screen.window, scrollViews: [screen.list], views: [])
        screen.list.contentOffset.y = 10
        bridge.scrollViewDidScroll(screen.list)
        #expect(!screen.list.isScrollEnabled)
        #expect(!screen.list.panGestureRecognizer.isEnabled)
        #expect(!screen.list.bounces)
        #expect(!screen.list.scrollsToTop)
        #expect(screen.list.delaysContentTouches)
    }
}
