/// The app's scroll-driven code as UIKit calls it: a `UIScrollViewDelegate` plus the
/// view controller's `viewDidAppear` / `viewDidLayoutSubviews`, and the app's own actions.
///
/// One value gets the callbacks of every scroll view of the scene; `screen.scrollView` is the one
/// the call is about (UIKit passes it as the argument). A replay calls each method where UIKit
/// would (FORMAT.md "The app's code as UIKit calls it" gives the order, with sources), and what the
/// code changes on `screen` takes effect as UIKit applies it: offsets and insets move the scroll
/// view's machine, the header's height and the views' frames, alpha, transforms, `isHidden` and
/// `isUserInteractionEnabled` are laid out and hit-tested. Every method has a default that does
/// nothing (`scrollViewShouldScrollToTop` and `panShouldBegin` answer true,
/// `panShouldRecognizeSimultaneously` false).
///
/// ```swift
/// struct ShyBar: ScrollViewDelegate {
///     var lastY = 0.0
///     mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
///         let y = screen.scrollView.contentOffset.y
///         var bar = screen[view: "bar"]
///         bar.frame.y = min(max(bar.frame.y - (y - lastY), -44), 0)
///         screen[view: "bar"] = bar
///         lastY = y
///     }
/// }
/// let result = recording.replay(AppCode(delegate: ShyBar()))
/// ```
///
/// Write it as a struct with value semantics, as a `HeaderBehavior`: its stored properties are
/// part of the replayed state (time travel steps back by taking an earlier copy), it is `Hashable`
/// so that replays can be compared and `Sendable` so that they run on several threads.
public protocol ScrollViewDelegate: Hashable, Sendable {
    /// After the scroll view's offset changed: once per event that moved it (a touch sample, a
    /// display frame of a motion, the app's scroll), and after a callback that set it.
    mutating func scrollViewDidScroll(_ screen: inout AppScreen)
    /// A pan began (the finger moved past the pan's hysteresis), before the drag's first `didScroll`.
    mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen)
    /// The finger that dragged lifted. `velocity` is the content offset's velocity at release, in
    /// points per millisecond (as UIKit gives it: positive when the offset grows). Setting
    /// `targetContentOffset` makes the motion come to rest exactly there (paging included).
    mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// After `scrollViewWillEndDragging`: `decelerate` is true when the content goes on moving by
    /// itself (a deceleration, a bounce back, a page settling).
    mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool)
    /// After `scrollViewDidEndDragging(_:willDecelerate: true)`.
    mutating func scrollViewWillBeginDecelerating(_ screen: inout AppScreen)
    /// The motion after a drag came to rest (a deceleration, a bounce back, a page settled).
    mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen)
    /// An animated `setContentOffset(_:animated: true)` (the app's or the code's) reached its target.
    mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen)
    /// The status bar was tapped (a `scrollTo` event with `"to": "top"`): false keeps the list
    /// where it is. Default: true.
    mutating func scrollViewShouldScrollToTop(_ screen: inout AppScreen) -> Bool
    /// The scroll to the top that a status-bar tap started ended.
    mutating func scrollViewDidScrollToTop(_ screen: inout AppScreen)
    /// The scroll view's `adjustedContentInset` changed (the code set `contentInset`, the safe area
    /// or the keyboard changed).
    mutating func scrollViewDidChangeAdjustedContentInset(_ screen: inout AppScreen)
    /// Once, after the initial layout (the view controller's `viewDidAppear`).
    mutating func viewDidAppear(_ screen: inout AppScreen)
    /// The view controller's view laid its subviews out: at the initial layout and after the
    /// screen's size or safe area changed (a `safeArea` event).
    mutating func viewDidLayoutSubviews(_ screen: inout AppScreen)
    /// A control's primary action fired (a tap on a button or a tab: a `tap` action); `control` is
    /// its view id.
    mutating func primaryActionTriggered(_ control: String, _ screen: inout AppScreen)
    /// A row or item was selected in a list (a `select` action); `screen.scrollView` is that list
    /// and `index` counts rows across its sections.
    mutating func didSelectItem(at index: Int, _ screen: inout AppScreen)
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` for the pans of two scroll views
    /// that want the same finger: `scrollView` is the one whose pan asks, `other` the other (their
    /// ids; `screen.scrollView` is `scrollView`). Asked for each of the two, as UIKit asks each
    /// recognizer's delegate: either answering true is enough. True: both pans follow the finger,
    /// each by its own rules and with its own callbacks (each `scrollViewDidScroll` before the
    /// other pan moves). Default: false (one pan wins).
    mutating func panShouldRecognizeSimultaneously(
        _ scrollView: String, with other: String, _ screen: inout AppScreen
    ) -> Bool
    /// `gestureRecognizerShouldBegin(_:)` for `screen.scrollView`'s pan, when the finger moved past
    /// its hysteresis: false keeps it from beginning, and the finger goes to the next scroll view
    /// that may pan with it. Default: true.
    mutating func panShouldBegin(_ screen: inout AppScreen) -> Bool
    /// The app's own code at a moment of its own — a network completion, a timer, a refresh that
    /// finished loading: a `call` event with this `name` (`{"type":"call","t":2.5,"name":"loadFinished"}`)
    /// runs it at its `t`; `screen.scrollView` is the primary list. In the app, the UIKit bridge's
    /// `handle(_:)` runs the same method (and the recorder writes the event).
    mutating func handle(_ call: String, _ screen: inout AppScreen)
}

extension ScrollViewDelegate {
    public mutating func scrollViewDidScroll(_ screen: inout AppScreen) {}
    public mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {}
    public mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
    public mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool)
    {}
    public mutating func scrollViewWillBeginDecelerating(_ screen: inout AppScreen) {}
    public mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {}
    public mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {}
    public mutating func scrollViewShouldScrollToTop(_ screen: inout AppScreen) -> Bool { true }
    public mutating func scrollViewDidScrollToTop(_ screen: inout AppScreen) {}
    public mutating func scrollViewDidChangeAdjustedContentInset(_ screen: inout AppScreen) {}
    public mutating func viewDidAppear(_ screen: inout AppScreen) {}
    public mutating func viewDidLayoutSubviews(_ screen: inout AppScreen) {}
    public mutating func primaryActionTriggered(_ control: String, _ screen: inout AppScreen) {}
    public mutating func didSelectItem(at index: Int, _ screen: inout AppScreen) {}
    public mutating func panShouldRecognizeSimultaneously(
        _ scrollView: String, with other: String, _ screen: inout AppScreen
    ) -> Bool { false }
    public mutating func panShouldBegin(_ screen: inout AppScreen) -> Bool { true }
    public mutating func handle(_ call: String, _ screen: inout AppScreen) {}
}
