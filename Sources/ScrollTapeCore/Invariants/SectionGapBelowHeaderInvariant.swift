/// `section.gapBelowHeader`: in a plain-style list in sections, the section header
/// pinned at the top of the visible area sits directly below the header laid in front of the list,
/// with no gap between them.
///
/// UITableView pins a section header at `contentOffset.y + adjustedContentInset.top`; when the
/// header collapses and the list's top inset stays at the expanded height, the pinned section
/// header floats below the header, rows scrolling through the gap (the fix of real header
/// libraries: the inset follows the header's height). The other side of `section.belowHeader`.
/// Reported once when a section's pinned header leaves a gap, not again at every event while it
/// does.
package struct SectionGapBelowHeaderInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .sectionGapBelowHeader }

    /// The section whose pinned header left a gap below the header.
    package func memory(of state: World) -> Int? {
        PinnedSectionHeader.section(in: state, where: Self.gap)
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering gapSection: inout Int?,
        into found: inout [Violation]
    ) {
        guard
            let problem = PinnedSectionHeader.newProblem(
                after: event, in: after, remembering: &gapSection, where: Self.gap)
        else { return }
        let gap = problem.sectionTop - problem.headerBottom
        found.append(
            Violation(
                .sectionGapBelowHeader, event: after.index,
                "section \(problem.section)'s header is pinned at y=\(formatNumber(problem.sectionTop)), "
                    + "\(formatNumber(gap)) pt below the header, whose bottom is at "
                    + "y=\(formatNumber(problem.headerBottom)) (the list pins section headers at its adjusted "
                    + "inset's top: let it follow the header's height) " + Invariants.context(after),
                values: [
                    .number("section", Double(problem.section)), .number("sectionTop", problem.sectionTop),
                    .number("headerBottom", problem.headerBottom), .number("gap", gap),
                ] + Invariants.contextValues(after)))
    }

    /// The pinned section header of `world` that sits below the header with a gap, or nil.
    static func gap(_ world: World) -> PinnedSectionHeader? {
        guard let pinned = PinnedSectionHeader(world),
            pinned.sectionTop > pinned.headerBottom + Tolerance.invariant
        else { return nil }
        return pinned
    }
}
