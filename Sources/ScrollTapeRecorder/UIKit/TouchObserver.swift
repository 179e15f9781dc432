#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import ScrollTape
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import UIKitStandIn
    #else
        import UIKit
        import UIKit.UIGestureRecognizerSubclass
    #endif

    /// How the recorder sees every touch of the window without changing how the app handles it:
    /// a gesture recognizer on the window that never recognizes.
    ///
    /// UIKit gives every touch to the recognizers of the view it hit and of all the views above
    /// it, so one on the window gets them all, before the views do. This one
    ///
    /// - never begins or recognizes, so it never sends an action, cancels a touch or makes
    ///   another recognizer fail; `cancelsTouchesInView` is off all the same;
    /// - delays nothing (`delaysTouchesBegan` and `delaysTouchesEnded` off): the views get each
    ///   touch when they would without it;
    /// - cannot be prevented (`canBePrevented(by:)` is false): when the list's pan or any other
    ///   recognizer recognizes, this one keeps getting the touches; it prevents nothing either;
    /// - takes every kind of touch (`requiresExclusiveTouchType` off);
    /// - fails itself when its last finger lifts, so that UIKit resets it for the next gesture
    ///   and a recognizer the app made wait for it (below) waits no longer than the gesture.
    ///
    /// What it cannot rule out: UIKit's failure requirements add up, and another recognizer can
    /// impose one on it (its delegate's `gestureRecognizer(_:shouldBeRequiredToFailBy:)` or its
    /// `shouldBeRequiredToFail(by:)` answering true for this one). If that recognizer then
    /// recognizes, UIKit fails this one and it gets no more of that gesture's touches: the
    /// recorder then writes its fingers as cancelled (``WindowRecorder/touchObserverDidReset()``).
    /// The other way round, a recognizer that requires this one to fail waits until the last
    /// finger lifts. Both take a rule that answers for every recognizer; this one is named
    /// `"ScrollTapeRecorder"` (`name`) so that such a rule can leave it out.
    ///
    /// A swizzled `UIApplication.sendEvent(_:)` (what session-replay SDKs hook) would see even
    /// those touches, but it patches a method of the whole app through the Objective-C runtime,
    /// cannot be undone safely once another library has patched it too, and could not be
    /// compiled or tested here; a `UIWindow` subclass would need the app to change its window.
    @MainActor
    final class TouchObserver: UIGestureRecognizer {
        /// Gets the touches; weak: the window keeps the observer, the app keeps the recorder.
        weak var recorder: WindowRecorder?
        /// Fingers this recognizer was given that have not ended yet.
        private var fingersDown = 0

        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            name = "ScrollTapeRecorder"
            cancelsTouchesInView = false
            delaysTouchesBegan = false
            delaysTouchesEnded = false
            requiresExclusiveTouchType = false
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            fingersDown += touches.count
            deliver(touches, .began)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            deliver(touches, .moved)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            deliver(touches, .ended)
            lift(touches)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            deliver(touches, .cancelled)
            lift(touches)
        }

        private func deliver(_ touches: Set<UITouch>, _ phase: TouchPhase) {
            guard let recorder, recorder.isRecording else {
                // The recorder is gone without being stopped: leave the window.
                state = .failed
                view?.removeGestureRecognizer(self)
                return
            }
            recorder.record(touches, phase)
        }

        private func lift(_ touches: Set<UITouch>) {
            fingersDown = max(0, fingersDown - touches.count)
            if fingersDown == 0, state == .possible { state = .failed }
        }

        override func reset() {
            super.reset()
            fingersDown = 0
            recorder?.touchObserverDidReset()
        }

        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
            false
        }

        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
            false
        }

        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            false
        }

        override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            false
        }
    }
#endif
