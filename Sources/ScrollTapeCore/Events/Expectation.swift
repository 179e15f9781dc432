/// An `expect` event: state values and an optional hit-test that must hold at this index.
public struct Expectation: Hashable, Sendable {
    /// State path → expected value.
    public var values: [Value.Member]
    /// Largest accepted difference for numbers, in the value's unit.
    public var tolerance: Double
    public var hit: HitExpectation?

    public init(values: [Value.Member], tolerance: Double = Tolerance.expectation, hit: HitExpectation? = nil)
    {
        self.values = values
        self.tolerance = tolerance
        self.hit = hit
    }
}
