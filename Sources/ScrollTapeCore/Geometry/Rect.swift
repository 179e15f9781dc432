/// A rectangle `[x, y, width, height]` in points.
public struct Rect: Hashable, Sendable {
    /// The horizontal coordinate of the origin (the left edge), in points.
    public var x: Double
    /// The vertical coordinate of the origin (the top edge), in points.
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A rectangle at (x, y), `width` by `height` points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge, x + width (`CGRect.maxX`).
    public var maxX: Double { x + width }
    /// The bottom edge, y + height (`CGRect.maxY`).
    public var maxY: Double { y + height }

    /// Whether `point` lies inside, as `CGRect.contains`: the minimum edges are inside, the maximum
    /// edges are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The extent along `axis` (height for vertical).
    package func extent(_ axis: Axis) -> Double {
        axis == .vertical ? height : width
    }

    /// The origin along `axis`.
    package func origin(_ axis: Axis) -> Double {
        axis == .vertical ? y : x
    }
}
