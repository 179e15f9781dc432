/// `expect.hit`: the view a touch at `point` must be hit-tested to.
public struct HitExpectation: Hashable, Sendable {
    public var point: Point
    /// A view id, `"<scrollId>.item.<index>"`, or `"window"` for no view.
    public var target: String

    public init(point: Point, target: String) {
        self.point = point
        self.target = target
    }
}
