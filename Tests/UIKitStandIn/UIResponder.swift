import Foundation

/// UIKit's `UIResponder`: what a view does with the touches delivered to it (nothing, unless a
/// subclass overrides it).
@MainActor
open class UIResponder {
    public init() {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The responder that has the keyboard's input (a text field being edited), app-wide.
    private static weak var firstResponder: UIResponder?

    /// Whether this responder has the keyboard's input.
    open var isFirstResponder: Bool { Self.firstResponder === self }

    /// Takes the keyboard's input (UIKit then shows the keyboard: a test posts its notification).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        Self.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { Self.firstResponder = nil }
        return true
    }
}

extension UIResponder {
    /// UIKit posts it before the keyboard's frame changes (it shows, hides, or changes its size);
    /// a test posts it as the system would (`StandIn.postKeyboardWillChangeFrame`).
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// The key of the keyboard's frame at the end of its animation, in the screen's coordinates
    /// (an `NSValue` of a `CGRect`).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of whether the keyboard belongs to this app (an `NSNumber` of a `BOOL`): false for
    /// another app's in Split View or Slide Over.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// The key of its animation's duration in seconds (an `NSNumber` of a `double`).
    public nonisolated static let keyboardAnimationDurationUserInfoKey =
        "UIKeyboardAnimationDurationUserInfoKey"
}
