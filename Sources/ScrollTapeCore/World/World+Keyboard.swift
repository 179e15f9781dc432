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
        let metrics = metrics(of: .primary)
        var showing: Double?
        if keyboard != nil, let item = change.editingItem, configuration(.primary).insetAdjustment != .never {
            showing = scrollViews.primary.offset(showing: item, at: .none, metrics: metrics)
        }
        switch scrollViews.primary.state.mode {
        case .tracking, .dragging:
            return
        case .idle:
            break
        case .decelerating, .bouncing, .snapping, .scrollingTo:
            guard showing != nil else { return }
            scrollViews.change(.primary) { $0.stop() }
        }
        let current = axisOffset
        var target = current
        if let showing { target = showing }
        target = metrics.clamped(target)
        guard target != current else { return }
        let now = t
        let report = scrollViews.change(.primary) {
            $0.scroll(
                to: target, animated: change.duration > 0, duration: change.duration, now: now, finger: nil,
                metrics: metrics)
        }
        pass(report, of: .primary, metrics: metrics)
    }
}
