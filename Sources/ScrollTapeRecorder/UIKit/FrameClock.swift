#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// When a recorder writes a frame: a `CADisplayLink` in the main run loop's common modes (it
    /// keeps firing while a finger drags the list), asking for the display's own rate
    /// (`preferredFrameRateRange` up to `UIScreen.maximumFramesPerSecond`), marks each refresh;
    /// once Core Animation has committed that turn of the run loop (``LayoutCommitObserver``), the
    /// handler gets the refresh's `targetTimestamp`: the time the frame being prepared appears.
    @MainActor
    final class FrameClock {
        private var displayLink: CADisplayLink?
        private var commitObserver: LayoutCommitObserver?
        /// The `targetTimestamp` of the refresh whose committed values are still to be written.
        private var pendingFrameTime: Double?

        /// Starts the clock at the rate of `window`'s screen; `handler` gets each committed
        /// refresh's time. Neither the display link nor the run loop keeps the clock alive: once it
        /// is gone, both stop at their next call.
        init(window: UIWindow, handler: @escaping @MainActor (Double) -> Void) {
            let link = CADisplayLink(
                target: DisplayLinkTarget(clock: self), selector: DisplayLinkTarget.action)
            let rate = Float(window.screen.maximumFramesPerSecond)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: rate / 2, maximum: rate, preferred: rate)
            link.add(to: .main, forMode: .common)
            displayLink = link
            commitObserver = LayoutCommitObserver { [weak self] in
                guard let self else { return false }
                if let time = self.pendingFrameTime {
                    self.pendingFrameTime = nil
                    handler(time)
                }
                return true
            }
        }

        /// One display refresh: its frame is handled once the turn is committed.
        func displayDidRefresh(_ link: CADisplayLink) {
            guard displayLink != nil else {
                link.invalidate()
                return
            }
            pendingFrameTime = Double(link.targetTimestamp)
        }

        /// Stops the display link and the commit observer.
        func invalidate() {
            displayLink?.invalidate()
            displayLink = nil
            commitObserver?.invalidate()
            commitObserver = nil
            pendingFrameTime = nil
        }
    }
#endif
