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

/// The stand-in's test hooks for what the system does on a device: the clock, the display and
/// its refresh.
public enum StandIn {
    private static let state = SharedState()

    /// The display and what Core Animation allows display links on it.
    public struct Display: Sendable {
        /// `UIScreen.maximumFramesPerSecond`: 60, or 120 on a ProMotion display.
        public var maximumFramesPerSecond = 60
        /// On an iPhone, Core Animation keeps display links at 60 Hz unless the app's Info.plist
        /// sets `CADisableMinimumFrameDurationOnPhone` to YES ("If you set this key to NO, frame
        /// rates higher than the system default are unavailable": Apple, the key's documentation,
        /// and "Optimizing ProMotion refresh rates for iPhone 13 Pro and iPad Pro"); an iPad Pro
        /// has no such limit.
        public var isPhone = true
        /// Whether the app's Info.plist has `CADisableMinimumFrameDurationOnPhone` YES.
        public var appDisablesMinimumFrameDurationOnPhone = false

        public init(
            maximumFramesPerSecond: Int = 60, isPhone: Bool = true,
            appDisablesMinimumFrameDurationOnPhone: Bool = false
        ) {
            self.maximumFramesPerSecond = maximumFramesPerSecond
            self.isPhone = isPhone
            self.appDisablesMinimumFrameDurationOnPhone = appDisablesMinimumFrameDurationOnPhone
        }

        /// The frames a second of a display link that asks for `range`: its preferred rate (else
        /// its maximum; 60 when it asks for none), no more than the display shows, nor than 60 on
        /// an iPhone whose app has not lifted the limit.
        public func frameRate(for range: CAFrameRateRange) -> Double {
            let asked =
                range.preferred.flatMap { $0 > 0 ? Double($0) : nil }
                ?? (range.maximum > 0 ? Double(range.maximum) : 60)
            var limit = Double(maximumFramesPerSecond)
            if isPhone && !appDisablesMinimumFrameDurationOnPhone { limit = min(limit, 60) }
            return min(asked, limit)
        }
    }

    /// The display: 60 Hz by default. A test that changes it sets it back.
    public static var display: Display {
        get { state.withLock { $0.display } }
        set { state.withLock { $0.display = newValue } }
    }

    /// The system uptime in seconds that `CACurrentMediaTime()` returns.
    public static var now: CFTimeInterval {
        get { state.withLock { $0.now } }
        set { state.withLock { $0.now = newValue } }
    }

    /// One display refresh, as the main run loop's turn for it goes on a device:
    ///
    /// 1. every display link added to a run loop in `runLoopMode` or in the common modes, not
    ///    paused, and due at its rate (`Display.frameRate(for:)`), calls its target with
    ///    `timestamp` (the frame on screen) and `targetTimestamp` (the frame being prepared);
    /// 2. Core Animation's commit runs the layout pass: every window's `layoutIfNeeded()`, so a
    ///    view whose height constraint changed in the turn (in `scrollViewDidScroll`, say) takes
    ///    its new height now, not when the constant was set;
    /// 3. the run-loop observers of `.beforeWaiting` in that mode run, in their `order`. Core
    ///    Animation's own commit observer has order 2,000,000 (not in Apple's documentation;
    ///    WebKit names that order `CoreAnimationCommit`), so the stand-in runs every observer
    ///    after the layout pass, as a device runs those of a higher order.
    ///
    /// Before it, a test does what the turn's events do: touches delivered, scroll views moved
    /// (their delegates told). The clock moves to `timestamp`. UIKit runs the main run loop in
    /// `RunLoop.Mode.tracking` while a finger drags a scroll view, and in the default mode
    /// otherwise.
    ///
    /// - Returns: How many display links fired.
    @MainActor @discardableResult
    public static func refreshDisplay(
        timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval, runLoopMode: RunLoop.Mode = .default
    ) -> Int {
        now = timestamp
        let links = state.withLock { $0.displayLinks }
        var fired = 0
        for link in links
        where link.isScheduled(in: runLoopMode) && !link.isPaused && link.isDue(at: timestamp) {
            link.fire(timestamp: timestamp, targetTimestamp: targetTimestamp)
            fired += 1
        }
        layOutWindows()
        let observers = state.withLock { $0.observers }.sorted { $0.order < $1.order }
        for observer in observers where observer.activities.contains(.beforeWaiting) {
            if observer.isScheduled(in: runLoopMode) { observer.call(.beforeWaiting) }
        }
        return fired
    }

    /// The windows made so far that are still alive.
    @MainActor private static var windows: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    @MainActor
    static func register(_ window: UIWindow) {
        windows = windows.filter { $0.window != nil } + [WeakWindow(window: window)]
    }

    /// The layout pass of Core Animation's commit.
    @MainActor
    private static func layOutWindows() {
        for entry in windows { entry.window?.layoutIfNeeded() }
    }

    static func schedule(_ observer: CFRunLoopObserver) {
        state.withLock { values in
            if !values.observers.contains(where: { $0 === observer }) { values.observers.append(observer) }
        }
    }

    static func unschedule(_ observer: CFRunLoopObserver) {
        state.withLock { $0.observers.removeAll { $0 === observer } }
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

/// The system state the stand-in shares between threads, as the system does: the clock, the
/// display, and the display links and observers scheduled on run loops.
private final class SharedState: @unchecked Sendable {
    struct Values {
        var now: CFTimeInterval = 0
        var displayLinks: [CADisplayLink] = []
        var observers: [CFRunLoopObserver] = []
        var display = StandIn.Display()
    }

    private let lock = NSLock()
    private var values = Values()

    func withLock<T>(_ body: (inout Values) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }
}
