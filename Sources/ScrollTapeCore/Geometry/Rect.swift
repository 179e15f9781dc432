/// A rectangle `[x, y, width, height]` in points.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Whether `point` lies inside, as `CGRect.contains`: the minimum edges are inside, the maximum
    /// edges are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The extent along `axis` (height for vertical).
    public func extent(_ axis: Axis) -> Double {
        axis == .vertical ? height : width
    }

    /// The origin along `axis`.
    public func origin(_ axis: Axis) -> Double {
        axis == .vertical ? y : x
    }
}

/// Edge insets `{top, left, bottom, right}` in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// The inset before the content along `axis` (top for vertical, left for horizontal).
    public func leading(_ axis: Axis) -> Double {
        axis == .vertical ? top : left
    }

    /// The inset after the content along `axis` (bottom for vertical, right for horizontal).
    public func trailing(_ axis: Axis) -> Double {
        axis == .vertical ? bottom : right
    }
}
