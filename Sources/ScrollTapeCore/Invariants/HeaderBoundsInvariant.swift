/// `header.bounds`: minHeight ≤ header height ≤ maxHeight, except a stretching `pinned` header
/// pulled past the top.
package struct HeaderBoundsInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .headerBounds }

    /// Whether the header was outside [minHeight, maxHeight].
    package func memory(of state: World) -> Bool {
        state.header.map { Self.problem(state, $0.height) != nil } ?? false
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering wasOutOfBounds: inout Bool,
        into found: inout [Violation]
    ) {
        guard let height = after.header?.height else { return }
        let current = Self.problem(after, height)
        defer { wasOutOfBounds = current != nil }
        guard let problem = current else { return }
        // Reported when it goes out of bounds, not again at every event while it stays there.
        if after.index > 1, outcome.headerHeightBefore == height, wasOutOfBounds { return }
        found.append(
            Violation(
                .headerBounds, event: after.index, "\(problem.message) \(Invariants.context(after))",
                values: problem.values + Invariants.contextValues(after)))
    }
}

extension HeaderBoundsInvariant {
    /// What is wrong with the header's height `height` in `world`, or nil.
    static func problem(_ world: World, _ height: Double) -> InvariantProblem? {
        guard let configuration = world.scene.header else { return nil }
        let stretching =
            configuration.stretchesPastMaxHeight && world.axisOffset < world.metrics.lowerBound
        if height > configuration.maxHeight + Tolerance.invariant && !stretching {
            return InvariantProblem(
                "header height \(formatNumber(height)) exceeds maxHeight \(formatNumber(configuration.maxHeight))",
                [.number("header.height", height), .number("header.maxHeight", configuration.maxHeight)]
            )
        }
        if height < configuration.minHeight - Tolerance.invariant {
            return InvariantProblem(
                "header height \(formatNumber(height)) is below minHeight \(formatNumber(configuration.minHeight))",
                [.number("header.height", height), .number("header.minHeight", configuration.minHeight)]
            )
        }
        return nil
    }
}
