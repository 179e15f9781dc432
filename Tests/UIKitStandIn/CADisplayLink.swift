import Foundation

/// QuartzCore's `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// QuartzCore's `CACurrentMediaTime()`: the system uptime in seconds, the clock of
/// `UITouch.timestamp`, `UIEvent.timestamp` and `CADisplayLink` (here: `StandIn.now`).
// swift-format-ignore: AlwaysUseLowerCamelCase
// QuartzCore's name.
public func CACurrentMediaTime() -> CFTimeInterval {
    StandIn.now
}

extension RunLoop.Mode {
    /// UIKit's `RunLoop.Mode.tracking` (`UITrackingRunLoopMode`): the mode the main run loop
    /// runs in while a finger drags a scroll view.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}

/// QuartzCore's `CAFrameRateRange` (iOS 15): the frame rates a display link asks for.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// Asks for no rate in particular: the system's default.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// QuartzCore's `CADisplayLink`: calls its target at display refreshes (here: at
/// `StandIn.refreshDisplay`) while it is added to a run loop in a mode that runs, as often as
/// its rate allows (`StandIn.Display.frameRate(for:)`). It retains its target, as QuartzCore's
/// does, until it is invalidated.
open class CADisplayLink {
    private var target: AnyObject?
    private let selector: Selector
    private var modes: Set<RunLoop.Mode> = []

    /// The time of the frame on screen, in seconds of system uptime.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame, in seconds of system uptime.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    open var isPaused = false
    /// The rates the link asks for (default: none in particular).
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// When the link last called its target.
    private var lastFired: CFTimeInterval?

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        modes.insert(mode)
        StandIn.schedule(self)
    }

    /// Removes the link from every run loop and releases its target.
    open func invalidate() {
        modes.removeAll()
        target = nil
        StandIn.unschedule(self)
    }

    func isScheduled(in mode: RunLoop.Mode) -> Bool {
        modes.contains(mode) || modes.contains(.common)
    }

    /// Whether the link's rate lets it fire at a refresh at `timestamp`: a link at 60 Hz on a
    /// 120-Hz display fires at every other refresh.
    func isDue(at timestamp: CFTimeInterval) -> Bool {
        guard let lastFired else { return true }
        let interval = 1 / StandIn.display.frameRate(for: preferredFrameRateRange)
        // Within a quarter of the display's own interval: refresh times are not exact multiples.
        return timestamp - lastFired >= interval - 0.25 / Double(StandIn.display.maximumFramesPerSecond)
    }

    @MainActor
    func fire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) {
        lastFired = timestamp
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        guard let target else { return }
        selector.perform(on: target, with: self)
    }
}
