/// `expect`: every `expect` event of the recording holds: those without `code` in a replay of the
/// model alone (or of app code without a name), those whose `code` is the app code's name in a
/// replay of that code.
package struct ExpectInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .expect }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering _: inout Void,
        into found: inout [Violation]
    ) {
        guard case .expect(let expectation) = event.kind, expectation.code == after.screen.storage.codeName
        else { return }
        Self.checkExpectation(expectation, after: after, violations: outcome.violationsBefore, into: &found)
    }
}

extension ExpectInvariant {
    /// Checks `expectation` against the state after the event, whose `violations` is the replay's
    /// count before it (`violations`).
    static func checkExpectation(
        _ expectation: Expectation, after: World, violations: Int, into found: inout [Violation]
    ) {
        let state = StateProjection(after, violations: violations).value(
            naming: expectation.values.map(\.key))
        for member in expectation.values {
            guard
                let actual = Invariants.mismatch(
                    at: member.key, expected: member.value, in: state, tolerance: expectation.tolerance)
            else { continue }
            let slack =
                if case .number = member.value { " (±\(formatNumber(expectation.tolerance)))" } else { "" }
            found.append(
                Violation(
                    .expect, event: after.index,
                    "expected \(member.key) = \(member.value.compactText)\(slack), got \(actual) (event \(after.index))",
                    values: [
                        Value.Member("path", .string(member.key)), Value.Member("expected", member.value),
                        Value.Member("actual", state[path: StatePath(member.key)] ?? .null),
                        .number("tolerance", expectation.tolerance),
                    ]))
        }
        if let hit = expectation.hit {
            let result = after.geometry.hitTest(hit.point)
            let actual = result.targetID
            if actual != hit.target {
                let chain = result.chain.isEmpty ? "window" : result.chain.joined(separator: " > ")
                found.append(
                    Violation(
                        .expect, event: after.index,
                        "expected a touch at \(formatPoint(hit.point)) to reach '\(hit.target)', it reaches "
                            + "'\(actual)' (chain \(chain)) (event \(after.index))",
                        values: [
                            .number("x", hit.point.x), .number("y", hit.point.y),
                            Value.Member("expected", .string(hit.target)),
                            Value.Member("actual", .string(actual)),
                        ]))
            }
        }
    }
}
