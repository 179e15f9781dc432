// Moving by itself: deceleration, springs and animated scrolls in closed form

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
                    enter(.bouncing(spring))
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
    /// `startedAnimation`).
    @discardableResult
    mutating func animate(to target: Double, duration: Double, at now: Double) -> ScrollViewReport {
        var report = ScrollViewReport(start: axisOffset)
        animate(to: target, duration: duration, now: now, &report)
        return report
    }

    mutating func animate(
        to target: Double, duration: Double, now: Double, _ report: inout ScrollViewReport
    ) {
        let animation = ScrollAnimation(from: axisOffset, to: target, startTime: now, duration: duration)
        enter(.scrollingTo(animation))
        setVelocity(animation.velocity(at: now))
        report.outcomes.insert(.startedAnimation)
    }
}
