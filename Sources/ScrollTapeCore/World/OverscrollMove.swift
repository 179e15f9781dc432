/// One offset change that moved the header more than its in-bounds travel allows.
public struct OverscrollMove: Hashable, Sendable {
    /// The offset before and after the change.
    public var from: Double
    public var to: Double
    /// L: where the in-bounds path is measured from.
    public var origin: Double
    /// The header height at L.
    public var referenceHeight: Double
    /// The header height after the change.
    public var height: Double
    /// The in-bounds length of the path from L to `to`.
    public var allowance: Double

    /// How far the header moved beyond the allowance, in points.
    public var excess: Double { abs(height - referenceHeight) - allowance }
}
