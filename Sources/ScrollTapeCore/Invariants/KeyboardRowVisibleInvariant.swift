/// `keyboard.rowVisible`: when the keyboard has come up for an edited item (a
/// `keyboard` event with `editing`), that item is in view once the keyboard's animation is over:
/// below the header in front of the list (or the list's top) and above the keyboard. Judged once
/// per keyboard appearance, at the first event at or after the animation's end, unless a finger
/// held the list since the keyboard began to show (the user moved it, not the app).
package struct KeyboardRowVisibleInvariant: BuiltInInvariant {
    package init() {}

    package var name: InvariantName { .keyboardRowVisible }

    /// When the keyboard whose edited item was last judged (or left unjudged, a finger having held
    /// the list) began to show.
    package func memory(of state: World) -> Double? {
        guard let keyboard = state.keyboard,
            state.t >= keyboard.settledAt - Tolerance.time || state.scroll.mode.isTracking
        else { return nil }
        return keyboard.shownAt
    }

    package func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering checked: inout Double?,
        into found: inout [Violation]
    ) {
        guard let keyboard = after.keyboard, let item = keyboard.change.editingItem,
            checked != keyboard.shownAt
        else { return }
        if after.scroll.mode.isTracking {
            // A finger holds the list: what it shows from now on is the user's doing.
            checked = keyboard.shownAt
            return
        }
        guard after.t >= keyboard.settledAt - Tolerance.time else { return }
        checked = keyboard.shownAt
        guard let problem = Self.hidden(item, in: after) else { return }
        found.append(
            Violation(
                .keyboardRowVisible, event: after.index,
                "item \(item), being edited, is at y=\(formatNumber(problem.top))…\(formatNumber(problem.bottom)) "
                    + "once the keyboard is up, outside the visible part y=\(formatNumber(problem.visibleTop))…"
                    + "\(formatNumber(problem.visibleBottom)) (scroll it into view, or let the list's inset follow "
                    + "the keyboard) " + Invariants.context(after),
                values: [
                    .number("item", Double(item)), .number("top", problem.top),
                    .number("bottom", problem.bottom),
                    .number("visibleTop", problem.visibleTop),
                    .number("visibleBottom", problem.visibleBottom),
                ] + Invariants.contextValues(after)))
    }
}

extension KeyboardRowVisibleInvariant {
    /// Where item `item` is and the part of the list that shows (window y), when the item is not
    /// wholly in it; nil when it is.
    static func hidden(_ item: Int, in world: World)
        -> (top: Double, bottom: Double, visibleTop: Double, visibleBottom: Double)?
    {
        let scene = world.scene
        let geometry = world.geometry
        guard scene.scroll.axis == .vertical, let frame = geometry.itemFrame(item) else { return nil }
        var visibleTop = scene.scroll.frame.y
        if let headerFrame = Invariants.headerFrameInFront(of: scene, in: geometry) {
            visibleTop = max(visibleTop, headerFrame.maxY)
        }
        let visibleBottom = min(scene.scroll.frame.maxY, scene.device.height - world.screen.keyboardHeight)
        guard frame.y < visibleTop - Tolerance.invariant || frame.maxY > visibleBottom + Tolerance.invariant
        else { return nil }
        return (frame.y, frame.maxY, visibleTop, visibleBottom)
    }
}
