/// `header.expandedAtTop`: whenever the primary list rests at minOffset, the header is
/// at maxHeight.
///
/// Code that drives the header from the offset and its insets can leave it short at the top: a
/// height computed from an inset that the safe area changed, a snap that stops a few points early,
/// a quick-return header whose last step is lost. Reported when the list comes to rest at its top
/// with the header short, not again at every event while it stays so.
package struct HeaderExpandedAtTopInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .headerExpandedAtTop }

    /// Whether the list rested at its top with the header short of maxHeight.
    package func memory(of state: World) -> Bool {
        Self.shortfall(state) != nil
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering wasShort: inout Bool,
        into found: inout [Violation]
    ) {
        let current = Self.shortfall(after)
        guard Invariants.isNew(current != nil, at: after, remembering: &wasShort), let problem = current
        else { return }
        let axis = after.scene.scroll.axis == .vertical ? "y" : "x"
        found.append(
            Violation(
                .headerExpandedAtTop, event: after.index,
                "the list rests at its top (\(axis)=\(formatNumber(after.axisOffset))) but the header is "
                    + "\(formatNumber(problem.height)) pt high, not its maxHeight \(formatNumber(problem.maxHeight)) "
                    + Invariants.context(after),
                values: [
                    .number("header.height", problem.height), .number("header.maxHeight", problem.maxHeight),
                ]
                    + Invariants.contextValues(after)))
    }
}

extension HeaderExpandedAtTopInvariant {
    /// The header's height and maxHeight when the primary list rests at minOffset in `world` with
    /// the header more than the tolerance short of maxHeight; else nil.
    static func shortfall(_ world: World) -> (height: Double, maxHeight: Double)? {
        // At rest at minOffset first: that is rare, and the rest reads (copies) the scene.
        guard let height = world.header?.height, world.scroll.phase == .idle,
            abs(world.axisOffset - world.metrics.lowerBound) <= Tolerance.invariant,
            let configuration = world.scene.header,
            height < configuration.maxHeight - Tolerance.invariant
        else { return nil }
        return (height, configuration.maxHeight)
    }
}
