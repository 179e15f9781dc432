/// What header code can read and write, with UIKit's names and meanings.
///
/// Handed to `HeaderBehavior.didScroll(_:)`, `didAppear(_:)` and `didEndScrolling(_:)`; the
/// behaviour sets `headerHeight`, the height of the header view's constraint, and may ask for a
/// scroll with `setContentOffset(_:animated:)`. Beside UIKit's names it offers the
/// offset along the scroll axis and its range, as ScrollTape's state names them
/// (`scroll.offset.y`, `scroll.minOffset.y`, `scroll.maxOffset.y` for a vertical list).
public struct HeaderScreen: Hashable, Sendable {
    /// The header view's height (its height constraint): set it to resize the header.
    public var headerHeight: Double
    /// The session's `header.minHeight` (ScrollTape's; UIKit has no such property: code ported from
    /// an app keeps its own constants).
    public let minHeaderHeight: Double
    /// The session's `header.maxHeight` (ScrollTape's, like `minHeaderHeight`).
    public let maxHeaderHeight: Double
    /// The view controller's view's `safeAreaInsets`, additional safe area included.
    public let safeAreaInsets: EdgeInsets
    /// The status bar's height: the device's `statusBar`, else its safe-area top.
    public let statusBarHeight: Double?
    /// The scroll axis.
    public let axis: Axis
    /// `contentOffset` along the axis.
    public let offset: Double
    /// The lowest offset along the axis (the top or left edge: −adjustedContentInset.top).
    public let minOffset: Double
    /// The highest offset along the axis (the bottom or right edge); never below `minOffset`.
    public let maxOffset: Double

    private let contentOffset: Point
    private let contentSize: Size
    private let frame: Rect
    private let contentInset: EdgeInsets
    private let adjustedContentInset: EdgeInsets
    private let isTracking: Bool
    private let isDragging: Bool
    private let isDecelerating: Bool
    /// The last scroll the behaviour asked for.
    /// The scroll the behaviour asked for with ``setContentOffset(_:animated:)``, if any.
    package private(set) var requestedContentOffset: ContentOffsetRequest?

    /// A screen as a test sets it up: the scroll view, the safe area and the header's height.
    /// The offset range follows from the scroll view as UIKit's does
    /// (−adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom − bounds.height).
    public init(
        scrollView: ScrollViewInfo, safeAreaInsets: EdgeInsets = .zero, statusBarHeight: Double? = nil,
        headerHeight: Double, minHeaderHeight: Double = 0, maxHeaderHeight: Double? = nil,
        axis: Axis = .vertical
    ) {
        let (lower, upper) = scrollView.offsetRange(along: axis)
        self.headerHeight = headerHeight
        self.minHeaderHeight = minHeaderHeight
        self.maxHeaderHeight = maxHeaderHeight ?? headerHeight
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.axis = axis
        offset = scrollView.contentOffset.component(axis)
        minOffset = lower
        maxOffset = upper
        contentOffset = scrollView.contentOffset
        contentSize = scrollView.contentSize
        frame = scrollView.frame
        contentInset = scrollView.contentInset
        adjustedContentInset = scrollView.adjustedContentInset
        isTracking = scrollView.isTracking
        isDragging = scrollView.isDragging
        isDecelerating = scrollView.isDecelerating
    }

    /// What does not change while a scene is replayed, worked out once per scene.
    struct Fixed: Hashable, Sendable {
        var minHeaderHeight: Double
        var maxHeaderHeight: Double
        var safeAreaInsets: EdgeInsets
        var statusBarHeight: Double?
        var frame: Rect
        var contentInset: EdgeInsets

        init?(_ scene: Scene) {
            guard let header = scene.header else { return nil }
            minHeaderHeight = header.minHeight
            maxHeaderHeight = header.maxHeight
            safeAreaInsets = scene.device.safeArea + scene.scroll.additionalSafeArea
            statusBarHeight = scene.device.statusBarHeight
            frame = scene.scroll.frame
            contentInset = scene.scroll.inset
        }
    }

    /// The screen of a world now: its `fixed` parts, its scroll view's `metrics`, `contentOffset`
    /// and what it is doing (`flags`), and its header `headerHeight` high.
    @inline(__always)
    init(
        _ fixed: Fixed, metrics: ScrollMetrics, contentOffset: Point, flags: ScrollFlags, headerHeight: Double
    ) {
        self.headerHeight = headerHeight
        minHeaderHeight = fixed.minHeaderHeight
        maxHeaderHeight = fixed.maxHeaderHeight
        safeAreaInsets = fixed.safeAreaInsets
        statusBarHeight = fixed.statusBarHeight
        axis = metrics.axis
        offset = contentOffset.component(metrics.axis)
        minOffset = metrics.lowerBound
        maxOffset = metrics.upperBound
        self.contentOffset = contentOffset
        contentSize = Size(width: metrics.contentWidth, height: metrics.contentHeight)
        frame = fixed.frame
        contentInset = fixed.contentInset
        adjustedContentInset = metrics.adjustedInset
        isTracking = flags.contains(.tracking)
        isDragging = flags.contains(.dragging)
        isDecelerating = flags.contains(.decelerating)
    }

    /// The scroll view (`UIScrollView`'s properties).
    public var scrollView: ScrollViewInfo {
        ScrollViewInfo(
            contentOffset: contentOffset, contentSize: contentSize,
            bounds: Rect(x: contentOffset.x, y: contentOffset.y, width: frame.width, height: frame.height),
            frame: frame, contentInset: contentInset, adjustedContentInset: adjustedContentInset,
            isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating)
    }

    /// Asks for the list to scroll to `offset` (UIKit: `scrollView.setContentOffset(_:animated:)`),
    /// animated (phase `snapping`, the constant-rate animation of an animated `scrollTo`) or at once. The list moves after the
    /// behaviour returns, and the behaviour sees the move in `didScroll` as usual; `offset` here
    /// stays what it was. A later request replaces an earlier one.
    public mutating func setContentOffset(_ offset: Point, animated: Bool) {
        requestedContentOffset = ContentOffsetRequest(offset: offset, animated: animated)
    }

    /// `offset` clamped into [minOffset, maxOffset].
    public func clamped(_ offset: Double) -> Double {
        min(max(offset, minOffset), maxOffset)
    }
}

/// The numbers the built-in `collapsing` and `pinned` behaviours read of a screen: the offset range
/// along the axis and the header's heights.
struct HeaderRange {
    var minOffset: Double
    var maxOffset: Double
    var minHeight: Double
    var maxHeight: Double

    init(_ screen: HeaderScreen) {
        minOffset = screen.minOffset
        maxOffset = screen.maxOffset
        minHeight = screen.minHeaderHeight
        maxHeight = screen.maxHeaderHeight
    }

    /// What `HeaderScreen(fixed, metrics: metrics, …)` has of them.
    @inline(__always)
    init(_ fixed: HeaderScreen.Fixed, metrics: ScrollMetrics) {
        minOffset = metrics.lowerBound
        maxOffset = metrics.upperBound
        minHeight = fixed.minHeaderHeight
        maxHeight = fixed.maxHeaderHeight
    }
}
