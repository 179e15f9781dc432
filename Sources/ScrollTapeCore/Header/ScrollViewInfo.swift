/// The scroll view as header code reads it, with `UIScrollView`'s names and meanings.
public struct ScrollViewInfo: Hashable, Sendable {
    /// `contentOffset`: the content's point at the scroll view's top left.
    public var contentOffset: Point
    /// `contentSize`.
    public var contentSize: Size
    /// `bounds`: origin at `contentOffset`, size of the frame.
    public var bounds: Rect
    /// `frame`, in window coordinates.
    public var frame: Rect
    /// `contentInset`, as set by the app.
    public var contentInset: EdgeInsets
    /// `adjustedContentInset`: `contentInset` plus the safe area (with `insetAdjustment`
    /// `automatic`).
    public var adjustedContentInset: EdgeInsets
    /// `isTracking`: a finger is down on the content.
    public var isTracking: Bool
    /// `isDragging`: the content follows a finger.
    public var isDragging: Bool
    /// `isDecelerating`: the content moves by itself after the finger lifted (slowing down,
    /// bouncing back, or settling on a page).
    public var isDecelerating: Bool

    /// A scroll view with these properties; by default at rest (not tracking, dragging or
    /// decelerating).
    public init(
        contentOffset: Point, contentSize: Size, bounds: Rect, frame: Rect, contentInset: EdgeInsets,
        adjustedContentInset: EdgeInsets, isTracking: Bool = false, isDragging: Bool = false,
        isDecelerating: Bool = false
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.bounds = bounds
        self.frame = frame
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
    }

    /// Its offset range along `axis`, as UIKit's:
    /// −adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom − bounds.height
    /// (never below the lowest).
    func offsetRange(along axis: Axis) -> (lower: Double, upper: Double) {
        let lower = -adjustedContentInset.leading(axis)
        let contentLength = axis == .vertical ? contentSize.height : contentSize.width
        return (lower, max(lower, contentLength + adjustedContentInset.trailing(axis) - bounds.extent(axis)))
    }
}
