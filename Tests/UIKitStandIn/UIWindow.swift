import Foundation

/// UIKit's `UIWindow`: the root of a view tree, on a screen, in a window scene, with the safe
/// area of the device; `sendEvent(_:)` delivers touches (see `TouchDelivery`).
@MainActor
open class UIWindow: UIView {
    open var screen: UIScreen
    open weak var windowScene: UIWindowScene?
    /// The safe area UIKit gives the window on the device (the status bar, the sensor housing,
    /// the home indicator); a test sets it.
    public var standInSafeAreaInsets = UIEdgeInsets.zero
    /// Where the window's scene is on its screen, in the screen's coordinates: zero full screen,
    /// elsewhere in Split View, Slide Over and Stage Manager (the window's `frame` stays in the
    /// scene's coordinates, as in UIKit).
    public var standInOriginOnScreen = CGPoint.zero
    private lazy var delivery = TouchDelivery(window: self)

    public override init(frame: CGRect) {
        screen = UIScreen(standInBounds: CGRect(origin: .zero, size: frame.size), scale: 1)
        super.init(frame: frame)
        StandIn.register(self)
    }

    open override var safeAreaInsets: UIEdgeInsets {
        standInSafeAreaInsets
    }

    /// What the system does with a touch event for this window: the touches that begin are the
    /// window's from now on (`UITouch.window`), then `sendEvent(_:)` — a subclass's override, if
    /// the app has one — delivers it.
    public func standInReceive(_ event: UIEvent) {
        for touch in event.allTouches ?? [] where touch.phase == .began && touch.window == nil {
            touch.window = self
        }
        sendEvent(event)
    }

    /// Delivers the touches of `event` that changed: each touch is hit-tested when it begins;
    /// its gesture recognizers (those of the view it hit and of every view above it, the
    /// window's included) get it first, then the view, unless a recognizer delays or cancels it.
    open func sendEvent(_ event: UIEvent) {
        delivery.deliver(event)
    }

    func recognizer(_ recognizer: UIGestureRecognizer, requests state: UIGestureRecognizer.State) {
        delivery.recognizer(recognizer, requests: state)
    }

    func recognizerWasDetached(_ recognizer: UIGestureRecognizer) {
        delivery.detach(recognizer)
    }
}
