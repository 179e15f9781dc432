/// The switches of a scroll view that the app's code reads and sets with `UIScrollView`'s names
/// (`AppScrollView.isScrollEnabled`, `.bounces`, …), as one value: the session line gives their
/// starting values, a call's change carries the new ones (`AppScreenChange`), and each back end
/// applies them — the replay to the scroll view's configuration, the UIKit bridge to the view.
package struct ScrollViewSwitches: Hashable, Sendable {
    /// `isScrollEnabled`: its pan may begin.
    package var scrollEnabled = true
    /// `bounces`: it rubber-bands past the edges.
    package var bounces = true
    /// `alwaysBounceVertical`, `alwaysBounceHorizontal`: it bounces along that axis even when its
    /// content is not longer than its frame.
    package var alwaysBounceVertical = false
    package var alwaysBounceHorizontal = false
    /// `scrollsToTop`: a tap on the status bar scrolls it to its top.
    package var scrollsToTop = true
    /// `showsVerticalScrollIndicator`, `showsHorizontalScrollIndicator`.
    package var showsVerticalIndicator = true
    package var showsHorizontalIndicator = true
    /// `delaysContentTouches`, `canCancelContentTouches`.
    package var delaysContentTouches = true
    package var canCancelContentTouches = true

    package init() {}

    /// Whether it bounces along `axis` even when its content fits (the session's `alwaysBounce`).
    package func alwaysBounces(along axis: Axis) -> Bool {
        axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal
    }

    /// Whether it shows its indicator along `axis` (the session's `showsIndicator`).
    package func showsIndicator(along axis: Axis) -> Bool {
        axis == .vertical ? showsVerticalIndicator : showsHorizontalIndicator
    }
}
