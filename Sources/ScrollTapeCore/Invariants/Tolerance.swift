/// The numeric tolerances of comparisons, in points (or the compared value's unit).
public enum Tolerance {
    /// Floating-point slack for the invariants: far below a pixel, above rounding noise.
    public static let invariant = 0.001
    /// Default tolerance of `expect` numbers, and the tolerance of `observe` (SPEC §1.2, §6).
    public static let expectation = 0.5
}
