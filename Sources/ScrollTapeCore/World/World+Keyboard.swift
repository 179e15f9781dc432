/// The software keyboard (FORMAT.md `keyboard`): a `keyboard` event changes how much of the primary list the
/// keyboard covers, which the list's adjusted inset takes in as the bottom of the safe area
/// (`ScrollMetrics`), and the list moves along with the keyboard's animation.
extension World {
    /// A `keyboard` event: the keyboard shows (or changes its frame) or hides. A resting primary
    /// list then moves, at a constant rate over the keyboard's animation, to bring the edited item
    /// into view (as UITableViewController does for the row whose text field became first
    /// responder; not with `insetAdjustment` `never`, where that is the app's to do) and into its
    /// new range (when the keyboard hides, a list scrolled to its end comes back with it). A list
    /// that moves by itself (a flick, a bounce) is stopped for the edited item, as the table view's
    /// animated scroll to it takes over, and otherwise goes on in the new range
    /// (``goOnInNewRange(from:)``); a list that a finger holds is not moved.
    mutating func handleKeyboard(_ change: KeyboardChange) {
        let before = scrollViews.primary.metrics
        let now = t
        screen.keyboardChanged(change, at: now)
        let overlap = screen.keyboardOverlap
        scrollViews.change(.primary) { $0.keyboardMoved(overlap: overlap, at: now) }
        let metrics = scrollViews.primary.metrics
        var showing: Double?
        if keyboard != nil, let item = change.editingItem,
            screen.configuration(.primary).insetAdjustment != .never
        {
            showing = scrollViews.primary.offset(showing: item, at: .none, metrics: metrics)
        }
        switch scrollViews.primary.state.mode {
        case .tracking, .dragging:
            return
        case .idle:
            break
        case .decelerating, .bouncing, .snapping, .scrollingTo:
            guard showing != nil else { return goOnInNewRange(from: before) }
            scrollViews.change(.primary) { $0.stop(at: now) }
        }
        let current = axisOffset
        var target = current
        if let showing { target = showing }
        target = metrics.clamped(target)
        guard target != current else { return }
        let report = scrollViews.change(.primary) {
            $0.scroll(
                to: target, animated: change.duration > 0, duration: change.duration, finger: nil,
                metrics: metrics, at: now)
        }
        pass(report, of: .primary, metrics: metrics)
    }

    /// The primary list, moving by itself when the keyboard changed its range (`before`: its
    /// metrics before the change), goes on in the new range. UIScrollView's deceleration and
    /// bounce read the range at every frame, so a flick or a bounce goes on from where it is with
    /// its velocity, as after an `update`: a list now past the new edge springs back to it, one
    /// the range grew past decelerates. A page snap or an animated scroll to an offset the new
    /// range no longer holds goes to one it does instead: a page of the new range (as a release
    /// there would), or the target clamped into the range, arriving when it would have. Unchanged
    /// when the range did not change.
    private mutating func goOnInNewRange(from before: ScrollMetrics) {
        let metrics = scrollViews.primary.metrics
        guard metrics.lowerBound != before.lowerBound || metrics.upperBound != before.upperBound else {
            return
        }
        let velocity = scrollViews.primary.axisVelocity
        switch scrollViews.primary.state.mode {
        case .idle, .tracking, .dragging:
            return
        case .decelerating, .bouncing:
            settle(.primary, velocity: velocity)
        case .snapping(let spring):
            guard !metrics.contains(spring.target) else { return }
            settle(.primary, velocity: velocity)
        case .scrollingTo(let animation):
            guard !metrics.contains(animation.to) else { return }
            let now = t
            scrollViews.change(.primary) {
                $0.animate(to: metrics.clamped(animation.to), duration: animation.endTime - now, at: now)
            }
        }
    }
}
