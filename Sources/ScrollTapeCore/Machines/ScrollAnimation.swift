/// An animated programmatic scroll: `setContentOffset(_:animated: true)`, `scrollToItem(…,
/// animated: true)` or the status bar's scroll to the top, which Apple's Scroll View Programming
/// Guide for iOS ("Scrolling to a Specific Offset") describes as moving "from the current position
/// to the specified position at a constant rate", calling `scrollViewDidScroll` as it goes.
///
/// The duration is not documented; the default, 0.3 s, is what the animation is commonly measured
/// at, and a scene parameter (`scrollAnimationDuration`). Closed form: the offset at any time.
public struct ScrollAnimation: Hashable, Sendable {
    /// The offset along the axis when it began, and where it ends.
    public var from: Double
    public var to: Double
    /// When it began, in seconds.
    public var startTime: Double
    /// How long it lasts, in seconds (> 0).
    public var duration: Double

    public init(from: Double, to: Double, startTime: Double, duration: Double) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
    }

    /// When it ends.
    public var endTime: Double { startTime + duration }

    /// The offset at `time` (its start before it, its end after it).
    public func offset(at time: Double) -> Double {
        let progress = min(max((time - startTime) / duration, 0), 1)
        return progress == 1 ? to : from + (to - from) * progress
    }

    /// The velocity along the axis at `time`, in points per second: constant while it runs.
    public func velocity(at time: Double) -> Double {
        time >= startTime && time < endTime ? (to - from) / duration : 0
    }
}
