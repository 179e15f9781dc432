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
