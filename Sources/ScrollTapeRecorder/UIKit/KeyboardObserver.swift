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
    /// the height it will cover of the window (``KeyboardCover``: its end frame is in the screen's
    /// coordinate space, the window's bounds are converted to it), its animation's duration and
    /// whether it is this app's (`keyboardIsLocalUserInfoKey`: another app's in Split View or Slide
    /// Over covers the window too, but edits nothing of it), to a handler on the main thread, when
    /// that height changes.
    @MainActor
    final class KeyboardObserver {
        /// What the handler gets: the height covered, the animation's duration (nil where the
        /// notification has none), and whether the keyboard is this app's.
        typealias Handler = @MainActor (_ height: Double, _ duration: Double?, _ isLocal: Bool) -> Void

        private weak var window: UIWindow?
        private var cover = KeyboardCover()
        private let handler: Handler
        private var observer: NSObjectProtocol?

        /// Starts observing the keyboard over `window`; `handler` gets each new height.
        init(window: UIWindow, handler: @escaping Handler) {
            self.window = window
            self.handler = handler
            // UIKit posts the keyboard's notifications on the main thread, and the closure runs
            // there (`queue: nil`): the user info is read on it, with the keys (the iOS 16 SDK
            // isolates them to the main actor), never sent elsewhere. Its values are boxed, as the
            // keys' documentation says: the end frame in an `NSValue`, the duration and whether the
            // keyboard is this app's in `NSNumber`s — read as such, not through Swift's bridging of
            // a bare `CGRect`, which only Apple platforms' Foundation does.
            observer = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
            ) { [weak self] notification in
                nonisolated(unsafe) let info = notification.userInfo
                MainActor.assumeIsolated {
                    let end = info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
                    let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber
                    let isLocal = info?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber
                    self?.keyboardWillChangeFrame(
                        to: end?.cgRectValue, duration: duration?.doubleValue,
                        isLocal: isLocal?.boolValue ?? true)
                }
            }
        }

        private func keyboardWillChangeFrame(to end: CGRect?, duration: Double?, isLocal: Bool) {
            guard let window, let end else { return }
            let screen = window.screen
            let windowOnScreen = window.convert(window.bounds, to: screen.coordinateSpace)
            guard
                let height = cover.change(
                    end: ScrollTapeCore.Rect(end), window: ScrollTapeCore.Rect(windowOnScreen),
                    screen: ScrollTapeCore.Rect(screen.bounds))
            else { return }
            handler(height, duration, isLocal)
        }

        /// Stops observing.
        func invalidate() {
            if let observer { NotificationCenter.default.removeObserver(observer) }
            observer = nil
        }
    }
#endif
