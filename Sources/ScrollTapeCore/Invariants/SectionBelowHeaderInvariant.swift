/// `section.belowHeader` (SPEC §9, issue #17): in a plain-style list in sections, the section
/// header pinned at the top of the visible area is not covered by a header in front of the list.
///
/// UITableView pins a section header at `contentOffset.y + adjustedContentInset.top`; a header laid
/// over the list that is taller than that inset hides it (the classic fix: keep the list's inset,
/// or its additional safe area, at the header's height). Reported once when a section's pinned
/// header becomes covered, not again at every event while it stays covered.
package struct SectionBelowHeaderInvariant: Invariant {
    package init() {}

    package var name: InvariantName { .sectionBelowHeader }

    /// The section whose pinned header the header covered.
    package func memory(of state: World) -> Int? {
        guard state.header != nil, state.sceneStorage.pinsSectionHeaders else { return nil }
        return Self.covered(state)?.section
    }

    package func check(
        _ event: Event, effects: EventEffects, after: World, remembering coveredSection: inout Int?,
        into found: inout [Violation]
    ) {
        // Read from the scene storage first: most scenes have no sections.
        guard after.sceneStorage.pinsSectionHeaders, after.header?.height != nil else { return }
        let current = Self.covered(after)
        let wasCovered = coveredSection
        coveredSection = current?.section
        guard let problem = current, after.index == 1 || wasCovered != problem.section else { return }
        found.append(
            Violation(
                .sectionBelowHeader, event: after.index,
                "section \(problem.section)'s header is pinned at y=\(formatNumber(problem.sectionTop)), under the "
                    + "header, whose bottom is at y=\(formatNumber(problem.headerBottom)) (the list pins section "
                    + "headers at its adjusted inset's top: keep it at the header's bottom) "
                    + Invariants.context(after),
                values: [
                    .number("section", Double(problem.section)), .number("sectionTop", problem.sectionTop),
                    .number("headerBottom", problem.headerBottom),
                ] + Invariants.contextValues(after)))
    }
}

extension SectionBelowHeaderInvariant {
    /// The section whose header is pinned and covered by the header in `world`, with where its top
    /// and the header's bottom are (window y), or nil.
    static func covered(_ world: World) -> (section: Int, sectionTop: Double, headerBottom: Double)? {
        let scene = world.scene
        guard case .sections(let layout) = scene.scroll.content, scene.scroll.axis == .vertical else {
            return nil
        }
        let geometry = world.geometry
        let visibleStart = geometry.visibleRange(in: .primary).lowerBound
        let meeting = layout.sections(meeting: visibleStart, visibleStart + 1)
        guard let section = meeting.first, layout.isHeaderPinned(section, visibleStart: visibleStart),
            let sectionFrame = geometry.sectionHeaderFrame(section, in: .primary),
            let headerFrame = Invariants.headerFrameInFront(of: scene, in: geometry),
            headerFrame.x < sectionFrame.maxX, headerFrame.maxX > sectionFrame.x,
            sectionFrame.y < headerFrame.maxY - Tolerance.invariant
        else { return nil }
        return (section, sectionFrame.y, headerFrame.maxY)
    }
}
