/// Edge insets `{top, left, bottom, right}` in points.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Insets of the given edges, in points; each edge left out is 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The sum of two insets, edge by edge.
    package static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// The difference of two insets, edge by edge.
    package static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top - rhs.top, left: lhs.left - rhs.left,
            bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }

    /// The inset before the content along `axis` (top for vertical, left for horizontal).
    package func leading(_ axis: Axis) -> Double {
        axis == .vertical ? top : left
    }

    /// The inset after the content along `axis` (bottom for vertical, right for horizontal).
    package func trailing(_ axis: Axis) -> Double {
        axis == .vertical ? bottom : right
    }
}
