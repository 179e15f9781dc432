#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    import ScrollTape
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import ScrollTapeRecorder
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// The keyboard will show, hide or change its size (`keyboardWillChangeFrameNotification`):
    /// the height it will cover of the window (``KeyboardCover``; its end frame is in the screen's
    /// coordinates, where the window's frame is) and its animation's duration, to a handler on the
    /// main thread, when that height changes.
    @MainActor
    final class KeyboardObserver {
        private weak var window: UIWindow?
        private var cover = KeyboardCover()
        private let handler: @MainActor (_ height: Double, _ duration: Double?) -> Void
        private var observer: NSObjectProtocol?

        /// Starts observing the keyboard over `window`; `handler` gets each new height and the
        /// animation's duration (nil where the notification has none).
        init(window: UIWindow, handler: @escaping @MainActor (_ height: Double, _ duration: Double?) -> Void)
        {
            self.window = window
            self.handler = handler
            // UIKit posts the keyboard's notifications on the main thread.
            observer = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
            ) { [weak self] notification in
                let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                let duration =
                    notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                MainActor.assumeIsolated { self?.keyboardWillChangeFrame(to: end, duration: duration) }
            }
        }

        private func keyboardWillChangeFrame(to end: CGRect?, duration: Double?) {
            guard let window, let end,
                let height = cover.change(
                    endTop: Double(end.minY), windowTop: Double(window.frame.minY),
                    windowHeight: Double(window.bounds.height))
            else { return }
            handler(height, duration)
        }

        /// Stops observing.
        func invalidate() {
            if let observer { NotificationCenter.default.removeObserver(observer) }
            observer = nil
        }
    }
#endif
