/// A scroll view as the app's code reads and changes it, with `UIScrollView`'s names.
///
/// What the code sets takes effect after its callback returns, as UIKit applies it (FORMAT.md "The
/// app's code as UIKit calls it"): a new `contentInset` keeps `contentOffset` and changes the range
/// and `adjustedContentInset` (then `scrollViewDidChangeAdjustedContentInset`); `contentOffset =`
/// moves the content and lets a drag or a deceleration go on from there;
/// `setContentOffset(_:animated:)` stops any motion first (a dragging finger goes on from the new
/// offset) and, animated, moves at a constant rate. Neither clamps. Several writes in one callback:
/// the last offset wins. The getters read what the code set in this callback.
public struct AppScrollView: Hashable, Sendable {
    /// How the code asked to move the content.
    package enum OffsetRequest: Hashable, Sendable {
        /// `contentOffset = offset`.
        case assigned(Point)
        /// `setContentOffset(offset, animated:)`.
        case set(Point, animated: Bool)
    }

    /// The scroll view's id (the session's `scroll.id` or a `scrolls` entry's).
    public let id: String
    /// `contentSize`, in points. Setting it changes the range of a scroll view whose content the
    /// session gives by its size; a list of items or rows sizes its content itself (as a table or
    /// collection view does in UIKit) and keeps it.
    public var contentSize: Size
    /// In window coordinates.
    public let frame: Rect
    /// The part of the safe area that covers this scroll view.
    public let safeAreaInsets: EdgeInsets
    /// `isTracking`: a finger is down on the content (in `scrollViewDidEndDragging` still, as UIKit
    /// reports it).
    public private(set) var isTracking: Bool
    /// `isDragging`: the content follows a finger (no longer in `scrollViewDidEndDragging`).
    public private(set) var isDragging: Bool
    /// `isDecelerating`: the content moves by itself after the finger lifted (slowing down, bouncing
    /// back, or settling on a page), up to its last `scrollViewDidScroll` (not in
    /// `scrollViewDidEndDecelerating`); not during an animated `setContentOffset`.
    public private(set) var isDecelerating: Bool
    /// `panGestureRecognizer`: its `translation(in:)` and `velocity(in:)` (zero when no finger pans).
    public let panGestureRecognizer: PanGesture
    /// `contentInset`: a new one keeps `contentOffset` and changes the range and `adjustedContentInset`.
    public var contentInset: EdgeInsets
    /// `verticalScrollIndicatorInsets`: on a vertical scroll view, `scroll.indicatorInset` in the state
    /// and what `indicator.belowHeader` judges.
    public var verticalScrollIndicatorInsets: EdgeInsets
    /// `horizontalScrollIndicatorInsets`: on a horizontal scroll view, `scroll.indicatorInset` in the
    /// state.
    public var horizontalScrollIndicatorInsets: EdgeInsets
    /// Its switches as the code left them (the properties below).
    package private(set) var switches: ScrollViewSwitches
    /// `isScrollEnabled`: false, its pan does not begin and a finger goes to the next scroll view
    /// that may pan with it; set false under a finger, that finger's pan of it is cancelled.
    public var isScrollEnabled: Bool {
        get { switches.scrollEnabled }
        set { switches.scrollEnabled = newValue }
    }
    /// `bounces`: it rubber-bands past the edges.
    public var bounces: Bool {
        get { switches.bounces }
        set { switches.bounces = newValue }
    }
    /// `alwaysBounceVertical`: a vertical scroll view bounces even when its content fits.
    public var alwaysBounceVertical: Bool {
        get { switches.alwaysBounceVertical }
        set { switches.alwaysBounceVertical = newValue }
    }
    /// `alwaysBounceHorizontal`: a horizontal scroll view bounces even when its content fits.
    public var alwaysBounceHorizontal: Bool {
        get { switches.alwaysBounceHorizontal }
        set { switches.alwaysBounceHorizontal = newValue }
    }
    /// `scrollsToTop`: a tap on the status bar scrolls it to its top (false: it stays, and its
    /// `scrollViewShouldScrollToTop` is not asked).
    public var scrollsToTop: Bool {
        get { switches.scrollsToTop }
        set { switches.scrollsToTop = newValue }
    }
    /// `showsVerticalScrollIndicator`: false, a vertical scroll view shows no indicator
    /// (`indicator.belowHeader` has none to judge).
    public var showsVerticalScrollIndicator: Bool {
        get { switches.showsVerticalIndicator }
        set { switches.showsVerticalIndicator = newValue }
    }
    /// `showsHorizontalScrollIndicator`.
    public var showsHorizontalScrollIndicator: Bool {
        get { switches.showsHorizontalIndicator }
        set { switches.showsHorizontalIndicator = newValue }
    }
    /// `delaysContentTouches`: touches in its content are held until it knows whether a pan begins.
    public var delaysContentTouches: Bool {
        get { switches.delaysContentTouches }
        set { switches.delaysContentTouches = newValue }
    }
    /// `canCancelContentTouches`: a pan may take a touch an item of its content tracks.
    public var canCancelContentTouches: Bool {
        get { switches.canCancelContentTouches }
        set { switches.canCancelContentTouches = newValue }
    }
    /// `automatic`, `scrollableAxes`, `never` or `always` (`UIScrollView.ContentInsetAdjustmentBehavior`).
    /// Another value is the code's mistake, reported (not a trap), and the change is dropped.
    public var contentInsetAdjustmentBehavior: String {
        get { insetAdjustment.rawValue }
        set {
            guard let behavior = ScrollConfiguration.InsetAdjustment(rawValue: newValue) else {
                misuse = .unknownInsetAdjustment(newValue, of: id)
                return
            }
            insetAdjustment = behavior
        }
    }

    /// The code's mistake in this callback, if it made one (a `contentInsetAdjustmentBehavior`
    /// UIKit does not have): `AppScreen` hands it on with its own.
    package private(set) var misuse: AppCodeMisuse?
    package private(set) var insetAdjustment: ScrollConfiguration.InsetAdjustment
    /// The offset now (what the code assigned in this callback, if it did).
    private var offset: Point
    /// The adjusted inset's part that is not `contentInset` (the safe area's, as adjusted).
    private let safeAreaAdjustment: EdgeInsets
    /// The content's move the code asked for in this callback (the last one).
    package private(set) var offsetRequest: OffsetRequest?

    package init(
        id: String, contentOffset: Point, contentSize: Size, frame: Rect, contentInset: EdgeInsets,
        adjustedContentInset: EdgeInsets, insetAdjustment: ScrollConfiguration.InsetAdjustment,
        indicatorInsets: (vertical: EdgeInsets, horizontal: EdgeInsets), safeAreaInsets: EdgeInsets,
        flags: ScrollFlags, pan: PanGesture, switches: ScrollViewSwitches = ScrollViewSwitches()
    ) {
        self.id = id
        self.switches = switches
        offset = contentOffset
        self.contentSize = contentSize
        self.frame = frame
        self.contentInset = contentInset
        safeAreaAdjustment = adjustedContentInset - contentInset
        self.insetAdjustment = insetAdjustment
        verticalScrollIndicatorInsets = indicatorInsets.vertical
        horizontalScrollIndicatorInsets = indicatorInsets.horizontal
        self.safeAreaInsets = safeAreaInsets
        isTracking = false
        isDragging = false
        isDecelerating = false
        panGestureRecognizer = pan
        report(flags)
    }

    /// Its `isTracking`, `isDragging` and `isDecelerating`.
    package var flags: ScrollFlags {
        var flags: ScrollFlags = []
        if isTracking { flags.insert(.tracking) }
        if isDragging { flags.insert(.dragging) }
        if isDecelerating { flags.insert(.decelerating) }
        return flags
    }

    /// Reports `flags` as its `isTracking`, `isDragging` and `isDecelerating` (what UIKit reports
    /// at a callback).
    package mutating func report(_ flags: ScrollFlags) {
        isTracking = flags.contains(.tracking)
        isDragging = flags.contains(.dragging)
        isDecelerating = flags.contains(.decelerating)
    }

    /// What the code reads of a scroll view the screen does not have (its mistake, reported by
    /// the screen): an empty scroll view at rest at the origin, with no insets.
    init(unknown id: String) {
        self.init(
            id: id, contentOffset: .zero, contentSize: Size(width: 0, height: 0),
            frame: Rect(x: 0, y: 0, width: 0, height: 0), contentInset: EdgeInsets(),
            adjustedContentInset: EdgeInsets(), insetAdjustment: .automatic,
            indicatorInsets: (EdgeInsets(), EdgeInsets()), safeAreaInsets: EdgeInsets(), flags: [],
            pan: PanGesture())
    }

    /// `contentOffset`: setting it is UIKit's plain assignment (a drag or a deceleration goes on
    /// from the new offset).
    public var contentOffset: Point {
        get { offset }
        set {
            offset = newValue
            offsetRequest = .assigned(newValue)
        }
    }

    /// `setContentOffset(_:animated:)`: any motion stops (a dragging finger goes on from the new
    /// offset); animated, the content moves at a constant rate over the scroll view's
    /// `scrollAnimationDuration` and `scrollViewDidEndScrollingAnimation` follows, unless it is
    /// there already. `contentOffset` reads the new offset at once when not animated.
    public mutating func setContentOffset(_ offset: Point, animated: Bool) {
        if !animated { self.offset = offset }
        offsetRequest = .set(offset, animated: animated)
    }

    /// `bounds`: its origin is `contentOffset`, its size the frame's.
    public var bounds: Rect { Rect(x: offset.x, y: offset.y, width: frame.width, height: frame.height) }

    /// `adjustedContentInset`: `contentInset` plus the safe area as `contentInsetAdjustmentBehavior`
    /// adjusts it (with a new `contentInset`, the new one; the adjustment is the one at the call).
    public var adjustedContentInset: EdgeInsets { contentInset + safeAreaAdjustment }
}

/// The scroll view's pan gesture recognizer as the code reads it (`UIPanGestureRecognizer`).
public struct PanGesture: Hashable, Sendable {
    /// `UIGestureRecognizer.State`, by its name.
    package enum Phase: String, Hashable, Sendable {
        /// No pan yet (the finger has not moved past the hysteresis, or no finger is down).
        case possible
        /// The pan began: what `scrollViewWillBeginDragging` sees.
        case began
        /// The finger moved while panning.
        case changed
        /// The finger lifted: what `scrollViewWillEndDragging` and `…DidEndDragging` see.
        case ended
        /// The touch was cancelled (by the system, or UIKit cancelled the pan).
        case cancelled
        /// The pan will not begin with this finger (`panShouldBegin` answered false).
        case failed
    }

    /// Where the finger that pans went down and where it is now (window coordinates), and its
    /// velocity in points per second; zero when no finger pans.
    let start: Point
    let location: Point
    let fingerVelocity: Point
    let phase: Phase

    package init(
        start: Point = .zero, location: Point = .zero, velocity: Point = .zero, phase: Phase = .possible
    ) {
        self.start = start
        self.location = location
        fingerVelocity = velocity
        self.phase = phase
    }

    /// `state`: `possible`, `began`, `changed`, `ended`, `cancelled` or `failed`, the names of
    /// `UIGestureRecognizer.State` (pull-to-refresh code checks for `cancelled`).
    public var state: String { phase.rawValue }

    /// `translation(in:)`: how far the finger moved since it went down, in points (the view's
    /// coordinates; nil: the window's, which are the same for views that are not transformed).
    public func translation(in view: String?) -> Point {
        Point(x: location.x - start.x, y: location.y - start.y)
    }

    /// `velocity(in:)`: the finger's velocity in points per second (positive when it moves right
    /// or down, opposite to the offset's while dragging).
    public func velocity(in view: String?) -> Point {
        fingerVelocity
    }
}

extension AppScrollView {
    /// What a short form (a header behaviour's, an effect's) asked for with its screen's
    /// `setContentOffset(_:animated:)`, clamped along `axis` into `lower`…`upper` as those screens
    /// document, then set as a delegate's is.
    mutating func setContentOffset(
        _ request: ContentOffsetRequest, along axis: Axis, clampedTo lower: Double, _ upper: Double
    ) {
        let along = min(max(request.offset.component(axis), lower), upper)
        var offset = contentOffset
        if axis == .vertical { offset.y = along } else { offset.x = along }
        setContentOffset(offset, animated: request.animated)
    }
}

extension ScrollViewInfo {
    /// The scroll view as the app's code reads it in a delegate call (what a header behaviour's and
    /// an effect's short forms hand on).
    init(_ view: AppScrollView) {
        self.init(
            contentOffset: view.contentOffset, contentSize: view.contentSize, bounds: view.bounds,
            frame: view.frame, contentInset: view.contentInset,
            adjustedContentInset: view.adjustedContentInset, isTracking: view.isTracking,
            isDragging: view.isDragging, isDecelerating: view.isDecelerating)
    }
}
