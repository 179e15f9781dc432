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

/// QuartzCore's `CADisplayLink`: calls its target once per display refresh (here: per
/// `StandIn.refreshDisplay`) while it is added to a run loop in a mode that runs. It retains its
/// target, as QuartzCore's does, until it is invalidated.
open class CADisplayLink {
    private var target: AnyObject?
    private let selector: Selector
    private var modes: Set<RunLoop.Mode> = []

    /// The time of the frame on screen, in seconds of system uptime.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame, in seconds of system uptime.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    open var isPaused = false

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

    @MainActor
    func fire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) {
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        guard let target else { return }
        selector.perform(on: target, with: self)
    }
}
