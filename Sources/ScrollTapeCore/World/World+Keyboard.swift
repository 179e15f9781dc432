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
    /// animated scroll to it takes over, and otherwise goes on in the new range
    /// (``goOnInNewRange(_:from:)``); a list that a finger holds is not moved.
    mutating func handleKeyboard(_ change: KeyboardChange) {
        let number = Self.primary
        let before = metrics(ofScroll: number)
        keyboard = change.height > 0 ? KeyboardState(change: change, shownAt: t) : nil
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
            guard showing != nil else { return goOnInNewRange(number, from: before) }
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

    /// Scroll view `number`, moving by itself when its range changed (`before`: its metrics
    /// before the change), goes on in the new range. UIScrollView's deceleration and bounce read
    /// the range at every frame, so a flick or a bounce goes on from where it is with its
    /// velocity, as after an `update`: a list now past the new edge springs back to it, one the
    /// range grew past decelerates. A page snap or an animated scroll to an offset the new range
    /// no longer holds goes to one it does instead: a page of the new range (as a release there
    /// would), or the target clamped into the range, arriving when it would have. Unchanged
    /// when the range did not change.
    private mutating func goOnInNewRange(_ number: Int, from before: ScrollMetrics) {
        let metrics = metrics(ofScroll: number)
        guard metrics.lowerBound != before.lowerBound || metrics.upperBound != before.upperBound else {
            return
        }
        let velocity = self[scroll: number].velocity.component(configuration(number).axis)
        switch mode(ofScroll: number) {
        case .idle, .tracking, .dragging:
            return
        case .decelerating, .bouncing:
            settle(number, velocity: velocity)
        case .snapping(let spring):
            guard !metrics.contains(spring.target) else { return }
            settle(number, velocity: velocity)
        case .scrollingTo(let animation):
            guard !metrics.contains(animation.to) else { return }
            animate(number, to: metrics.clamped(animation.to), duration: animation.endTime - t)
        }
    }
}
