#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// Calls a handler on the main thread once Core Animation has committed a turn of the main
    /// run loop: after the layout pass that gives views the frames their constraints ask for, so
    /// what the handler reads is what the frame being prepared shows.
    ///
    /// A display link fires before that layout pass (touch handling, then display-link callbacks,
    /// then the commit: Apple, `UIUpdateActionPhase`): a header whose height constraint the app
    /// changed in `scrollViewDidScroll` still has last frame's height there. Core Animation
    /// commits from a run-loop observer of `beforeWaiting` and `exit` with order 2,000,000 (not
    /// in Apple's documentation; WebKit names that order `CoreAnimationCommit`, and Texture and
    /// YYKit order their observers after it the same way); this one has the next order, in the
    /// common modes (it keeps running while a finger tracks a scroll view).
    @MainActor
    final class LayoutCommitObserver {
        /// Right after Core Animation's commit observer (2,000,000).
        static let order: CFIndex = 2_000_001
        private var observer: CFRunLoopObserver?

        /// Starts observing. `handler` returns false to stop (its owner is gone).
        init(handler: @escaping @MainActor () -> Bool) {
            let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
            let observer = CFRunLoopObserverCreateWithHandler(
                kCFAllocatorDefault, activities, true, Self.order
            ) {
                observer, _ in
                // The main run loop calls it on the main thread.
                MainActor.assumeIsolated {
                    if !handler(), let observer { CFRunLoopObserverInvalidate(observer) }
                }
            }
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
            self.observer = observer
        }

        /// Stops observing.
        func invalidate() {
            if let observer { CFRunLoopObserverInvalidate(observer) }
            observer = nil
        }
    }
#endif
