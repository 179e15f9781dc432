// What the app and the system do: offsets set, content changed, the screen laid out anew

extension ScrollViewMachine {
    /// The app scrolls it to `target` along the axis (`contentOffset =`, `setContentOffset`,
    /// `scrollToItem`; not clamped here): a finger that drags it goes on from there; otherwise any
    /// motion stops, and it moves at once or, `animated`, at a constant rate over `duration`
    /// seconds from `now` (the report's `startedAnimation`).
    /// - Parameter finger: where the finger that drags it is (nil: none found).
    mutating func scroll(
        to target: Double, animated: Bool, duration: Double, finger: Point?, metrics: ScrollMetrics,
        at now: Double
    ) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        if case .dragging(let touch, _, _) = state.mode {
            move(to: target, metrics: metrics, &report)
            if let finger { anchorDrag(touch: touch, finger: finger, metrics: metrics) }
            return report
        }
        if state.mode.isMoving { halt() }
        guard animated, target != axisOffset else {
            move(to: target, metrics: metrics, &report)
            return report
        }
        animate(to: target, duration: duration, now: now, &report)
        return report
    }

    /// App code's `contentOffset = ` (a `ScrollViewDelegate`'s, not clamped): the content moves to
    /// `target` along the axis and what it was doing goes on from there — a dragging finger drags on
    /// from the new offset, a deceleration or a spring continues with the velocity it had, an
    /// animated scroll goes on to its target (its next frame sets the offset again).
    /// - Parameter finger: where the finger that drags it is (nil: none found).
    mutating func assign(to target: Double, finger: Point?, metrics: ScrollMetrics, at now: Double)
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
            if let finger { anchorDrag(touch: touch, finger: finger, metrics: metrics) }
            return
        }
        let velocity = axisVelocity
        move(to: offset, metrics: metrics, &report)
        settle(velocity: velocity, now: now, metrics: metrics, target: nil, &report)
    }

    /// UIKit's adjustment at rest (UIScrollView's private `_adjustContentOffsetIfNecessary`): after a
    /// change of its insets or its content size, a scroll view at rest whose offset the new range no
    /// longer holds comes back into it at once; one a finger holds or a motion moves keeps its
    /// offset (the finger's lift or the motion's next frame meets the new range).
    mutating func adjustIntoRange(metrics: ScrollMetrics) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        guard case .idle = state.mode, !metrics.contains(axisOffset) else { return report }
        move(to: metrics.clamped(axisOffset), metrics: metrics, &report)
        return report
    }

    /// App code's `setContentOffset(_:animated:)` (a header's snap, a tab's action): `target`
    /// clamped to the range; any motion stops; at once, or animated over its
    /// `scrollAnimationDuration` from `now` (the report's `startedAnimation`).
    mutating func setContentOffset(
        _ target: Double, animated: Bool, metrics: ScrollMetrics, at now: Double
    ) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        let clamped = metrics.clamped(target)
        if state.mode.isMoving { halt() }
        guard animated, clamped != axisOffset else {
            move(to: clamped, metrics: metrics, &report)
            return report
        }
        animate(to: clamped, duration: layout.configuration.scrollAnimationDuration, now: now, &report)
        return report
    }

    /// Its content changed (an `update`): it holds `itemCount` items now (its layout relinked
    /// first, for a list in sections), and the content that was at the screen's anchor is now at
    /// `offset`. At rest (or tracking) it moves there, clamped to the new range; a dragging finger
    /// goes on from there; a motion goes on from there in the new range with the velocity it had.
    mutating func contentChanged(itemCount: Int, offset: Double, finger: Point?, at now: Double)
        -> ScrollViewReport
    {
        var report = ScrollViewReport(start: axisOffset)
        setItemCount(itemCount)
        let metrics = self.metrics
        switch state.mode {
        case .idle, .tracking:
            move(to: metrics.clamped(offset), metrics: metrics, &report)
        case .dragging, .decelerating, .bouncing, .snapping, .scrollingTo:
            moveKeepingMotion(to: offset, finger: finger, now: now, metrics: metrics, &report)
        }
        return report
    }

    /// The screen was laid out anew (its layout relinked already): as UIKit keeps a scroll view's
    /// `contentOffset` (its bounds' origin) when its frame changes, at rest at its lowest offset
    /// before (`wasAtLowest`) it stays at its top; otherwise its offset stays, clamped into the new
    /// range. A motion stops where it is first (as for the app's `scroll`); a finger that holds it
    /// keeps its offset and meets the new range when it lifts, the content following a dragging
    /// finger from where both are (through the new range's rubber band).
    mutating func relayout(wasAtLowest: Bool, finger: Point?, metrics: ScrollMetrics, at now: Double)
        -> ScrollViewReport
    {
        var report = ScrollViewReport(start: axisOffset)
        switch state.mode {
        case .tracking:
            return report
        case .dragging(let touch, _, _):
            // Found by the recording generator's oracle: without a new anchor, the finger's travel
            // so far went through the new range's rubber band and the list jumped at the next sample.
            if let finger { anchorDrag(touch: touch, finger: finger, metrics: metrics) }
            return report
        case .idle:
            break
        case .decelerating, .bouncing, .snapping, .scrollingTo:
            halt()
        }
        let current = axisOffset
        alignAcross(metrics)
        move(to: wasAtLowest ? metrics.lowerBound : metrics.clamped(current), metrics: metrics, &report)
        return report
    }

    /// The software keyboard now covers the bottom `overlap` points of its frame (0: none), which
    /// its geometry (``metrics``) takes in as the bottom of its safe area. Nothing moves: its
    /// caller decides how the content follows the new range (`World.handleKeyboard`).
    @discardableResult
    mutating func keyboardMoved(overlap: Double, at now: Double) -> ScrollViewReport {
        setKeyboardOverlap(overlap)
        return ScrollViewReport(start: axisOffset)
    }
}
