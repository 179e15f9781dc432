/// The fingers on a scroll view (SPEC §3.3): tracking, the pan following a finger through the
/// rubber band, and the release.
extension ScrollViewMachine {
    /// The rubber band past its edges.
    func rubberBand(_ metrics: ScrollMetrics) -> RubberBand {
        RubberBand(coefficient: layout.configuration.rubberBandCoefficient, extent: metrics.viewportExtent)
    }

    /// Finger `touch` went down on its content (or on a scroll view inside it): a moving scroll
    /// view stops; one without a finger of its own starts tracking this one.
    /// - Returns: whether it stopped moving, and whether it tracks the finger.
    mutating func fingerDown(_ touch: Int) -> (stopped: Bool, tracking: Bool) {
        var stopped = false
        if state.mode.isMoving {
            stop()
            stopped = true
        }
        guard state.mode.drivingTouch == nil else { return (stopped, false) }
        state.mode = .tracking(touch: touch)
        return (stopped, true)
    }

    /// Starts a pan with finger `touch` at `location` at time `now`: from here the content follows
    /// the finger one to one, without a jump.
    mutating func beginDrag(touch: Int, at location: Point, now: Double, metrics: ScrollMetrics) {
        anchorDrag(touch: touch, at: location, metrics: metrics)
        let axis = layout.configuration.axis
        state.velocity = .zero
        state.samples.removeAll()
        state.samples.axis = axis
        state.samples.append(
            time: now, position: location.component(axis), window: layout.configuration.velocityWindow)
    }

    /// Makes the content follow finger `touch` from where both are now (a pan start, or the app
    /// moving the content under a dragging finger); the finger's samples are kept.
    mutating func anchorDrag(touch: Int, at location: Point, metrics: ScrollMetrics) {
        let raw = rubberBand(metrics).rawOffset(displayed: axisOffset, in: metrics)
        state.mode = .dragging(
            touch: touch, fingerStart: location.component(layout.configuration.axis), rawStart: raw)
    }

    /// Its range changed under the finger it pans with, which is at `finger` (app code set an
    /// inset): the content follows the finger from where both are now. Nothing happens unless it is
    /// dragging.
    mutating func keepDragging(at finger: Point, metrics: ScrollMetrics) {
        guard case .dragging(let touch, _, _) = state.mode else { return }
        anchorDrag(touch: touch, at: finger, metrics: metrics)
    }

    /// The finger it pans with moved to `finger` at `now`: inside the bounds the content follows one
    /// to one, past them through the rubber band (or stops at the edge when it does not bounce).
    /// Nothing happens unless it is dragging.
    mutating func drag(to finger: Point, now: Double, metrics: ScrollMetrics) -> ScrollViewReport {
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

    /// The finger it tracks or pans with lifted at `location` at `now`: a pan follows it there,
    /// then the content decelerates with the release velocity (the finger's, reversed), springs
    /// back to the edge it was pulled past, or snaps to a page; a tracking scroll view settles
    /// where it is.
    mutating func fingerUp(at location: Point, now: Double, metrics: ScrollMetrics) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        guard case .dragging(_, let fingerStart, let rawStart) = state.mode else {
            settle(velocity: 0, now: now, metrics: metrics, &report)
            return report
        }
        drag(
            fingerStart: fingerStart, rawStart: rawStart, finger: location, now: now, metrics: metrics,
            &report)
        let fingerVelocity = state.samples.velocity(at: now, window: layout.configuration.velocityWindow)
        state.samples.removeAll()
        settle(velocity: -fingerVelocity, now: now, metrics: metrics, &report)
        return report
    }

    /// The finger it pans with lifted at `location` at `now`, for app code that hears of it before
    /// the content moves on (`scrollViewWillEndDragging`): the content follows the finger there and
    /// the release velocity (points per second along the axis, the offset's) is returned; it is
    /// still dragging until ``settle(velocity:now:metrics:target:)``. Nil unless it is dragging.
    mutating func release(at location: Point, now: Double, metrics: ScrollMetrics)
        -> (report: ScrollViewReport, velocity: Double)?
    {
        var report = ScrollViewReport(start: axisOffset)
        guard case .dragging(_, let fingerStart, let rawStart) = state.mode else { return nil }
        drag(
            fingerStart: fingerStart, rawStart: rawStart, finger: location, now: now, metrics: metrics,
            &report)
        let fingerVelocity = state.samples.velocity(at: now, window: layout.configuration.velocityWindow)
        state.samples.removeAll()
        return (report, -fingerVelocity)
    }

    /// Where it comes to rest if it settles now with `velocity` (UIKit's `targetContentOffset`): the
    /// page it snaps to, the edge it springs back to, or where its deceleration ends (in the range:
    /// past an edge it bounces back to it).
    func restTarget(velocity: Double, metrics: ScrollMetrics) -> Double {
        let configuration = layout.configuration
        let offset = axisOffset
        if let pages = configuration.pages {
            return pageTarget(
                for: offset, velocity: velocity, pageLength: pages.length, threshold: pages.velocityThreshold,
                metrics: metrics)
        }
        guard metrics.contains(offset), velocity != 0 else { return metrics.clamped(offset) }
        let deceleration = Deceleration(
            offset: offset, velocity: velocity, time: 0, rate: configuration.decelerationRate,
            restDistance: configuration.restDistance)
        return metrics.clamped(deceleration.restOffset)
    }

    /// Lets it move by itself from where it is with `velocity` (points per second along the axis),
    /// as a finger that lifted leaves it: paging snaps to a page; past an edge a spring brings it
    /// back; inside it decelerates; a scroll view that was scrolling and rests at once reports that
    /// it came to rest. With a `target` (app code's `targetContentOffset`), the spring or the
    /// deceleration comes to rest exactly there.
    mutating func settle(velocity: Double, now: Double, metrics: ScrollMetrics, target: Double? = nil)
        -> ScrollViewReport
    {
        var report = ScrollViewReport(start: axisOffset)
        settle(velocity: velocity, now: now, metrics: metrics, target: target, &report)
        return report
    }

    mutating func settle(
        velocity: Double, now: Double, metrics: ScrollMetrics, target: Double? = nil,
        _ report: inout ScrollViewReport
    ) {
        let configuration = layout.configuration
        let offset = axisOffset
        let wasScrolling: Bool
        switch state.mode {
        case .dragging, .decelerating, .bouncing, .snapping: wasScrolling = true
        case .idle, .tracking, .scrollingTo: wasScrolling = false
        }
        stop()
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
        } else if wasScrolling {
            report.restTime = now
        }
    }

    /// Starts a spring to `target` in the mode `mode` makes of it, or rests there at once when it
    /// is already within the rest distance.
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
    }

    /// The page a release at `offset` with `velocity` comes to rest on (SPEC §3.3): the fractional
    /// page rounded, or rounded toward the motion when the speed is above the threshold; pages are
    /// `pageLength` (> 0) apart from minOffset, and maxOffset is the last page's boundary.
    func pageTarget(
        for offset: Double, velocity: Double, pageLength length: Double, threshold: Double,
        metrics: ScrollMetrics
    ) -> Double {
        let span = metrics.upperBound - metrics.lowerBound
        let lastPage = (span / length - 1e-9).rounded(.up)
        let fraction = (offset - metrics.lowerBound) / length
        let page: Double
        if abs(velocity) > threshold {
            page = velocity > 0 ? (fraction - 1e-9).rounded(.up) : (fraction + 1e-9).rounded(.down)
        } else {
            page = fraction.rounded(.toNearestOrAwayFromZero)
        }
        return min(metrics.lowerBound + min(max(page, 0), lastPage) * length, metrics.upperBound)
    }
}
