import Foundation

// UIKitStandIn — a TEST FIXTURE, not UIKit and not part of any product.
//
// Linux has no UIKit, so the UIKit adapter of ScrollTapeRecorder
// (Sources/ScrollTapeRecorder/UIKit) is compiled here against this module, which declares the
// few UIKit and QuartzCore names the adapter uses, with Apple's documented signatures, and
// implements what the adapter relies on the way UIKit documents it: the view tree, frames and
// coordinate conversion, hit-testing, `UIWindow.sendEvent(_:)` delivering touches to gesture
// recognizers before views (simultaneous recognition, prevention, failure requirements,
// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`), and display links.
// Nothing here draws, animates or scrolls by itself: a test moves the scroll view.
//
// A test drives it through the names that start with `standIn` and through `StandIn`: it makes
// touches and events, sets the clock, and refreshes the display. Real UIKit has none of those
// names, so the adapter cannot use them and still compile for iOS.

/// The stand-in's test hooks for what the system does on a device: the clock and the display
/// refresh.
public enum StandIn {
    private static let state = SharedState()

    /// The system uptime in seconds that `CACurrentMediaTime()` returns.
    public static var now: CFTimeInterval {
        get { state.withLock { $0.now } }
        set { state.withLock { $0.now = newValue } }
    }

    /// One display refresh: every display link added to a run loop in `runLoopMode` or in the
    /// common modes, and not paused, calls its target with `timestamp` (the frame on screen) and
    /// `targetTimestamp` (the next one). The clock moves to `timestamp`.
    ///
    /// UIKit runs the main run loop in `RunLoop.Mode.tracking` while a finger drags a scroll
    /// view, and in the default mode otherwise.
    ///
    /// - Returns: How many display links fired.
    @MainActor @discardableResult
    public static func refreshDisplay(
        timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval, runLoopMode: RunLoop.Mode = .default
    ) -> Int {
        now = timestamp
        let links = state.withLock { $0.displayLinks }
        var fired = 0
        for link in links where link.isScheduled(in: runLoopMode) && !link.isPaused {
            link.fire(timestamp: timestamp, targetTimestamp: targetTimestamp)
            fired += 1
        }
        return fired
    }

    static func schedule(_ link: CADisplayLink) {
        state.withLock { links in
            if !links.displayLinks.contains(where: { $0 === link }) { links.displayLinks.append(link) }
        }
    }

    static func unschedule(_ link: CADisplayLink) {
        state.withLock { $0.displayLinks.removeAll { $0 === link } }
    }
}

/// The system state the stand-in shares between threads, as the system does: the clock and the
/// display links scheduled on run loops.
private final class SharedState: @unchecked Sendable {
    struct Values {
        var now: CFTimeInterval = 0
        var displayLinks: [CADisplayLink] = []
    }

    private let lock = NSLock()
    private var values = Values()

    func withLock<T>(_ body: (inout Values) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }
}
