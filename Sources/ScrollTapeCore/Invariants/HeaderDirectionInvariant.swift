/// `header.direction`: a quick-return header (`collapsing`, `enterAlwaysCollapsed`) never grows
/// while scrolling down nor shrinks while scrolling up, inside the range. It holds for the
/// behaviours the session's `header.behavior` names whose `BuiltInHeaderBehavior.isQuickReturn`
/// says so, which move the header against every scroll.
package struct HeaderDirectionInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .headerDirection }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering _: inout Void,
        into found: inout [Violation]
    ) {
        guard let configuration = after.scene.header, configuration.isQuickReturn,
            let old = outcome.headerHeightBefore, let new = after.header?.height, !outcome.laidOut
        else { return }
        guard abs(new - old) > Tolerance.invariant else { return }
        let forward = outcome.insideForward
        let backward = outcome.insideBackward
        if forward > 0 && backward == 0 && new > old + Tolerance.invariant {
            found.append(
                Violation(
                    .headerDirection, event: after.index,
                    "header grew from \(formatNumber(old)) to \(formatNumber(new)) while scrolling down \(Invariants.context(after))",
                    values: [.number("from", old), .number("header.height", new)]
                        + Invariants.contextValues(after)))
        } else if backward > 0 && forward == 0 && new < old - Tolerance.invariant {
            found.append(
                Violation(
                    .headerDirection, event: after.index,
                    "header shrank from \(formatNumber(old)) to \(formatNumber(new)) while scrolling up \(Invariants.context(after))",
                    values: [.number("from", old), .number("header.height", new)]
                        + Invariants.contextValues(after)))
        }
    }
}
