/// The software keyboard (issue #17): a `keyboard` event changes how much of the primary list the
/// keyboard covers, which the list's adjusted inset takes in as the bottom of the safe area
/// (`ScrollMetrics`), and the list moves along with the keyboard's animation.
extension World {
    /// A `keyboard` event: the keyboard shows (or changes its frame) or hides. A resting primary
    /// list then moves, at a constant rate over the keyboard's animation, to bring the edited item
    /// into view (as UITableViewController does for the row whose text field became first
    /// responder; not with `insetAdjustment` `never`, where that is the app's to do) and into its
    /// new range (when the keyboard hides, a list scrolled to its end comes back with it). A list
    /// that a finger holds or that moves by itself goes on as it was, in the new range.
    mutating func handleKeyboard(_ change: KeyboardChange) {
        keyboard = change.height > 0 ? KeyboardState(change: change, shownAt: t) : nil
        let number = Self.primary
        guard case .idle = mode(ofScroll: number) else { return }
        let current = axisOffset(ofScroll: number)
        var target = current
        if keyboard != nil, let item = change.editingItem, configuration(number).insetAdjustment != .never,
            let showing = offset(showing: item, at: .none, inScroll: number)
        {
            target = showing
        }
        target = metrics(ofScroll: number).clamped(target)
        guard target != current else { return }
        guard change.duration > 0 else { return setOffset(number, target) }
        let animation = ScrollAnimation(from: current, to: target, startTime: t, duration: change.duration)
        changeScroll(number) { $0.mode = .scrollingTo(animation) }
        setVelocity(number, animation.velocity(at: t))
    }
}
