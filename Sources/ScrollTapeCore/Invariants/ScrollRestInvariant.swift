/// `scroll.rest`: at rest, the offset is inside its range (and on a page boundary when paging).
package struct ScrollRestInvariant: Invariant {
    package init() {}

    package var name: InvariantName { .scrollRest }

    package func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation] {
        var found: [Violation] = []
        var memory = InvariantMemory(before)
        Self.checkScrollRest(remembering: &memory, after: after, into: &found)
        return found
    }
}

extension ScrollRestInvariant {
    static func checkScrollRest(
        remembering memory: inout InvariantMemory, after: World, into found: inout [Violation]
    ) {
        for id in after.scrollViews.ids {
            checkScrollRest(id, remembering: &memory, after: after, into: &found)
        }
    }

    /// `scroll.rest` of scroll view `id` (the message names any but the primary).
    private static func checkScrollRest(
        _ id: ScrollViewID, remembering memory: inout InvariantMemory, after: World,
        into found: inout [Violation]
    ) {
        let current = problem(id, in: after)
        let offset = after.scrollViews.axisOffset(id)
        let before = memory.rests[id.number]
        memory.rests[id.number] = (offset, current != nil)
        guard let problem = current else { return }
        // Reported when it comes to rest there, not again at every event while it stays.
        if memory.index > 0, before.isWrong, before.offset == offset { return }
        found.append(
            Violation(
                .scrollRest, event: after.index, "\(problem.message) \(Invariants.context(after))",
                values: problem.values + Invariants.contextValues(after)))
    }

    /// What is wrong with where scroll view `id` rests in `world`, or nil.
    static func problem(_ id: ScrollViewID, in world: World) -> InvariantProblem? {
        guard world.scrollViews.mode(id).phase == .idle else { return nil }
        let metrics = world.metrics(of: id)
        let offset = world.scrollViews.axisOffset(id)
        func list() -> String { id.isPrimary ? "list" : "'\(world.sessionID(of: id))'" }
        guard metrics.contains(offset, tolerance: Tolerance.invariant) else {
            let range = "[\(formatNumber(metrics.lowerBound)), \(formatNumber(metrics.upperBound))]"
            return InvariantProblem(
                "\(list()) rests at \(formatNumber(offset)) outside \(range)",
                [
                    .number("offset", offset), .number("lowerBound", metrics.lowerBound),
                    .number("upperBound", metrics.upperBound),
                ]
            )
        }
        let configuration = world.configuration(id)
        guard configuration.paging != nil else { return nil }
        let length = configuration.pageLength
        let page = (offset - metrics.lowerBound) / length
        let nearest = page.rounded() * length + metrics.lowerBound
        guard abs(nearest - offset) > Tolerance.invariant,
            abs(metrics.upperBound - offset) > Tolerance.invariant
        else { return nil }
        return InvariantProblem(
            "\(list()) rests at \(formatNumber(offset)), between pages (page \(formatNumber(page, decimals: 3)) of "
                + "\(formatNumber(length)) pt from \(formatNumber(metrics.lowerBound)))",
            [
                .number("offset", offset), .number("page", page), .number("pageLength", length),
                .number("lowerBound", metrics.lowerBound),
            ]
        )
    }
}
