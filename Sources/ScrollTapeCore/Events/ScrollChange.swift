/// How a `scroll` event moves the list.
public enum ScrollChange: Hashable, Sendable {
    /// `x`/`y`: an absolute content offset (a missing component keeps its value).
    case absolute(x: Double?, y: Double?)
    /// `dx`/`dy`: a relative move, clamped to the scroll range.
    case relative(dx: Double, dy: Double)
}
