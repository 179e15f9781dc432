/// One straight move of the primary list's offset during an event, as the header code saw it:
/// from where to where along the axis, the header's height before and after it, and the range
/// the offset had then (`ScrollMetrics.lowerBound`…`upperBound`).
public struct OffsetMove: Hashable, Sendable {
    /// The offset along the axis before the move.
    public var from: Double
    /// The offset along the axis after the move.
    public var to: Double
    /// The header's height before the move (nil without a header).
    public var headerHeightBefore: Double?
    /// The header's height after the move (nil without a header).
    public var headerHeightAfter: Double?
    /// The lowest offset along the axis then.
    public var lowerBound: Double
    /// The highest offset along the axis then.
    public var upperBound: Double

    /// A move from `from` to `to` along the axis, with the header's height before and after it and the
    /// range the offset had then.
    public init(
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
    public var insideLength: Double {
        ScrollMetrics.insideLength(from: from, to: to, lowerBound: lowerBound, upperBound: upperBound)
    }

    /// Whether `offset` is inside the range the offset had then.
    public func isInside(_ offset: Double) -> Bool {
        ScrollMetrics.contains(offset, lowerBound: lowerBound, upperBound: upperBound)
    }
}
