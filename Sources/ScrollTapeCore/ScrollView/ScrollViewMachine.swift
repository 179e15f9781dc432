/// One scroll view as replayed: its machine state (offset, velocity, mode), its item
/// count and its context (its layout, the keyboard over it), with one entry point per input — a
/// finger down, moved and lifted, the clock advanced, the app's scroll, a stop, a layout, content
/// or keyboard change. Every input has one shape, `(…, at now) -> ScrollViewReport`: it returns
/// what it did, the moves and the outcomes its caller reads (released, started decelerating, came
/// to rest). The machine calls nobody, so `World` passes the moves on to the header code and the
/// invariants' record. Only its inputs change its state (they live in this file, where the state's
/// setter is).
///
/// Times are in seconds; `now` is the time of the input: the time of the last event applied (the
/// world's clock), or for ``advance(since:metrics:at:)`` the time the clock advances to.
public struct ScrollViewMachine: Hashable, Sendable {
    /// Its offset, velocity and mode.
    public private(set) var state: ScrollState
    /// Items in it now (changed by `update` events; 0 for content of a fixed size).
    public private(set) var itemCount: Int
    /// Its configuration as the screen's layout gives it (replaced by ``relink(_:)``).
    private(set) var layout: ScrollViewLayout
    /// How many points of its frame, from its bottom, the software keyboard covers
    /// (``keyboardMoved(overlap:at:)``).
    private(set) var keyboardOverlap: Double

    /// The scroll view at its initial offset (minOffset), at rest.
    init(layout: ScrollViewLayout) {
        self.layout = layout
        itemCount = layout.initialItemCount
        keyboardOverlap = 0
        state = ScrollState(offset: layout.initialMetrics.minOffset)
    }

    /// The scroll view at rest at `offset` holding `itemCount` items (a scene's first state drawn
    /// at another offset).
    init(layout: ScrollViewLayout, restingAt offset: Point, itemCount: Int) {
        self.init(layout: layout)
        self.itemCount = itemCount
        state.offset = offset
    }

    /// Which of the scene's scroll views it is.
    public var id: ScrollViewID { layout.id }

    /// What the session says about it.
    @inline(__always)
    public var configuration: ScrollConfiguration { layout.configuration }

    /// Its geometry now: its item count, the keyboard covering the bottom `keyboardOverlap` points
    /// of its frame.
    @inline(__always)
    package var metrics: ScrollMetrics {
        if itemCount == layout.initialItemCount, keyboardOverlap == 0 { return layout.initialMetrics }
        return ScrollMetrics(
            layout.configuration, safeArea: layout.safeArea, itemCount: itemCount,
            keyboardOverlap: keyboardOverlap)
    }

    /// The offset along its axis.
    @inline(__always)
    public var axisOffset: Double { state.offset.component(layout.configuration.axis) }

    /// The velocity along its axis, in points per second.
    public var axisVelocity: Double { state.velocity.component(layout.configuration.axis) }

    /// Gives it `layout` (the screen laid out anew, or its content changed), keeping its state.
    /// Context, not an input: it moves nothing (``relayout(wasAtLowest:finger:metrics:at:)`` and
    /// ``keepDragging(finger:metrics:at:)`` then meet the new range).
    mutating func relink(_ layout: ScrollViewLayout) {
        self.layout = layout
    }

    // MARK: Helpers of the inputs

    /// Moves the content to `offset` along the axis (the cross component follows the adjusted
    /// inset), recording the move in `report` when the offset changed.
    @inline(__always)
    private mutating func move(to offset: Double, metrics: ScrollMetrics, _ report: inout ScrollViewReport) {
        let old = state.offset.component(metrics.axis)
        state.offset = metrics.point(offset)
        guard offset != old else { return }
        report.append(ScrollViewReport.Move(offset: offset, flags: ScrollFlags(state.mode)))
    }

    /// Sets the velocity along the axis, in points per second.
    @inline(__always)
    private mutating func setVelocity(_ velocity: Double) {
        state.velocity =
            layout.configuration.axis == .vertical ? Point(x: 0, y: velocity) : Point(x: velocity, y: 0)
    }

    /// Stops any motion at once, where the content is now.
    private mutating func halt() {
        state.mode = .idle
        state.velocity = .zero
    }
}

// MARK: - The fingers: tracking, the pan through the rubber band, the release

extension ScrollViewMachine {
    /// Finger `touch` went down on its content (or on a scroll view inside it): a moving scroll
    /// view stops (`stoppedMotion`); one without a finger of its own starts tracking this one
    /// (`tracksFinger`).
    @discardableResult
    mutating func fingerDown(_ touch: Int, at now: Double) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        if state.mode.isMoving {
            halt()
            report.outcomes.insert(.stoppedMotion)
        }
        guard state.mode.drivingTouch == nil else { return report }
        state.mode = .tracking(touch: touch)
        report.outcomes.insert(.tracksFinger)
        return report
    }

    /// Starts a pan with finger `touch`, which is at `finger`: from here the content follows the
    /// finger one to one, without a jump.
    @discardableResult
    mutating func beginDrag(touch: Int, finger: Point, metrics: ScrollMetrics, at now: Double)
        -> ScrollViewReport
    {
        anchorDrag(touch: touch, finger: finger, metrics: metrics)
        let axis = layout.configuration.axis
        state.velocity = .zero
        state.samples.removeAll()
        state.samples.axis = axis
        state.samples.append(
            time: now, position: finger.component(axis), window: layout.configuration.velocityWindow)
        return ScrollViewReport(start: axisOffset)
    }

    /// Makes the content follow finger `touch` from where both are now (a pan start, or the app
    /// moving the content under a dragging finger); the finger's samples are kept.
    private mutating func anchorDrag(touch: Int, finger: Point, metrics: ScrollMetrics) {
        let raw = rubberBand(metrics).rawOffset(displayed: axisOffset, in: metrics)
        state.mode = .dragging(
            touch: touch, fingerStart: finger.component(layout.configuration.axis), rawStart: raw)
    }

    /// Its range changed under the finger it pans with, which is at `finger` (app code set an
    /// inset): the content follows the finger from where both are now. Nothing happens unless it is
    /// dragging.
    @discardableResult
    mutating func keepDragging(finger: Point, metrics: ScrollMetrics, at now: Double) -> ScrollViewReport {
        if case .dragging(let touch, _, _) = state.mode {
            anchorDrag(touch: touch, finger: finger, metrics: metrics)
        }
        return ScrollViewReport(start: axisOffset)
    }

    /// The finger it pans with moved to `finger`: inside the bounds the content follows one to
    /// one, past them through the rubber band (or stops at the edge when it does not bounce).
    /// Nothing happens unless it is dragging.
    mutating func drag(to finger: Point, metrics: ScrollMetrics, at now: Double) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        guard case .dragging(_, let fingerStart, let rawStart) = state.mode else { return report }
        drag(
            fingerStart: fingerStart, rawStart: rawStart, finger: finger, now: now, metrics: metrics, &report)
        return report
    }

    @inline(__always)
    private mutating func drag(
        fingerStart: Double, rawStart: Double, finger: Point, now: Double, metrics: ScrollMetrics,
        _ report: inout ScrollViewReport
    ) {
        // Field by field, from one reference: a copy of the whole configuration would cost more
        // than the drag itself.
        let layout = layout
        let position = finger.component(metrics.axis)
        let raw = rawStart - (position - fingerStart)
        let bounces =
            layout.configuration.bounces && (metrics.isScrollable || layout.configuration.alwaysBounces)
        move(
            to: bounces ? rubberBand(metrics).displayedOffset(raw: raw, in: metrics) : metrics.clamped(raw),
            metrics: metrics, &report)
        // The velocity while dragging is the samples' (ScrollState.velocity), worked out when read.
        state.samples.append(time: now, position: position, window: layout.configuration.velocityWindow)
    }

    /// The finger it tracks or pans with lifted at `finger`: a pan follows it there (`released`,
    /// with the release velocity), then the content decelerates with the release velocity (the
    /// finger's, reversed), springs back to the edge it was pulled past, or snaps to a page
    /// (`startedDecelerating`); a tracking scroll view settles where it is.
    mutating func fingerUp(finger: Point, metrics: ScrollMetrics, at now: Double) -> ScrollViewReport {
        var report = release(finger: finger, metrics: metrics, at: now)
        settle(velocity: report.releaseVelocity, now: now, metrics: metrics, target: nil, &report)
        return report
    }

    /// The finger it pans with lifted at `finger`, for app code that hears of it before the
    /// content moves on (`scrollViewWillEndDragging`): the content follows the finger there and
    /// the report says `released`, with the release velocity (points per second along the axis,
    /// the offset's); it is still dragging until ``settle(velocity:target:metrics:at:)``. Nothing
    /// happens unless it is dragging.
    mutating func release(finger: Point, metrics: ScrollMetrics, at now: Double) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        guard case .dragging(_, let fingerStart, let rawStart) = state.mode else { return report }
        drag(
            fingerStart: fingerStart, rawStart: rawStart, finger: finger, now: now, metrics: metrics,
            &report)
        let fingerVelocity = state.samples.velocity(at: now, window: layout.configuration.velocityWindow)
        state.samples.removeAll()
        report.outcomes.insert(.released)
        report.releaseVelocity = -fingerVelocity
        return report
    }

    /// Lets it move by itself from where it is with `velocity` (points per second along the axis),
    /// as a finger that lifted leaves it: paging snaps to a page; past an edge a spring brings it
    /// back; inside it decelerates (each `startedDecelerating`); a scroll view that was scrolling
    /// and rests at once reports that it came to rest. With a `target` (app code's
    /// `targetContentOffset`), the spring or the deceleration comes to rest exactly there.
    @discardableResult
    mutating func settle(velocity: Double, target: Double? = nil, metrics: ScrollMetrics, at now: Double)
        -> ScrollViewReport
    {
        var report = ScrollViewReport(start: axisOffset)
        settle(velocity: velocity, now: now, metrics: metrics, target: target, &report)
        return report
    }

    private mutating func settle(
        velocity: Double, now: Double, metrics: ScrollMetrics, target: Double?,
        _ report: inout ScrollViewReport
    ) {
        let configuration = layout.configuration
        let offset = axisOffset
        let wasScrolling: Bool
        switch state.mode {
        case .dragging, .decelerating, .bouncing, .snapping: wasScrolling = true
        case .idle, .tracking, .scrollingTo: wasScrolling = false
        }
        halt()
        if let pages = configuration.pages {
            let target =
                target
                ?? pageTarget(
                    for: offset, velocity: velocity, pageLength: pages.length,
                    threshold: pages.velocityThreshold, metrics: metrics)
            startSpring(to: target, velocity: velocity, now: now, metrics: metrics, &report) { .snapping($0) }
        } else if !metrics.contains(offset) {
            guard configuration.bounces else {
                move(to: target ?? metrics.clamped(offset), metrics: metrics, &report)
                if wasScrolling { report.restTime = now }
                return
            }
            startSpring(
                to: target ?? metrics.clamped(offset), velocity: velocity, now: now, metrics: metrics, &report
            ) {
                .bouncing($0)
            }
        } else if let target {
            let deceleration = Deceleration(
                offset: offset, restingAt: target, time: now, rate: configuration.decelerationRate,
                restDistance: configuration.restDistance)
            guard deceleration.endTime > now else {
                move(to: target, metrics: metrics, &report)
                if wasScrolling { report.restTime = now }
                return
            }
            state.mode = .decelerating(deceleration)
            setVelocity(deceleration.startVelocity)
            report.outcomes.insert(.startedDecelerating)
        } else if velocity != 0 {
            let deceleration = Deceleration(
                offset: offset, velocity: velocity, time: now, rate: configuration.decelerationRate,
                restDistance: configuration.restDistance)
            guard deceleration.endTime > now else {
                if wasScrolling { report.restTime = now }
                return
            }
            state.mode = .decelerating(deceleration)
            setVelocity(velocity)
            report.outcomes.insert(.startedDecelerating)
        } else if wasScrolling {
            report.restTime = now
        }
    }

    /// Starts a spring to `target` in the mode `mode` makes of it (`startedDecelerating`), or rests
    /// there at once when it is already within the rest distance.
    private mutating func startSpring(
        to target: Double, velocity: Double, now: Double, metrics: ScrollMetrics,
        _ report: inout ScrollViewReport, mode: (Spring) -> ScrollState.Mode
    ) {
        let configuration = layout.configuration
        let spring = Spring(
            from: axisOffset, velocity: velocity, to: target, time: now,
            angularFrequency: configuration.springAngularFrequency, restDistance: configuration.restDistance)
        guard spring.endTime > now else { return move(to: target, metrics: metrics, &report) }
        state.mode = mode(spring)
        setVelocity(velocity)
        report.outcomes.insert(.startedDecelerating)
    }
}

// MARK: - Moving by itself: deceleration, springs and animated scrolls in closed form

extension ScrollViewMachine {
    /// Advances its deceleration, springs and animation from `start` (the clock's last time) to
    /// `now`, reporting every offset at an edge crossing and turning point on the way (so a header
    /// follows the path the motion takes, not a jump). It stops early when it comes to rest by
    /// itself (`cameToRest`, at `restTime`): its caller tells the app's code, which may set it
    /// moving again, and advances it again. A motion that ended is the report's `ending`.
    mutating func advance(since start: Double, metrics: ScrollMetrics, at now: Double) -> ScrollViewReport {
        let time = now
        var report = ScrollViewReport(start: axisOffset)
        while true {
            switch state.mode {
            case .idle, .tracking, .dragging:
                return report
            case .decelerating(let deceleration):
                let edge = deceleration.startVelocity > 0 ? metrics.upperBound : metrics.lowerBound
                if let hit = deceleration.time(reaching: edge), hit <= time {
                    move(to: edge, metrics: metrics, &report)
                    let velocity = deceleration.velocity(at: hit)
                    halt()
                    let configuration = layout.configuration
                    guard configuration.bounces else {
                        report.restTime = hit
                        report.ending = .deceleration(time: hit)
                        return report
                    }
                    let spring = Spring(
                        from: edge, velocity: velocity, to: edge, time: hit,
                        angularFrequency: configuration.springAngularFrequency,
                        restDistance: configuration.restDistance)
                    guard spring.endTime > hit else {
                        report.restTime = hit
                        report.ending = .deceleration(time: hit)
                        return report
                    }
                    state.mode = .bouncing(spring)
                    continue
                }
                if time >= deceleration.endTime {
                    // The motion ends 0.5 pt (the rest distance) short of its projected rest: one
                    // projected less than that past the edge rests at the edge, which it reaches
                    // at a crawl (and would bounce back to within the rest distance).
                    move(to: metrics.clamped(deceleration.restOffset), metrics: metrics, &report)
                    halt()
                    report.restTime = deceleration.endTime
                    report.ending = .deceleration(time: deceleration.endTime)
                    return report
                }
                move(to: deceleration.offset(at: time), metrics: metrics, &report)
                setVelocity(deceleration.velocity(at: time))
                return report
            case .bouncing(let spring):
                if follow(spring, from: start, to: time, metrics: metrics, &report) {
                    report.restTime = spring.endTime
                    report.ending = .deceleration(time: spring.endTime)
                }
                return report
            case .snapping(let spring):
                if follow(spring, from: start, to: time, metrics: metrics, &report) {
                    report.ending = .deceleration(time: spring.endTime)
                }
                return report
            case .scrollingTo(let animation):
                if follow(animation, to: time, metrics: metrics, &report) {
                    report.ending = .animation(animation)
                }
                return report
            }
        }
    }

    /// Moves along `spring` from `now` to `time`, stopping the offset at its turning point and at
    /// each edge it crosses on the way (within a stretch between stops the motion is monotone).
    /// Returns whether the spring ended (it rests at its target).
    private mutating func follow(
        _ spring: Spring, from now: Double, to time: Double, metrics: ScrollMetrics,
        _ report: inout ScrollViewReport
    ) -> Bool {
        let end = min(time, spring.endTime)
        if let turn = spring.extremumTime, turn > now, turn < end {
            move(from: spring.offset(at: now), to: spring.offset(at: turn), metrics: metrics, &report)
            move(from: spring.offset(at: turn), to: spring.offset(at: end), metrics: metrics, &report)
        } else {
            move(from: spring.offset(at: now), to: spring.offset(at: end), metrics: metrics, &report)
        }
        guard time >= spring.endTime else {
            setVelocity(spring.velocity(at: time))
            return false
        }
        move(to: spring.target, metrics: metrics, &report)
        halt()
        return true
    }

    /// Moves from `start` to `finish` along the axis (a stretch of a motion that is monotone
    /// within it), stopping the offset at each edge of the range it crosses on the way, in the
    /// order it crosses them (toward lower offsets the upper edge first).
    private mutating func move(
        from start: Double, to finish: Double, metrics: ScrollMetrics, _ report: inout ScrollViewReport
    ) {
        let (first, second) =
            finish < start
            ? (metrics.upperBound, metrics.lowerBound) : (metrics.lowerBound, metrics.upperBound)
        if (start - first) * (finish - first) < 0 { move(to: first, metrics: metrics, &report) }
        if (start - second) * (finish - second) < 0 { move(to: second, metrics: metrics, &report) }
        move(to: finish, metrics: metrics, &report)
    }

    /// Moves along `animation` to `time`, stopping the offset at each edge it crosses on the way;
    /// at its end it rests at its target (UIKit's `scrollViewDidEndScrollingAnimation`: not a rest
    /// the header code hears as the end of scrolling). Returns whether it reached its end.
    private mutating func follow(
        _ animation: ScrollAnimation, to time: Double, metrics: ScrollMetrics,
        _ report: inout ScrollViewReport
    ) -> Bool {
        move(from: axisOffset, to: animation.offset(at: time), metrics: metrics, &report)
        guard animation.isOver(at: time) else {
            setVelocity(animation.velocity(at: time))
            return false
        }
        halt()
        return true
    }

    /// Stops any motion at once, where the content is now (`stoppedMotion` if it was moving by
    /// itself).
    @discardableResult
    mutating func stop(at now: Double) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        if state.mode.isMoving { report.outcomes.insert(.stoppedMotion) }
        halt()
        return report
    }

    /// Starts moving from where it is to `target` along the axis, at a constant rate over
    /// `duration` seconds from `now` (`ScrollAnimation`, phase `snapping`; the report's
    /// `animation`).
    @discardableResult
    mutating func animate(to target: Double, duration: Double, at now: Double) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        animate(to: target, duration: duration, now: now, &report)
        return report
    }

    private mutating func animate(
        to target: Double, duration: Double, now: Double, _ report: inout ScrollViewReport
    ) {
        let animation = ScrollAnimation(from: axisOffset, to: target, startTime: now, duration: duration)
        state.mode = .scrollingTo(animation)
        setVelocity(animation.velocity(at: now))
        report.animation = animation
    }
}

// MARK: - What the app and the system do: offsets set, content changed, the screen laid out anew

extension ScrollViewMachine {
    /// The app scrolls it to `target` along the axis (`contentOffset =`, `setContentOffset`,
    /// `scrollToItem`; not clamped here): a finger that drags it goes on from there; otherwise any
    /// motion stops, and it moves at once or, `animated`, at a constant rate over `duration`
    /// seconds from `now` (the report's `animation`).
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

    /// App code's `setContentOffset(_:animated:)` (a header's snap, a tab's action): `target`
    /// clamped to the range; any motion stops; at once, or animated over its
    /// `scrollAnimationDuration` from `now` (the report's `animation`).
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
        self.itemCount = itemCount
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
        // The offset across the axis follows the new inset (a vertical list's x is −adjustedInset.left).
        state.offset = metrics.point(current)
        move(to: wasAtLowest ? metrics.lowerBound : metrics.clamped(current), metrics: metrics, &report)
        return report
    }

    /// The software keyboard now covers the bottom `overlap` points of its frame (0: none), which
    /// its geometry (``metrics``) takes in as the bottom of its safe area. Nothing moves: its
    /// caller decides how the content follows the new range (`World.handleKeyboard`).
    @discardableResult
    mutating func keyboardMoved(overlap: Double, at now: Double) -> ScrollViewReport {
        keyboardOverlap = overlap
        return ScrollViewReport(start: axisOffset)
    }
}
