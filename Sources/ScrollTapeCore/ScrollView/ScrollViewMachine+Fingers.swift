// The fingers: tracking, the pan through the rubber band, the release

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
        enter(.tracking(touch: touch))
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
        startSamples(at: now, position: finger.component(layout.configuration.axis))
        return ScrollViewReport(start: axisOffset)
    }

    /// Makes the content follow finger `touch` from where both are now (a pan start, or the app
    /// moving the content under a dragging finger); the finger's samples are kept.
    mutating func anchorDrag(touch: Int, finger: Point, metrics: ScrollMetrics) {
        let raw = rubberBand(metrics).rawOffset(displayed: axisOffset, in: metrics)
        let fingerStart = finger.component(layout.configuration.axis)
        enter(.dragging(touch: touch, fingerStart: fingerStart, rawStart: raw))
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
        sample(at: now, position: position)
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
        let fingerVelocity = takeFingerVelocity(at: now)
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

    mutating func settle(
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
            enter(.decelerating(deceleration))
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
            enter(.decelerating(deceleration))
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
        enter(mode(spring))
        setVelocity(velocity)
        report.outcomes.insert(.startedDecelerating)
    }
}
