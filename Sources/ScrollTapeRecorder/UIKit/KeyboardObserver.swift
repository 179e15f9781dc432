#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// The keyboard's frame changes (`keyboardWillChangeFrameNotification`): its end frame (in the
    /// screen's coordinates) and its animation's duration, to a handler on the main thread.
    @MainActor
    final class KeyboardObserver {
        private var observer: NSObjectProtocol?

        /// Starts observing; `handler` gets each change's end frame and duration (nil where the
        /// notification has none).
        init(handler: @escaping @MainActor @Sendable (_ end: CGRect?, _ duration: Double?) -> Void) {
            // UIKit posts the keyboard's notifications on the main thread.
            observer = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
            ) { notification in
                let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                let duration =
                    notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                MainActor.assumeIsolated { handler(end, duration) }
            }
        }

        /// Stops observing.
        func invalidate() {
            if let observer { NotificationCenter.default.removeObserver(observer) }
            observer = nil
        }
    }
#endif
