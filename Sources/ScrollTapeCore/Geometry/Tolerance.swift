/// The numeric tolerances of comparisons, in points (or the compared value's unit).
public enum Tolerance {
    /// Floating-point slack for the invariants: far below a pixel, above rounding noise.
    package static let invariant = 0.001
    /// Default tolerance of `expect` numbers.
    public static let expectation = 0.5
    /// Default tolerance of `observe` numbers (`conformance`): what the device showed may
    /// differ from the model by half a point (a device pixel at 2x) when neither the recording
    /// (`conformanceTolerance`) nor `check --conformance-tolerance` says otherwise.
    package static let conformance = 0.5
    /// Default tolerance of header heights when two replays of one recording are compared
    /// (`ReplayResult.firstDivergence`, `assertReplay`'s `matchesBuiltIn`): half a point.
    public static let divergence = 0.5
    /// How far a view may be from where it belongs (`tabs.underline`: the underline under its tab):
    /// half a point, a device pixel at 2x.
    package static let placement = 0.5
    /// Times closer than this are the same time, in seconds (event times are written with a few
    /// decimals, so 1.15 − 1.0 must count as the full 0.15 s delay).
    static let time = 1e-9
    /// How close to its parent's edge a frame's edge counts as on it when the screen's size
    /// changes (`Rect.following(from:to:)`): a hundredth of a point, for frames written with a
    /// few decimals.
    package static let edge = 0.01

    /// Whether `actual` and `expected` are at most `tolerance` apart.
    ///
    /// A difference equal to the tolerance passes as written in decimals, although in binary it
    /// can come out a hair above it (108.7 − 108.2 is 0.50000000000001): the comparison allows for
    /// the rounding of the three numbers to binary, one unit in the last place of each. A
    /// difference any larger fails. NaN is never within.
    package static func isWithin(_ tolerance: Double, _ actual: Double, _ expected: Double) -> Bool {
        abs(actual - expected) <= tolerance + (actual.ulp + expected.ulp + tolerance.ulp)
    }
}
