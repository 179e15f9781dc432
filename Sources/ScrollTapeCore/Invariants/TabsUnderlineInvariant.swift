/// `tabs.underline`: while the pager rests, the underline sits under the tab of the page
/// it rests on (centre to centre). The underline, tabs and pager are those of the tabs effect the
/// replay runs, else of the one the session declares: app code that moves the underline in its
/// place (`AppCode(effects: [])`) is judged where it puts it.
package struct TabsUnderlineInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .tabsUnderline }

    /// The page and underline centre of a misplaced underline.
    package func memory(of state: World) -> Misplaced? {
        Self.misplaced(state).map { Misplaced(page: $0.page, underline: $0.underline) }
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering memory: inout Misplaced?,
        into found: inout [Violation]
    ) {
        // Most screens have no view effects.
        guard after.appCode.hasBuiltInEffects || !after.scene.effects.isEmpty else { return }
        let current = Self.misplaced(after)
        let earlier = memory
        memory = current.map { Misplaced(page: $0.page, underline: $0.underline) }
        guard let problem = current else { return }
        // Report when it comes to rest misplaced, not again at every event while it stays.
        if after.index > 1, let earlier, earlier.page == problem.page,
            abs(earlier.underline - problem.underline) <= Tolerance.invariant
        {
            return
        }
        let tabs = Self.tabs(of: after)!
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

    /// Where a misplaced underline was: the page the pager rested on and the underline's centre.
    package struct Misplaced: Sendable {
        var page: Int
        var underline: Double
    }
}

extension TabsUnderlineInvariant {
    /// The tabs effect the replay runs, else the one the session declares (nil: neither).
    static func tabs(of world: World) -> TabsEffect? {
        if let tabs = world.effect(of: TabsEffect.self) { return tabs }
        for case .tabs(let tabs) in world.scene.effects { return tabs }
        return nil
    }

    /// The resting page, and the underline's and that page's tab's centre x, when they are apart
    /// in `world`; nil otherwise (or without tabs, or while the pager moves).
    static func misplaced(_ world: World) -> (page: Int, underline: Double, tab: Double)? {
        guard let tabs = tabs(of: world),
            let id = world.scrollViewID(of: tabs.scrollViewID ?? world.scene.scroll.id),
            world.scrollViews.mode(id).phase == .idle
        else { return nil }
        let metrics = world.scrollViews.metrics(id)
        let length = world.screen.configuration(id).pageLength
        // A pager with no extent has no pages (it rests on the first); the page is worked out in
        // `Double`, clamped to the tabs before it becomes an index, so no offset traps.
        let fraction = length > 0 ? (world.scrollViews.axisOffset(id) - metrics.lowerBound) / length : 0
        let page = Int(min(max(fraction.rounded(), 0), Double(tabs.tabs.count - 1)))
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
