/// `header.direction`: a `collapsing` (or `enterAlwaysCollapsed`) header never grows while
/// scrolling down nor shrinks while scrolling up, inside the range.
package struct HeaderDirectionInvariant: Invariant {
    package init() {}

    /// Whether it holds for `behavior`: the quick-return ones (`collapsing` and its alias
    /// `enterAlways`, `enterAlwaysCollapsed`), which move the header against every scroll.
    static func applies(to behavior: HeaderConfiguration.Behavior) -> Bool {
        switch behavior.canonical {
        case .collapsing, .enterAlwaysCollapsed: true
        case .pinned, .none, .stretchy, .enterAlways, .exitUntilCollapsed: false
        }
    }

    package var name: InvariantName { .headerDirection }

    package func check(
        _ step: ReplayStep, remembering _: inout Void,
        into found: inout [Violation]
    ) {
        guard let configuration = step.after.scene.header, Self.applies(to: configuration.behavior),
            let old = step.effects.headerHeightBefore, let new = step.after.header?.height,
            !step.effects.laidOut
        else { return }
        guard abs(new - old) > Tolerance.invariant else { return }
        let forward = step.effects.insideForward
        let backward = step.effects.insideBackward
        if forward > 0 && backward == 0 && new > old + Tolerance.invariant {
            found.append(
                Violation(
                    .headerDirection, event: step.after.index,
                    "header grew from \(formatNumber(old)) to \(formatNumber(new)) while scrolling down \(Invariants.context(step.after))",
                    values: [.number("from", old), .number("header.height", new)]
                        + Invariants.contextValues(step.after)))
        } else if backward > 0 && forward == 0 && new < old - Tolerance.invariant {
            found.append(
                Violation(
                    .headerDirection, event: step.after.index,
                    "header shrank from \(formatNumber(old)) to \(formatNumber(new)) while scrolling up \(Invariants.context(step.after))",
                    values: [.number("from", old), .number("header.height", new)]
                        + Invariants.contextValues(step.after)))
        }
    }
}
