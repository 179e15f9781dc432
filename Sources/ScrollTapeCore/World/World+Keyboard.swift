/// The software keyboard (issue #17): a `keyboard` event changes how much of the primary list the
/// keyboard covers, which the list's adjusted inset takes in as the bottom of the safe area
/// (`ScrollMetrics`), and the list moves along with the keyboard's animation.
extension World {
    /// A `keyboard` event: the keyboard shows (or changes its frame) or hides. A resting primary
    /// list then moves, at a constant rate over the keyboard's animation, to bring the edited item
    /// into view (as UITableViewController does for the row whose text field became first
    /// responder; not with `insetAdjustment` `never`, where that is the app's to do) and into its
    /// new range (when the keyboard hides, a list scrolled to its end comes back with it). A list
    /// that moves by itself (a flick, a bounce) is stopped for the edited item, as the table view's
    /// animated scroll to it takes over, and otherwise goes on in the new range; a list that a
    /// finger holds is not moved.
    mutating func handleKeyboard(_ change: KeyboardChange) {
        keyboard = change.height > 0 ? KeyboardState(change: change, shownAt: t) : nil
        let number = Self.primary
        var showing: Double?
        if keyboard != nil, let item = change.editingItem, configuration(number).insetAdjustment != .never {
            showing = offset(showing: item, at: .none, inScroll: number)
        }
        switch mode(ofScroll: number) {
        case .tracking, .dragging:
            return
        case .idle:
            break
        case .decelerating, .bouncing, .snapping, .scrollingTo:
            guard showing != nil else { return }
            stopMotion(number)
        }
        let current = axisOffset(ofScroll: number)
        var target = current
        if let showing { target = showing }
        target = metrics(ofScroll: number).clamped(target)
        guard target != current else { return }
        guard change.duration > 0 else { return setOffset(number, target) }
        animate(number, to: target, duration: change.duration)
    }
}
