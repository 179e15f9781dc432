import ScrollTape

/// A pull-to-refresh control written as such controls are written (SVPullToRefresh,
/// UIRefreshControl's behaviour): pulled more than `trigger` points past the top while the finger
/// drags, it begins refreshing (once per pull that begins while it does not refresh) and adds its
/// `height` to the list's `contentInset.top`, so the released list rests with the control
/// showing; when loading finishes — the app's own moment, a `call` named `loadFinished` — it takes
/// the inset away, and does nothing else: no offset is set.
/// UIKit brings a resting list left above the new top back to it (its adjustment at rest); a
/// list scrolled away stays; a finger dragging it drags on.
///
/// `movesTheList` true: the control also moves the list to the new top when loading finishes
/// (`contentOffset.y = -adjustedContentInset.top`), a common "fix" that makes the content jump
/// under a finger dragging it then (a known bug: `scroll.followsFinger`).
package struct PullToRefresh: ScrollViewDelegate {
    /// How far past the top the list must be pulled to refresh.
    package static let trigger = 50.0
    /// The control's height: what it adds to the top inset while it refreshes.
    package static let height = 60.0
    package var isRefreshing = false
    /// One refresh per pull: a drag that begins while the control does not refresh arms it.
    package var isArmed = true
    package var movesTheList: Bool

    package init(movesTheList: Bool = false) {
        self.movesTheList = movesTheList
    }

    package mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {
        isArmed = !isRefreshing
    }

    package mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        let list = screen.scrollView
        guard isArmed, !isRefreshing, list.isDragging,
            list.contentOffset.y < -list.adjustedContentInset.top - Self.trigger
        else { return }
        isRefreshing = true
        isArmed = false
        screen.scrollView.contentInset.top += Self.height
    }

    package mutating func handle(_ call: String, _ screen: inout AppScreen) {
        guard call == "loadFinished", isRefreshing else { return }
        isRefreshing = false
        screen.scrollView.contentInset.top -= Self.height
        if movesTheList { screen.scrollView.contentOffset.y = -screen.scrollView.adjustedContentInset.top }
    }
}
