/// `section.belowHeader`: in a plain-style list in sections, the section
/// header pinned at the top of the visible area is not covered by a header in front of the list.
///
/// UITableView pins a section header at `contentOffset.y + adjustedContentInset.top`; a header laid
/// over the list that is taller than that inset hides it (the classic fix: keep the list's inset,
/// or its additional safe area, at the header's height). Reported once when a section's pinned
/// header becomes covered, not again at every event while it stays covered.
package struct SectionBelowHeaderInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .sectionBelowHeader }

    /// The section whose pinned header the header covered.
    package func memory(of state: World) -> Int? {
        PinnedSectionHeader.section(in: state, where: Self.covered)
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering coveredSection: inout Int?,
        into found: inout [Violation]
    ) {
        guard
            let problem = PinnedSectionHeader.newProblem(
                after: event, in: after, remembering: &coveredSection, where: Self.covered)
        else { return }
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
    static func covered(_ world: World) -> PinnedSectionHeader? {
        guard let pinned = PinnedSectionHeader(world),
            pinned.sectionTop < pinned.headerBottom - Tolerance.invariant
        else { return nil }
        return pinned
    }
}

/// The section header a plain-style list pins at the top of its visible area, under a header laid
/// in front of the list that it meets across: where the two are (window y).
struct PinnedSectionHeader {
    /// The section whose header is pinned.
    var section: Int
    /// The window y of the pinned section header's top.
    var sectionTop: Double
    /// The window y of the header's bottom.
    var headerBottom: Double

    /// The pinned section header of the primary list of `world` and the header in front of it, or
    /// nil when no section header is pinned (or the list is not in sections, not vertical, or has
    /// no header in front of it across the section header).
    init?(_ world: World) {
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
            headerFrame.x < sectionFrame.maxX, headerFrame.maxX > sectionFrame.x
        else { return nil }
        self.section = section
        sectionTop = sectionFrame.y
        headerBottom = headerFrame.maxY
    }

    /// The section whose pinned header has the problem `problem` finds in `state` (nil: none, or
    /// no header or no pinning sections): what a section invariant remembers of a state.
    static func section(in state: World, where problem: (World) -> PinnedSectionHeader?) -> Int? {
        guard state.header != nil, state.screen.storage.pinsSectionHeaders else { return nil }
        return problem(state)?.section
    }

    /// The pinned section header `problem` finds in `world` after `event`, when it is new: at the
    /// first event, or a section other than the one `remembered` (the state before's, followed
    /// through an `update` that renumbers the sections), which then takes down the one found now.
    /// Reports a problem once while it lasts, not at every event.
    static func newProblem(
        after event: Event, in world: World, remembering remembered: inout Int?,
        where problem: (World) -> PinnedSectionHeader?
    ) -> PinnedSectionHeader? {
        // Read from the scene storage first: most scenes have no sections.
        guard world.screen.storage.pinsSectionHeaders, world.header?.height != nil else { return nil }
        let before = renumbered(remembered, by: event, in: world)
        let current = problem(world)
        remembered = current?.section
        guard let current, world.index == 1 || before != current.section else { return nil }
        return current
    }

    /// `section` of the primary list before `event`, under its number after it: an `update` of the
    /// list's sections renumbers them (nil: the update deleted it), so a pinned section header that
    /// stays pinned across the update is the same one.
    static func renumbered(_ section: Int?, by event: Event, in world: World) -> Int? {
        guard let section, case .update(let update) = event.kind, let change = update.sectionChange,
            update.scrollView.map({ world.scrollViewID(of: $0)?.isPrimary == true }) ?? true
        else { return section }
        return change.newIndex(ofSection: section)
    }
}
