/// What the app and the system do to a scroll view (SPEC §3.3, FORMAT.md `scroll`, `scrollTo`,
/// `update`, `safeArea`): offsets set, content changed, the screen laid out anew.
extension ScrollViewMachine {
    /// The app scrolls it to `target` along the axis (`contentOffset =`, `setContentOffset`,
    /// `scrollToItem`; not clamped here): a finger that drags it goes on from there; otherwise any
    /// motion stops, and it moves at once or, `animated`, at a constant rate over `duration`
    /// seconds from `now`.
    /// - Parameter finger: where the finger that drags it is (nil: none found).
    mutating func scroll(
        to target: Double, animated: Bool, duration: Double, now: Double, finger: Point?,
        metrics: ScrollMetrics
    ) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        if case .dragging(let touch, _, _) = state.mode {
            move(to: target, metrics: metrics, &report)
            if let finger { anchorDrag(touch: touch, at: finger, metrics: metrics) }
            return report
        }
        if state.mode.isMoving { stop() }
        guard animated, target != axisOffset else {
            move(to: target, metrics: metrics, &report)
            return report
        }
        animate(to: target, duration: duration, startTime: now)
        return report
    }

    /// App code's `contentOffset = ` (a `ScrollViewDelegate`'s, not clamped): the content moves to
    /// `target` along the axis and what it was doing goes on from there — a dragging finger drags on
    /// from the new offset, a deceleration or a spring continues with the velocity it had, an
    /// animated scroll goes on to its target (its next frame sets the offset again).
    /// - Parameter finger: where the finger that drags it is (nil: none found).
    mutating func assign(to target: Double, finger: Point?, now: Double, metrics: ScrollMetrics)
        -> ScrollViewReport
    {
        var report = ScrollViewReport(start: axisOffset)
        switch state.mode {
        case .idle, .tracking, .scrollingTo:
            move(to: target, metrics: metrics, &report)
        case .dragging, .decelerating, .bouncing, .snapping:
            moveKeepingMotion(to: target, finger: finger, now: now, metrics: metrics, &report)
        }
        return report
    }

    /// Moves the content to `offset` and lets a drag or a motion go on from there: a dragging finger
    /// from where both are, a motion with the velocity it had (in `metrics`' range).
    private mutating func moveKeepingMotion(
        to offset: Double, finger: Point?, now: Double, metrics: ScrollMetrics,
        _ report: inout ScrollViewReport
    ) {
        if case .dragging(let touch, _, _) = state.mode {
            move(to: offset, metrics: metrics, &report)
            if let finger { anchorDrag(touch: touch, at: finger, metrics: metrics) }
            return
        }
        let velocity = axisVelocity
        move(to: offset, metrics: metrics, &report)
        settle(velocity: velocity, now: now, metrics: metrics, &report)
    }

    /// App code's `setContentOffset(_:animated:)` (a header's snap, a tab's action): `target`
    /// clamped to the range; any motion stops; at once, or animated over its
    /// `scrollAnimationDuration` from `startTime`.
    mutating func setContentOffset(
        _ target: Double, animated: Bool, startTime: Double, metrics: ScrollMetrics
    ) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        let clamped = metrics.clamped(target)
        if state.mode.isMoving { stop() }
        guard animated, clamped != axisOffset else {
            move(to: clamped, metrics: metrics, &report)
            return report
        }
        animate(to: clamped, duration: layout.configuration.scrollAnimationDuration, startTime: startTime)
        return report
    }

    /// Its content changed (an `update`) and the content that was at the screen's anchor is now at
    /// `offset`; `metrics` are the new ones. At rest (or tracking) it moves there, clamped to the
    /// new range; a dragging finger goes on from there; a motion goes on from there in the new
    /// range with the velocity it had.
    mutating func contentChanged(
        offset: Double, finger: Point?, now: Double, metrics: ScrollMetrics
    ) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        switch state.mode {
        case .idle, .tracking:
            move(to: metrics.clamped(offset), metrics: metrics, &report)
        case .dragging, .decelerating, .bouncing, .snapping, .scrollingTo:
            moveKeepingMotion(to: offset, finger: finger, now: now, metrics: metrics, &report)
        }
        return report
    }

    /// The screen was laid out anew (`layout` already replaced): as UIKit keeps a scroll view's
    /// `contentOffset` (its bounds' origin) when its frame changes, at rest at its lowest offset
    /// before (`wasAtLowest`) it stays at its top; otherwise its offset stays, clamped into the new
    /// range. A motion stops where it is first (as for the app's `scroll`); a finger that holds it
    /// keeps its offset and meets the new range when it lifts, the content following a dragging
    /// finger from where both are (through the new range's rubber band).
    mutating func relayout(wasAtLowest: Bool, finger: Point?, metrics: ScrollMetrics) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        switch state.mode {
        case .tracking:
            return report
        case .dragging(let touch, _, _):
            // Found by the recording generator's oracle: without a new anchor, the finger's travel
            // so far went through the new range's rubber band and the list jumped at the next sample.
            if let finger { anchorDrag(touch: touch, at: finger, metrics: metrics) }
            return report
        case .idle:
            break
        case .decelerating, .bouncing, .snapping, .scrollingTo:
            stop()
        }
        let current = axisOffset
        // The offset across the axis follows the new inset (a vertical list's x is −adjustedInset.left).
        state.offset = metrics.point(current)
        move(to: wasAtLowest ? metrics.lowerBound : metrics.clamped(current), metrics: metrics, &report)
        return report
    }

    /// The offset along the axis that shows item `index` at `position` of the visible area (inside
    /// the adjusted inset), not clamped; for `none`, the nearer one of top and bottom that brings
    /// it into view, or the current offset when it is in view. Nil when it has no such item.
    func offset(showing index: Int, at position: ScrollRequest.ItemPosition, metrics: ScrollMetrics)
        -> Double?
    {
        let content = layout.configuration.content
        guard content.hasItems, index >= 0, index < itemCount else { return nil }
        let axis = layout.configuration.axis
        let leading = metrics.adjustedInset.leading(axis)
        let visible = metrics.viewportExtent - leading - metrics.adjustedInset.trailing(axis)
        let start = content.itemStart(index)
        let length = content.itemLength(index)
        let top = start - leading
        let bottom = start + length - leading - visible
        switch position {
        case .top: return top
        case .bottom: return bottom
        case .middle: return start + length / 2 - leading - visible / 2
        case .none:
            let current = axisOffset
            if top < current { return top }
            if bottom > current { return bottom }
            return current
        }
    }
}
