/// An animated programmatic scroll: `setContentOffset(_:animated: true)`, `scrollToItem(…,
/// animated: true)` or the status bar's scroll to the top, which Apple's Scroll View Programming
/// Guide for iOS ("Scrolling to a Specific Offset") describes as moving "from the current position
/// to the specified position at a constant rate", calling `scrollViewDidScroll` as it goes.
///
/// The duration is not documented; the default, 0.3 s, is what the animation is commonly measured
/// at, and a scene parameter (`scrollAnimationDuration`). Closed form: the offset at any time.
package struct ScrollAnimation: Hashable, Sendable {
    /// The offset along the axis when it began, and where it ends.
    package var from: Double
    package var to: Double
    /// When it began, in seconds.
    package var startTime: Double
    /// How long it lasts, in seconds (> 0).
    package var duration: Double

    package init(from: Double, to: Double, startTime: Double, duration: Double) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
    }

    /// When it ends.
    package var endTime: Double { startTime + duration }

    /// Whether it is over at `time`: at its end or after it, times within `Tolerance.time`
    /// counting as the same (event times are written with a few decimals, so 0.45 + 0.25 must be
    /// the end at 0.7).
    package func isOver(at time: Double) -> Bool {
        time >= endTime - Tolerance.time
    }

    /// The offset at `time` (its start before it, exactly its end once it is over).
    package func offset(at time: Double) -> Double {
        guard !isOver(at: time) else { return to }
        return from + (to - from) * max((time - startTime) / duration, 0)
    }

    /// The velocity along the axis at `time`, in points per second: constant while it runs.
    package func velocity(at time: Double) -> Double {
        time >= startTime && !isOver(at: time) ? (to - from) / duration : 0
    }
}
