/// UIKit's order of the app's callbacks (FORMAT.md "When each method is called"), as a pure value:
/// told what happened to a scroll view, it says which callbacks to make, in order; and it answers
/// once whether a scroll view moved since the app's code last heard of it (the `scrollViewDidScroll`
/// it is owed). The replay and the SwiftUI driver run their calls through it; the UIKit bridge is
/// called by UIKit itself, in this order.
package struct DelegateCallOrder: Hashable, Sendable {
    /// What happened to a scroll view (or to the screen), as the back ends see it.
    package enum Happening: Hashable, Sendable {
        /// Its pan began: the content follows the finger from now.
        case beganDragging
        /// The finger that dragged it lifted, with `velocity` (the offset's, in points per
        /// millisecond); where the motion would rest is the reply's `targetContentOffset`.
        case released(velocity: Point)
        /// After the release, the content goes on moving by itself (`decelerates`) or rests.
        case settled(decelerates: Bool)
        /// A deceleration, a bounce back or a page settling came to rest.
        case stoppedDecelerating
        /// An animated scroll reached its target (`animation`, when the back end knows which).
        case finishedAnimation(ScrollAnimation?)
        /// The status bar was tapped over it: whether it may scroll to the top is asked.
        case askedToScrollToTop
        /// The scroll to the top began, animated (`animation`) or at once (nil).
        case beganScrollingToTop(ScrollAnimation?)
        /// Its adjusted content inset changed.
        case changedAdjustedInset
        /// The view controller's view was laid out.
        case laidOut
        /// The view controller's view appeared.
        case appeared
        /// A control's primary action fired.
        case triggered(control: String)
        /// A row or item of it was selected.
        case selected(item: Int)
        /// The app's own moment `name` came (a `call` event).
        case called(String)
        /// Its pan may begin with a finger: whether it should is asked.
        case askedToBeginPan
        /// Its pan and the pan of scroll view `other` (its id) want the same finger: whether both
        /// may follow it is asked.
        case askedToPanWith(other: String)
    }

    /// One callback of `ScrollViewDelegate`.
    package enum Callback: Hashable, Sendable {
        case didScroll
        case willBeginDragging
        case willEndDragging(velocity: Point)
        case didEndDragging(willDecelerate: Bool)
        case willBeginDecelerating
        case didEndDecelerating
        case didEndScrollingAnimation
        case shouldScrollToTop
        case didScrollToTop
        case didChangeAdjustedContentInset
        case viewDidLayoutSubviews
        case viewDidAppear
        case primaryActionTriggered(String)
        case didSelectItem(Int)
        case handle(String)
        case panShouldBegin
        /// The pan of the scroll view the call is about asks about the pan of scroll view `other`
        /// (its id).
        case panShouldRecognizeSimultaneously(with: String)

        /// Whether the callback sees the pan as its caller gives it: as it began
        /// (`scrollViewWillBeginDragging`), as it was when the finger lifted (`…WillEndDragging`,
        /// `…DidEndDragging`), or as it is before it begins (`panShouldBegin`,
        /// `panShouldRecognizeSimultaneously`), not as the fingers are after the call.
        package var seesTheGivenPan: Bool {
            switch self {
            case .willBeginDragging, .willEndDragging, .didEndDragging, .panShouldBegin,
                .panShouldRecognizeSimultaneously:
                true
            default: false
            }
        }

        /// What UIKit reports of `isTracking`, `isDragging` and `isDecelerating` at this callback,
        /// given the scroll view's `flags` now (FORMAT.md "When each method is called"): in
        /// `scrollViewDidEndDragging` the finger still tracks and no longer drags, and the motion
        /// it starts is not yet decelerating; at the others, as it is.
        package func reported(_ flags: ScrollFlags) -> ScrollFlags {
            if case .didEndDragging = self { return .tracking }
            return flags
        }

        /// Makes the callback on `code` with `screen`; `reply` carries `targetContentOffset` in and
        /// out, and `scrollViewShouldScrollToTop`'s answer out.
        package func make(
            on code: inout any ScrollViewDelegate, _ screen: inout AppScreen, reply: inout Reply
        ) {
            switch self {
            case .didScroll: code.scrollViewDidScroll(&screen)
            case .willBeginDragging: code.scrollViewWillBeginDragging(&screen)
            case .willEndDragging(let velocity):
                code.scrollViewWillEndDragging(
                    &screen, withVelocity: velocity, targetContentOffset: &reply.targetContentOffset)
            case .didEndDragging(let decelerate):
                code.scrollViewDidEndDragging(&screen, willDecelerate: decelerate)
            case .willBeginDecelerating: code.scrollViewWillBeginDecelerating(&screen)
            case .didEndDecelerating: code.scrollViewDidEndDecelerating(&screen)
            case .didEndScrollingAnimation: code.scrollViewDidEndScrollingAnimation(&screen)
            case .shouldScrollToTop:
                reply.shouldScrollToTop = code.scrollViewShouldScrollToTop(&screen) && reply.shouldScrollToTop
            case .didScrollToTop: code.scrollViewDidScrollToTop(&screen)
            case .didChangeAdjustedContentInset: code.scrollViewDidChangeAdjustedContentInset(&screen)
            case .viewDidLayoutSubviews: code.viewDidLayoutSubviews(&screen)
            case .viewDidAppear: code.viewDidAppear(&screen)
            case .primaryActionTriggered(let control): code.primaryActionTriggered(control, &screen)
            case .didSelectItem(let index): code.didSelectItem(at: index, &screen)
            case .handle(let name): code.handle(name, &screen)
            case .panShouldBegin:
                reply.panShouldBegin = code.panShouldBegin(&screen) && reply.panShouldBegin
            case .panShouldRecognizeSimultaneously(let other):
                let asking = screen.scrollView.id
                reply.simultaneous =
                    code.panShouldRecognizeSimultaneously(asking, with: other, &screen) || reply.simultaneous
            }
        }
    }

    /// What the app's code answered in the callbacks of one happening.
    package struct Reply: Hashable, Sendable {
        /// `targetContentOffset` of `scrollViewWillEndDragging`: where the motion will rest.
        package var targetContentOffset: Point
        /// `scrollViewShouldScrollToTop`'s answer (true unless the code says false).
        package var shouldScrollToTop = true
        /// `panShouldBegin`'s answer (true unless the code says false).
        package var panShouldBegin = true
        /// `panShouldRecognizeSimultaneously`'s answer (false unless the code says true).
        package var simultaneous = false

        package init(targetContentOffset: Point = .zero) {
            self.targetContentOffset = targetContentOffset
        }
    }

    /// Each scroll view's offset when `scrollViewDidScroll` was last made about it.
    private var heard: HeardOffsets
    /// A status-bar scroll to the top under way, by scroll view: its animation (its end is
    /// `scrollViewDidScrollToTop`, not `…DidEndScrollingAnimation`).
    private var topAnimations: ScrollViewTable<ScrollAnimation?>

    /// The order for a screen of `scrollViewCount` scroll views, before any call.
    package init(scrollViewCount: Int) {
        heard = HeardOffsets(scrollViewCount: scrollViewCount)
        topAnimations = ScrollViewTable(repeating: nil, count: scrollViewCount)
    }

    /// Whether scroll view `id`, now at `offset`, is owed a `scrollViewDidScroll` (its offset
    /// changed since the code last heard of it, or it never did); if so, it is taken as paid.
    package mutating func owesScroll(_ id: ScrollViewID, at offset: Point) -> Bool {
        heard.owesCall(about: id, at: offset)
    }

    /// The callbacks `happening` to scroll view `id` calls for, in UIKit's order (the
    /// `scrollViewDidScroll` owed comes before each of them and after it: see ``owesScroll(_:at:)``).
    /// A `scrollViewWillBeginDecelerating` is made only while the scroll view still decelerates
    /// (the code may have stopped it in `scrollViewDidEndDragging`).
    package mutating func callbacks(for happening: Happening, of id: ScrollViewID) -> [Callback] {
        switch happening {
        case .beganDragging: return [.willBeginDragging]
        case .released(let velocity): return [.willEndDragging(velocity: velocity)]
        case .settled(let decelerates):
            return decelerates
                ? [.didEndDragging(willDecelerate: true), .willBeginDecelerating]
                : [.didEndDragging(willDecelerate: false)]
        case .stoppedDecelerating: return [.didEndDecelerating]
        case .finishedAnimation(let animation?) where topAnimations[id] == animation:
            topAnimations[id] = nil
            return [.didScrollToTop]
        case .finishedAnimation: return [.didEndScrollingAnimation]
        case .askedToScrollToTop: return [.shouldScrollToTop]
        case .beganScrollingToTop(let animation?):
            topAnimations[id] = animation
            return []
        case .beganScrollingToTop(nil): return [.didScrollToTop]
        case .changedAdjustedInset: return [.didChangeAdjustedContentInset]
        case .laidOut: return [.viewDidLayoutSubviews]
        case .appeared: return [.viewDidAppear]
        case .triggered(let control): return [.primaryActionTriggered(control)]
        case .selected(let item): return [.didSelectItem(item)]
        case .called(let name): return [.handle(name)]
        case .askedToBeginPan: return [.panShouldBegin]
        case .askedToPanWith(let other): return [.panShouldRecognizeSimultaneously(with: other)]
        }
    }
}
