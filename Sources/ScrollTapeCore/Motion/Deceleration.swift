/// UIScrollView's deceleration after a flick, in closed form.
///
/// The velocity decays as v(τ) = v0·r^(1000·τ), r the deceleration rate (velocity kept per
/// millisecond: `UIScrollView.DecelerationRate.normal` = 0.998, `.fast` = 0.99), so the offset is
/// x(τ) = x0 + v0·(r^(1000·τ) − 1)/(1000·ln r) and the list comes to rest at x0 + v0/(1000·|ln r|).
/// A 2000 pt/s flick travels 999.0 pt at 0.998 and 199.0 pt at 0.99 (WWDC 2018 "Designing Fluid
/// Interfaces" projects v0/1000·r/(1−r): 998 and 198). Motion ends when the remaining distance is
/// under `restDistance`, exactly at the projected rest point.
package struct Deceleration: Hashable, Sendable {
    /// Offset along the axis when the deceleration began, in points.
    package var startOffset: Double
    /// Velocity when it began, in points per second.
    package var startVelocity: Double
    /// When it began, in seconds.
    package var startTime: Double
    /// Velocity kept per millisecond, in (0, 1).
    package var rate: Double
    /// Remaining distance under which the motion ends, in points.
    package var restDistance: Double

    /// Where the list comes to rest: x0 + v0/(1000·|ln r|), or the target it was given.
    package private(set) var restOffset: Double

    package init(offset: Double, velocity: Double, time: Double, rate: Double, restDistance: Double) {
        startOffset = offset
        startVelocity = velocity
        startTime = time
        self.rate = rate
        self.restDistance = restDistance
        restOffset = offset - velocity / (1000 * Math.logarithm(rate))
    }

    /// The deceleration from `offset` that comes to rest exactly at `target` (the app's
    /// `targetContentOffset`): its start velocity is the one whose projection is `target`.
    package init(offset: Double, restingAt target: Double, time: Double, rate: Double, restDistance: Double) {
        self.init(
            offset: offset, velocity: (offset - target) * 1000 * Math.logarithm(rate), time: time, rate: rate,
            restDistance: restDistance)
        restOffset = target
    }

    /// 1000·ln r: the decay constant per second (negative).
    var decay: Double { 1000 * Math.logarithm(rate) }

    /// When the motion ends: the remaining distance |v(τ)|/(1000·|ln r|) falls under `restDistance`.
    package var endTime: Double {
        let speed = abs(startVelocity)
        let threshold = restDistance * -decay
        guard speed > threshold else { return startTime }
        return startTime + Math.logarithm(threshold / speed) / decay
    }

    package func offset(at time: Double) -> Double {
        guard time < endTime else { return restOffset }
        let elapsed = max(0, time - startTime)
        return startOffset + startVelocity * (Math.exponential(decay * elapsed) - 1) / decay
    }

    package func velocity(at time: Double) -> Double {
        guard time < endTime else { return 0 }
        return startVelocity * Math.exponential(decay * max(0, time - startTime))
    }

    /// When the motion reaches `offset`, or nil if it comes to rest before.
    package func time(reaching offset: Double) -> Double? {
        guard startVelocity != 0 else { return nil }
        // r^(1000τ) = 1 + (offset − x0)·decay/v0
        let factor = 1 + (offset - startOffset) * decay / startVelocity
        guard factor > 0, factor <= 1 else { return nil }
        let time = startTime + Math.logarithm(factor) / decay
        return time <= endTime ? time : nil
    }
}
