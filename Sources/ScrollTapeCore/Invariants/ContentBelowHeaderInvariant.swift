/// `content.belowHeader`: at rest at minOffset, the first item is not covered by the header (for
/// content of a fixed size, the content's top; an empty list has nothing to cover).
package struct ContentBelowHeaderInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .contentBelowHeader }

    /// Whether the header covered the first item.
    package func memory(of state: World) -> Bool {
        state.header != nil && Self.covered(state) != nil
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering wasCovered: inout Bool,
        into found: inout [Violation]
    ) {
        guard after.header?.height != nil else { return }
        let current = Self.covered(after)
        // Reported when it comes to rest covered, not again at every event while it stays.
        guard Invariants.isNew(current != nil, at: after, remembering: &wasCovered), let problem = current
        else { return }
        let top: String
        switch after.scene.scroll.content {
        case .items: top = "the first item's top"
        case .sections: top = "the first section's top"
        case .size: top = "the content's top"
        }
        found.append(
            Violation(
                .contentBelowHeader, event: after.index,
                "\(top) y=\(formatNumber(problem.contentTop)) is covered by the header, "
                    + "whose bottom is at y=\(formatNumber(problem.headerBottom)) \(Invariants.context(after))",
                values: [
                    .number("contentTop", problem.contentTop), .number("headerBottom", problem.headerBottom),
                ]
                    + Invariants.contextValues(after)))
    }
}

extension ContentBelowHeaderInvariant {
    /// Where the content's top and the header's bottom are when the header covers the content
    /// in `world` (at rest at minOffset), or nil.
    static func covered(_ world: World) -> (contentTop: Double, headerBottom: Double)? {
        // At rest at minOffset first: that is rare, and the rest reads (copies) the scene.
        guard world.scroll.phase == .idle,
            abs(world.axisOffset - world.metrics.lowerBound) <= Tolerance.invariant
        else { return nil }
        let scene = world.scene
        if scene.scroll.content.hasItems, world.itemCount == 0 { return nil }
        guard scene.scroll.axis == .vertical,
            let headerFrame = Invariants.headerFrameInFront(of: scene, in: world.geometry)
        else { return nil }
        // A list in sections begins with the first section's header (at 0), the others with the first item.
        let firstStart =
            if case .sections = scene.scroll.content { 0.0 } else { scene.scroll.content.itemStart(0) }
        let contentTop = scene.scroll.frame.y + firstStart - world.axisOffset
        guard contentTop < headerFrame.maxY - Tolerance.invariant else { return nil }
        return (contentTop, headerFrame.maxY)
    }
}
