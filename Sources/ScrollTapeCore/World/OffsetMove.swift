/// One straight move of the primary list's offset during an event, as the header code saw it:
/// from where to where along the axis, the header's height before and after it, and the range
/// the offset had then (`ScrollMetrics.lowerBound`…`upperBound`).
package struct OffsetMove: Hashable, Sendable {
    /// The offset along the axis before the move.
    package var from: Double
    /// The offset along the axis after the move.
    package var to: Double
    /// The header's height before the move (nil without a header).
    package var headerHeightBefore: Double?
    /// The header's height after the move (nil without a header).
    package var headerHeightAfter: Double?
    /// The lowest offset along the axis then.
    package var lowerBound: Double
    /// The highest offset along the axis then.
    package var upperBound: Double

    /// A move from `from` to `to` along the axis, with the header's height before and after it and the
    /// range the offset had then.
    package init(
        from: Double, to: Double, headerHeightBefore: Double?, headerHeightAfter: Double?,
        lowerBound: Double, upperBound: Double
    ) {
        self.from = from
        self.to = to
        self.headerHeightBefore = headerHeightBefore
        self.headerHeightAfter = headerHeightAfter
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// The length of the move's part inside the range.
    package var insideLength: Double {
        ScrollMetrics.insideLength(from: from, to: to, lowerBound: lowerBound, upperBound: upperBound)
    }

    /// Whether `offset` is inside the range the offset had then.
    package func isInside(_ offset: Double) -> Bool {
        ScrollMetrics.contains(offset, lowerBound: lowerBound, upperBound: upperBound)
    }
}
