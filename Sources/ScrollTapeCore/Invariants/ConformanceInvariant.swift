/// `conformance`: every `observe` event (what the device showed) matches the model.
public struct ConformanceInvariant: Invariant {
    public init() {}

    public var name: InvariantName { .conformance }

    public func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation] {
        guard case .observe(let values) = event.kind else { return [] }
        var found: [Violation] = []
        Self.checkObservation(values, after: after, into: &found)
        return found
    }
}

extension ConformanceInvariant {
    static func checkObservation(_ values: [Value.Member], after: World, into found: inout [Violation]) {
        let state = after.state
        for member in values {
            guard
                let actual = Invariants.mismatch(
                    at: member.key, expected: member.value, in: state, tolerance: Tolerance.expectation)
            else { continue }
            found.append(
                Violation(
                    .conformance, event: after.index,
                    "the app showed \(member.key) = \(member.value.compactText), the model has \(actual) "
                        + "(event \(after.index))"))
        }
    }
}
