import Foundation

/// UIKit's `UIGestureRecognizer`, with the subclass API of `UIKit.UIGestureRecognizerSubclass`
/// (the touch methods, a settable `state`, `reset()` and the prevention and failure-requirement
/// overrides). The window it is in applies UIKit's rules to every change of its state
/// (`TouchDelivery`); actions are sent to the targets when it begins, changes, ends or is
/// cancelled.
@MainActor
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's recognition: `.ended`.
        public static var recognized: State { .ended }
    }

    private var targets: [(target: AnyObject, action: Selector)] = []
    private var committedState = State.possible
    private var failureRequirements: [UIGestureRecognizer] = []
    /// A recognition that waits for recognizers this one requires to fail.
    var pendingState: State?

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?

    /// A disabled recognizer gets no touches; disabling one during a gesture cancels it (fails
    /// it if it had not begun) and resets it.
    open var isEnabled = true {
        didSet {
            if oldValue, !isEnabled { view?.hostWindow?.recognizerWasDetached(self) }
        }
    }

    public init(target: Any?, action: Selector?) {
        if let target, let action { targets.append((target as AnyObject, action)) }
    }

    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// This recognizer recognizes only once `otherGestureRecognizer` has failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// Whether `require(toFail:)` made this recognizer wait for `other`.
    func explicitlyRequiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0 === other }
    }

    /// The state. A subclass sets it as its gesture progresses; the window decides what the
    /// change does (a recognition waits for failure requirements, or fails when an active
    /// recognizer prevents it).
    open var state: State {
        get { committedState }
        set {
            if let window = view?.hostWindow {
                window.recognizer(self, requests: newValue)
            } else {
                commit(newValue)
            }
        }
    }

    /// Makes `state` the recognizer's state and sends its actions when UIKit does.
    func commit(_ state: State) {
        committedState = state
        switch state {
        case .began, .changed, .ended, .cancelled:
            for (target, action) in targets { action.perform(on: target, with: self) }
        case .possible, .failed:
            break
        }
    }

    func detach() {
        let window = view?.hostWindow
        view = nil
        window?.recognizerWasDetached(self)
    }

    // MARK: - For subclasses (UIKit.UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the recognizer goes back to `.possible` after a gesture.
    open func reset() {}

    /// Whether this recognizer, when it recognizes, makes `preventedGestureRecognizer` fail.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, when it recognizes, makes this recognizer fail.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIView {
    /// The window whose events reach this view's recognizers: the view itself if it is one.
    var hostWindow: UIWindow? {
        self as? UIWindow ?? window
    }
}
