/// `tabs.underline` (SPEC §9): while the pager rests, the underline sits under the tab of the page
/// it rests on (centre to centre).
package struct TabsUnderlineInvariant: Invariant {
    package init() {}

    package var name: InvariantName { .tabsUnderline }

    package func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation] {
        var found: [Violation] = []
        var memory = InvariantMemory(before)
        Self.checkTabsUnderline(remembering: &memory, after: after, into: &found)
        return found
    }
}

extension TabsUnderlineInvariant {
    static func checkTabsUnderline(
        remembering memory: inout InvariantMemory, after: World, into found: inout [Violation]
    ) {
        let current = misplaced(after)
        let earlier = memory.misplacedUnderline
        memory.misplacedUnderline = current.map { ($0.page, $0.underline) }
        guard let problem = current else { return }
        // Report when it comes to rest misplaced, not again at every event while it stays.
        if memory.index > 0, let earlier, earlier.page == problem.page,
            abs(earlier.underline - problem.underline) <= Tolerance.invariant
        {
            return
        }
        let tabs = after.effect(of: TabsEffect.self)!
        found.append(
            Violation(
                .tabsUnderline, event: after.index,
                "the pager rests on page \(problem.page) but the underline '\(tabs.view)' is centred at "
                    + "x=\(formatNumber(problem.underline)), not under tab '\(tabs.tabs[problem.page])' at "
                    + "x=\(formatNumber(problem.tab)) " + Invariants.context(after),
                values: [
                    .number("page", Double(problem.page)), .number("underlineCentre", problem.underline),
                    .number("tabCentre", problem.tab),
                ] + Invariants.contextValues(after)))
    }
}

extension TabsUnderlineInvariant {
    /// The resting page, and the underline's and that page's tab's centre x, when they are apart
    /// in `world`; nil otherwise (or without tabs, or while the pager moves).
    static func misplaced(_ world: World) -> (page: Int, underline: Double, tab: Double)? {
        guard let tabs = world.effect(of: TabsEffect.self),
            let id = world.scrollViewID(of: tabs.scrollViewID ?? world.scene.scroll.id),
            world.scrollViews.mode(id).phase == .idle
        else { return nil }
        let metrics = world.metrics(of: id)
        let length = world.configuration(id).pageLength
        let fraction = (world.scrollViews.axisOffset(id) - metrics.lowerBound) / length
        let page = min(max(Int(fraction.rounded()), 0), tabs.tabs.count - 1)
        let geometry = world.geometry
        guard let underline = geometry.windowFrame(of: tabs.view),
            let tab = geometry.windowFrame(of: tabs.tabs[page])
        else { return nil }
        let underlineCentre = underline.x + underline.width / 2
        let tabCentre = tab.x + tab.width / 2
        guard !Tolerance.isWithin(Tolerance.placement, underlineCentre, tabCentre) else { return nil }
        return (page, underlineCentre, tabCentre)
    }
}
