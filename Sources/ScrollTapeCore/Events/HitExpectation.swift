/// `expect.hit`: the view a touch at `point` must be hit-tested to.
public struct HitExpectation: Hashable, Sendable {
    /// Where the touch lands, in window coordinates (`x`, `y`), in points.
    package var point: Point
    /// A view id, `"<scrollId>.item.<index>"`, or `"window"` for no view.
    package var target: String

    /// An expectation that a touch at `point` is hit-tested to `target`.
    package init(point: Point, target: String) {
        self.point = point
        self.target = target
    }
}
