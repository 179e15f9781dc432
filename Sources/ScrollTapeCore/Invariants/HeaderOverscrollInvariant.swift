/// `header.overscroll`: the header moves only with the part of the scrolling inside the range.
package struct HeaderOverscrollInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .headerOverscroll }

    package func memory(of state: World) -> OffsetPath {
        OffsetPath(state)
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering path: inout OffsetPath,
        into found: inout [Violation]
    ) {
        if outcome.laidOut {
            // The layout moved the list and the header: the path starts over from there.
            path = OffsetPath(after)
            return
        }
        let worst = path.follow(outcome.moves)
        guard after.header?.height != nil else { return }
        Self.check(outcome, worst: worst, after: after, into: &found)
    }
}

extension HeaderOverscrollInvariant {
    /// The violation of the event that did `outcome`, whose move that broke the rule most was
    /// `worst` (nil: none broke it).
    private static func check(
        _ outcome: EventOutcome, worst: OverscrollMove?, after: World, into found: inout [Violation]
    ) {
        guard let configuration = after.scene.header else { return }
        if configuration.stretchesPastMaxHeight { return }
        if outcome.offsetChanges == 0, let old = outcome.headerHeightBefore, let new = after.header?.height,
            abs(new - old) > Tolerance.invariant
        {
            found.append(
                Violation(
                    .headerOverscroll, event: after.index,
                    "header height changed by \(formatNumber(new - old)) (\(formatNumber(old)) → \(formatNumber(new))) "
                        + "while the list did not move \(Invariants.context(after))",
                    values: [
                        .number("change", new - old), .number("from", old), .number("header.height", new),
                    ]
                        + Invariants.contextValues(after)))
            return
        }
        guard let move = worst, move.excess > Tolerance.invariant else { return }
        let metrics = after.metrics
        let axis = after.scene.scroll.axis == .vertical ? "y" : "x"
        let change = move.height - move.referenceHeight
        let since =
            move.origin == move.from
            ? "(\(formatNumber(move.referenceHeight)) → \(formatNumber(move.height)))"
            : "(\(formatNumber(move.referenceHeight)) when the list was last inside at \(axis)=\(formatNumber(move.origin))"
                + " → \(formatNumber(move.height)))"
        found.append(
            Violation(
                .headerOverscroll, event: after.index,
                "header height changed by \(formatNumber(change)) \(since) while the list moved "
                    + "\(formatNumber(move.allowance)) pt inside "
                    + "[\(formatNumber(metrics.lowerBound)), \(formatNumber(metrics.upperBound))] "
                    + "(event \(after.index), scroll \(axis)=\(formatNumber(move.from)) → \(formatNumber(move.to)))",
                values: [
                    .number("change", change), .number("from", move.referenceHeight),
                    .number("header.height", move.height),
                    .number("inside", move.allowance), .number("lowerBound", metrics.lowerBound),
                    .number("upperBound", metrics.upperBound), .number("offsetFrom", move.from),
                    .number(Invariants.offsetPath(after), move.to),
                ]))
    }
}
