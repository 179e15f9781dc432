/// An `expect` event: state values and an optional hit-test that must hold at this index.
public struct Expectation: Hashable, Sendable {
    /// State path → expected value.
    package var values: [Value.Member]
    /// Largest accepted difference for numbers, in the value's unit.
    package var tolerance: Double
    /// The hit-test that must hold (the line's `hit`); nil: none.
    package var hit: HitExpectation?
    /// The app's code the line was written for (the line's `code`): checked only by a replay
    /// whose ``AppCode/name`` is this; nil (no `code`): checked by a replay of the model alone
    /// and by one whose code has no name.
    package var code: String?

    /// An expectation of `values`, numbers within `tolerance` (default 0.5), with an optional
    /// hit-test, written for the app's code named `code` (see ``Expectation/code``).
    package init(
        values: [Value.Member], tolerance: Double = Tolerance.expectation, hit: HitExpectation? = nil,
        code: String? = nil
    ) {
        self.values = values
        self.tolerance = tolerance
        self.hit = hit
        self.code = code
    }
}
