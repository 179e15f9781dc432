/// A header driven by the list's scrolling, written the way UIKit code is written.
///
/// A conformer is the code of a `UIScrollViewDelegate` that resizes a header: `didScroll` is
/// `scrollViewDidScroll(_:)`, `didAppear` is the view controller's `viewDidAppear(_:)`, and the
/// stored properties are the ones that code keeps between calls (`previousContentOffsetY`). It
/// reads the scroll view through `HeaderScreen` under UIKit's names and sets the height of the
/// header view's constraint, `screen.headerHeight`:
///
/// ```swift
/// struct QuickReturnHeader: HeaderBehavior {
///     var previousOffsetY = 0.0
///     mutating func didScroll(_ screen: inout HeaderScreen) {
///         let y = screen.scrollView.contentOffset.y
///         screen.headerHeight = min(max(screen.headerHeight - (y - previousOffsetY), 48), 148)
///         previousOffsetY = y
///     }
/// }
/// ```
///
/// A replay calls it when UIKit would: `didScroll` once when UIKit moves the list to its initial
/// offset, then `didAppear`, then `didScroll` once per event that moved the list (a touch sample,
/// a display frame while it decelerates or bounces, an app or wheel scroll, a batch update), at
/// the offset after that event, `didEndScrolling` when the list comes to rest by itself, and
/// `didLayoutSubviews` after the screen's size or safe area changed (a `safeArea` event).
///
/// A header that snaps asks for a scroll the way UIKit code does, with
/// `screen.setContentOffset(_:animated:)` in `didEndScrolling`:
///
/// ```swift
/// mutating func didEndScrolling(_ screen: inout HeaderScreen) {
///     if let target = screen.snapTarget(restHeights: [48, 148]) {
///         screen.setContentOffset(target, animated: true)
///     }
/// }
/// ```
///
/// Use a struct with value semantics: the replay keeps copies of it in its checkpoints (time
/// travel steps back by taking an earlier copy), so a class instance shared between copies
/// would make replay depend on history. Its stored properties are part of the state: it is
/// `Hashable` (a struct of hashable properties gets it for nothing) so that two replays can be
/// compared, and `Sendable` so that replays run on several threads.
///
/// The built-in behaviours (`collapsing`, `pinned`, `enterAlwaysCollapsed`, `none`) are conformers
/// like any other (`CollapsingHeader`, `PinnedHeader`, `EnterAlwaysCollapsedHeader`,
/// `FixedHeader`).
public protocol HeaderBehavior: Hashable, Sendable {
    /// Once, after the initial layout (UIKit: `viewDidAppear`). Default: does nothing.
    mutating func didAppear(_ screen: inout HeaderScreen)
    /// After every change of the list's offset (UIKit: `scrollViewDidScroll`).
    mutating func didScroll(_ screen: inout HeaderScreen)
    /// When the list comes to rest by itself: a release with no motion
    /// (`scrollViewDidEndDragging(_:willDecelerate: false)`) or the end of a deceleration or a
    /// bounce (`scrollViewDidEndDecelerating`); not the end of paging or of an animated scroll.
    /// A scroll it asks for with `screen.setContentOffset(_:animated:)` follows (the last one it
    /// asks for). Default: does nothing.
    mutating func didEndScrolling(_ screen: inout HeaderScreen)
    /// After the screen's size or safe area changed (a `safeArea` event: a rotation, a resize, an
    /// in-call bar) and the view controller's view laid its subviews out anew (UIKit:
    /// `viewDidLayoutSubviews`), with the scroll view's new frame, adjusted inset and range; after
    /// `didScroll` if UIKit moved the list to keep its offset in range. Default: does nothing (the
    /// header keeps its height until the list moves).
    mutating func didLayoutSubviews(_ screen: inout HeaderScreen)
    /// Whether `didScroll` is also called at the offsets the motion passes through within one
    /// event (an edge reached during a deceleration, a spring's turning point), which no UIKit
    /// delegate sees. The built-in reference behaviours do, to follow the list's exact path;
    /// default: false, called as UIKit calls `scrollViewDidScroll`.
    var observesIntermediateOffsets: Bool { get }
}

extension HeaderBehavior {
    public mutating func didAppear(_ screen: inout HeaderScreen) {}

    public mutating func didEndScrolling(_ screen: inout HeaderScreen) {}

    public mutating func didLayoutSubviews(_ screen: inout HeaderScreen) {}

    public var observesIntermediateOffsets: Bool { false }
}
