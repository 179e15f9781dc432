/// The scroll view's derived geometry: adjusted inset, content size and offset range.
package struct ScrollMetrics: Hashable, Sendable {
    /// The scroll axis (the scroll view's `axis` in the session line).
    package var axis: Axis
    /// Frame extent along the axis, in points (d of the rubber band).
    package var viewportExtent: Double
    /// `adjustedContentInset`: `contentInset` plus the safe area (a keyboard's overlap included) as
    /// `insetAdjustment` adds it.
    package var adjustedInset: EdgeInsets
    /// `contentSize.width`, in points: a fixed content's width; otherwise the frame's width in a vertical
    /// list and the items' length in a horizontal one.
    package var contentWidth: Double
    /// `contentSize.height`, in points: a fixed content's height; otherwise the items' length in a
    /// vertical list and the frame's height in a horizontal one.
    package var contentHeight: Double
    /// `contentOffset` at the top (or left) edge.
    package var minOffset: Point
    /// `contentOffset` at the bottom (or right) edge; never below `minOffset`.
    package var maxOffset: Point

    /// The metrics of the scene's primary scroll view holding `itemCount` items.
    package init(scene: Scene, itemCount: Int) {
        self.init(scene.scroll, safeArea: scene.safeArea(of: scene.scroll), itemCount: itemCount)
    }

    /// The metrics of `scroll` holding `itemCount` items, its own safe area being `safeArea`
    /// (``Scene/safeArea(of:)``), with a keyboard covering the bottom `keyboardOverlap` points of the scroll view's frame (the
    /// model takes it as the bottom of the safe area where it is higher, as UITableViewController's
    /// keyboard avoidance does; `insetAdjustment` `never` leaves it to the app).
    package init(
        _ scroll: ScrollConfiguration, safeArea: EdgeInsets, itemCount: Int, keyboardOverlap: Double = 0
    ) {
        axis = scroll.axis
        viewportExtent = scroll.frame.extent(axis)
        if case .size(let width, let height) = scroll.content {
            contentWidth = width
            contentHeight = height
        } else {
            let length = scroll.content.itemsLength(count: itemCount) ?? 0
            contentWidth = axis == .vertical ? scroll.frame.width : length
            contentHeight = axis == .vertical ? length : scroll.frame.height
        }
        var safeArea = safeArea
        if keyboardOverlap > 0 {
            safeArea.bottom = max(safeArea.bottom, keyboardOverlap)
        }
        adjustedInset = scroll.adjusted(
            scroll.inset, safeArea: safeArea, contentSize: Size(width: contentWidth, height: contentHeight))
        let contentLength = axis == .vertical ? contentHeight : contentWidth
        let lower = -adjustedInset.leading(axis)
        let upper = max(lower, contentLength + adjustedInset.trailing(axis) - viewportExtent)
        let cross = axis == .vertical ? -adjustedInset.left : -adjustedInset.top
        minOffset = axis == .vertical ? Point(x: cross, y: lower) : Point(x: lower, y: cross)
        maxOffset = axis == .vertical ? Point(x: cross, y: upper) : Point(x: upper, y: cross)
    }

    /// The lowest offset along the axis.
    @inline(__always)
    package var lowerBound: Double { minOffset.component(axis) }
    /// The highest offset along the axis.
    @inline(__always)
    package var upperBound: Double { maxOffset.component(axis) }

    /// Whether the content is longer than the viewport (there is room to scroll).
    @inline(__always)
    package var isScrollable: Bool { upperBound > lowerBound }

    /// Whether `offset` (along the axis) is inside [lowerBound, upperBound], within `tolerance`.
    @inline(__always)
    package func contains(_ offset: Double, tolerance: Double = 0) -> Bool {
        Self.contains(offset, lowerBound: lowerBound - tolerance, upperBound: upperBound + tolerance)
    }

    /// Whether `offset` is inside [`lowerBound`, `upperBound`].
    @inline(__always)
    static func contains(_ offset: Double, lowerBound: Double, upperBound: Double) -> Bool {
        offset >= lowerBound && offset <= upperBound
    }

    /// `offset` clamped to [lowerBound, upperBound].
    @inline(__always)
    package func clamped(_ offset: Double) -> Double {
        min(max(offset, lowerBound), upperBound)
    }

    /// The length of the part of the path from `start` to `end` that lies inside the range.
    @inline(__always)
    package func insideLength(from start: Double, to end: Double) -> Double {
        Self.insideLength(from: start, to: end, lowerBound: lowerBound, upperBound: upperBound)
    }

    /// The length of the part of the path from `start` to `end` that lies inside
    /// [`lowerBound`, `upperBound`].
    @inline(__always)
    static func insideLength(from start: Double, to end: Double, lowerBound: Double, upperBound: Double)
        -> Double
    {
        let low = max(min(start, end), lowerBound)
        let high = min(max(start, end), upperBound)
        return max(0, high - low)
    }

    /// A full offset point from an offset along the axis (the cross component stays fixed).
    @inline(__always)
    package func point(_ offset: Double) -> Point {
        axis == .vertical ? Point(x: minOffset.x, y: offset) : Point(x: offset, y: minOffset.y)
    }
}
