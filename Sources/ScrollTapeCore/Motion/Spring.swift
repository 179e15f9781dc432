/// A critically damped spring that brings the offset to `target`: the bounce back
/// after an edge, and the paging snap.
///
/// With displacement d = x − target, d(τ) = (A + B·τ)·e^(−ω·τ), A = d(0), B = v0 + ω·A. With
/// ω = 10 /s a spring released 100 pt away at rest is 73.58 pt away after 0.1 s, 19.91 pt after
/// 0.3 s and 4.04 pt after 0.5 s. The motion ends once |d| is under `restDistance` for good (after
/// the one extremum a critically damped spring has), exactly at the target.
package struct Spring: Hashable, Sendable {
    /// The offset the spring comes to rest at, in points.
    package var target: Double
    /// A: the displacement from the target when it began, in points.
    package var startDisplacement: Double
    /// v0: the velocity when it began, in points per second.
    package var startVelocity: Double
    /// When it began, in seconds.
    package var startTime: Double
    /// ω, the angular frequency, in radians per second.
    package var angularFrequency: Double
    /// When the motion ends (|d| under the rest distance from then on).
    package private(set) var endTime: Double

    package init(
        from offset: Double, velocity: Double, to target: Double, time: Double, angularFrequency: Double,
        restDistance: Double
    ) {
        self.target = target
        startDisplacement = offset - target
        startVelocity = velocity
        startTime = time
        self.angularFrequency = angularFrequency
        endTime = time
        endTime = settlingTime(restDistance: restDistance)
    }

    /// B = v0 + ω·A.
    var slope: Double { startVelocity + angularFrequency * startDisplacement }

    /// d(τ) for elapsed time τ.
    func displacement(elapsed: Double) -> Double {
        (startDisplacement + slope * elapsed) * Math.exponential(-angularFrequency * elapsed)
    }

    package func offset(at time: Double) -> Double {
        guard time < endTime else { return target }
        return target + displacement(elapsed: max(0, time - startTime))
    }

    package func velocity(at time: Double) -> Double {
        guard time < endTime else { return 0 }
        let elapsed = max(0, time - startTime)
        let omega = angularFrequency
        return (slope - omega * (startDisplacement + slope * elapsed)) * Math.exponential(-omega * elapsed)
    }

    /// When the displacement has its one extremum (velocity zero), if that is after the start.
    package var extremumTime: Double? {
        guard slope != 0 else { return nil }
        let elapsed = 1 / angularFrequency - startDisplacement / slope
        return elapsed > 0 ? startTime + elapsed : nil
    }

    /// The first time |d| stays under `restDistance`: the one root of |d| − restDistance after the
    /// extremum, where |d| decays monotonically. |d| is concave up to the inflection point 1/ω after
    /// the extremum and convex from there, so Newton's method started at that point moves toward the
    /// root from one side without overshooting it: a few exponentials where bisection takes sixty.
    /// The result is the first representable time at which |d| is under the rest distance, so it is
    /// the same on every machine.
    private func settlingTime(restDistance: Double) -> Double {
        let from = (extremumTime ?? startTime) - startTime
        /// |d(τ)| − restDistance and its derivative, with one exponential.
        func excess(_ elapsed: Double) -> (value: Double, slope: Double) {
            let decay = Math.exponential(-angularFrequency * elapsed)
            let linear = startDisplacement + slope * elapsed
            let sign: Double = linear < 0 ? -1 : 1
            return (sign * linear * decay - restDistance, sign * (slope - angularFrequency * linear) * decay)
        }
        guard excess(from).value >= 0 else { return startTime + from }
        // The inflection point (with no extremum after the start, 1/ω after the one before it).
        let inflection = slope == 0 ? from : max(from, 2 / angularFrequency - startDisplacement / slope)
        var elapsed = inflection
        for _ in 0..<100 {
            let current = excess(elapsed)
            let next = elapsed - current.value / current.slope
            guard next.isFinite else { break }
            let step = abs(next - elapsed)
            elapsed = next
            // Within a few representable times of the root, rounding may keep it from settling.
            if step <= 4 * elapsed.ulp { break }
        }
        // Newton's last step lands within a representable time or two of the root: settle on the
        // first time at which |d| is under the rest distance.
        while excess(elapsed).value >= 0 { elapsed = elapsed.nextUp }
        while elapsed > from, excess(elapsed.nextDown).value < 0 { elapsed = elapsed.nextDown }
        return startTime + elapsed
    }
}
