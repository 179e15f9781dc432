/// `header.overscroll`: the header moves only with the part of the scrolling inside the range.
package struct HeaderOverscrollInvariant: Invariant {
    package init() {}

    package var name: InvariantName { .headerOverscroll }

    package func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation] {
        guard after.header != nil else { return [] }
        var found: [Violation] = []
        Self.checkHeaderOverscroll(
            heightBefore: before.header?.height, effects: effects, after: after, into: &found)
        return found
    }
}

extension HeaderOverscrollInvariant {
    static func checkHeaderOverscroll(
        heightBefore: Double?, effects: EventEffects, after: World, into found: inout [Violation]
    ) {
        guard let configuration = after.scene.header else { return }
        if configuration.behavior == .pinned && configuration.stretches { return }
        if effects.laidOut { return }
        if effects.offsetChanges == 0, let old = heightBefore, let new = after.header?.height,
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
        guard let move = effects.worstOverscroll, move.excess > Tolerance.invariant else { return }
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
