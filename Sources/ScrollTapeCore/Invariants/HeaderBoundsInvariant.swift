/// `header.bounds`: minHeight ≤ header height ≤ maxHeight, except a stretching `pinned` header
/// pulled past the top.
package struct HeaderBoundsInvariant: Invariant {
    package init() {}

    package var name: InvariantName { .headerBounds }

    package func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation] {
        guard after.header != nil else { return [] }
        var found: [Violation] = []
        var memory = InvariantMemory(before)
        Self.checkHeaderBounds(remembering: &memory, after: after, into: &found)
        return found
    }
}

extension HeaderBoundsInvariant {
    static func checkHeaderBounds(
        remembering memory: inout InvariantMemory, after: World, into found: inout [Violation]
    ) {
        guard let height = after.header?.height else { return }
        let current = problem(after, height)
        let wasOutOfBounds = memory.headerOutOfBounds
        memory.headerOutOfBounds = current != nil
        guard let problem = current else { return }
        // Reported when it goes out of bounds, not again at every event while it stays there.
        if memory.index > 0, memory.headerHeight == height, wasOutOfBounds { return }
        found.append(
            Violation(
                .headerBounds, event: after.index, "\(problem.message) \(Invariants.context(after))",
                values: problem.values + Invariants.contextValues(after)))
    }

    /// What is wrong with the header's height `height` in `world`, or nil.
    static func problem(_ world: World, _ height: Double) -> InvariantProblem? {
        guard let configuration = world.scene.header else { return nil }
        let stretching =
            configuration.behavior == .pinned && configuration.stretches
            && world.axisOffset < world.metrics.lowerBound
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
