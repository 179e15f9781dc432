@testable import ScrollTapeCore

extension Invariants {
    /// The violations of the built-in invariants at one step from `before` to `after` (a state the
    /// test may have changed by hand to break something): the checks start from `before`, as a
    /// replay's do at its first event.
    static func check(
        before: World, event: Event, outcome: EventOutcome, after: World, conformanceTolerance: Double? = nil
    ) -> [Violation] {
        var checks = InvariantChecks(conformanceTolerance: conformanceTolerance, from: before)
        return checks.check(event, outcome: outcome, after: after)
    }
}

extension BuiltInInvariant where Memory == Void {
    /// The violations this invariant, which remembers nothing, finds at one step.
    func check(_ event: Event, outcome: EventOutcome, after: World) -> [Violation] {
        var nothing: Void = ()
        var found: [Violation] = []
        check(event, outcome: outcome, after: after, remembering: &nothing, into: &found)
        return found
    }
}
