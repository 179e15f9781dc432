/// A point in window or view coordinates, in points (origin top-left, y down, as in UIKit).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points (down is positive).
    public var y: Double

    /// A point at (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    package func component(_ axis: Axis) -> Double {
        axis == .vertical ? y : x
    }

    /// Euclidean distance to `other`, in points.
    package func distance(to other: Point) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
