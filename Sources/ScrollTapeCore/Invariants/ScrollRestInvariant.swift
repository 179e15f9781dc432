/// `scroll.rest`: at rest, the offset is inside its range (and on a page boundary when paging).
package struct ScrollRestInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .scrollRest }

    /// Each scroll view's offset along its axis, and whether it rested where it must not: the
    /// primary first.
    package func memory(of state: World) -> ScrollViewTable<Rest> {
        ScrollViewTable(
            state.scrollViews.ids.map { id in
                Rest(offset: state.scrollViews.axisOffset(id), isWrong: Self.problem(id, in: state) != nil)
            })
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering rests: inout ScrollViewTable<Rest>,
        into found: inout [Violation]
    ) {
        for id in after.scrollViews.ids {
            Self.check(id, remembering: &rests[id], after: after, into: &found)
        }
    }

    /// Where a scroll view was, and whether it rested where it must not.
    package struct Rest: Sendable {
        var offset: Double
        var isWrong: Bool
    }
}

extension ScrollRestInvariant {
    /// `scroll.rest` of scroll view `id` (the message names any but the primary).
    private static func check(
        _ id: ScrollViewID, remembering before: inout Rest, after: World, into found: inout [Violation]
    ) {
        let current = problem(id, in: after)
        let offset = after.scrollViews.axisOffset(id)
        let earlier = before
        before = Rest(offset: offset, isWrong: current != nil)
        guard let problem = current else { return }
        // Reported when it comes to rest there, not again at every event while it stays.
        if after.index > 1, earlier.isWrong, earlier.offset == offset { return }
        found.append(
            Violation(
                .scrollRest, event: after.index, "\(problem.message) \(Invariants.context(after))",
                values: problem.values + Invariants.contextValues(after)))
    }

    /// What is wrong with where scroll view `id` rests in `world`, or nil.
    static func problem(_ id: ScrollViewID, in world: World) -> InvariantProblem? {
        guard world.scrollViews.mode(id).phase == .idle else { return nil }
        let metrics = world.scrollViews.metrics(id)
        let offset = world.scrollViews.axisOffset(id)
        func list() -> String { id.isPrimary ? "list" : "'\(world.screen.sessionID(of: id))'" }
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
        guard let length = world.screen.configuration(id).pages?.length else { return nil }
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
