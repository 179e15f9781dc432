/// `navigationBar.touches`: a fading navigation bar takes no touch while the user cannot
/// see it (alpha below 0.01), and takes the touches that land on it while it is visible.
package struct NavigationBarTouchesInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .navigationBarTouches }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering _: inout Void,
        into found: inout [Violation]
    ) {
        // Most screens have no view effects.
        guard after.appCode.hasEffects else { return }
        switch event.kind {
        case .touch(let id, .began, let location):
            Self.checkNavigationBarTouch("touch \(id)", at: location, after: after, into: &found)
        case .tap(let location):
            Self.checkNavigationBarTouch("tap", at: location, after: after, into: &found)
        default:
            break
        }
    }
}

extension NavigationBarTouchesInvariant {
    static func checkNavigationBarTouch(
        _ touch: String, at location: Point, after world: World, into found: inout [Violation]
    ) {
        guard let bar = world.effect(of: NavigationBarEffect.self) else { return }
        let geometry = world.geometry
        guard let frame = geometry.windowFrame(of: bar.view), frame.contains(location) else { return }
        let hit = geometry.hitTest(location)
        let taken = hit.chain.contains(bar.view)
        let alpha = formatNumber(bar.alpha, decimals: 2)
        if bar.alpha < 0.01, taken {
            found.append(
                Violation(
                    .navigationBarTouches, event: world.index,
                    "\(touch) at \(formatPoint(location)) was taken by the navigation bar '\(bar.view)' "
                        + "(target '\(hit.targetID)'), which is invisible (alpha \(alpha)) "
                        + Invariants.context(world),
                    values: [.number("x", location.x), .number("y", location.y), .number("alpha", bar.alpha)]
                        + Invariants.contextValues(world)))
        } else if bar.alpha >= 0.01, !taken {
            found.append(
                Violation(
                    .navigationBarTouches, event: world.index,
                    "\(touch) at \(formatPoint(location)) went through the visible navigation bar '\(bar.view)' "
                        + "(alpha \(alpha)) to '\(hit.targetID)' " + Invariants.context(world),
                    values: [.number("x", location.x), .number("y", location.y), .number("alpha", bar.alpha)]
                        + Invariants.contextValues(world)))
        }
    }
}
