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
}

extension UIResponder {
    /// UIKit posts it before the keyboard's frame changes (it shows, hides, or changes its size);
    /// a test posts it as the system would (`NotificationCenter.default`).
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// The key of the keyboard's frame at the end of its animation, in the screen's coordinates
    /// (a `CGRect`; an `NSValue` in UIKit).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of its animation's duration in seconds (a `Double`; an `NSNumber` in UIKit).
    public nonisolated static let keyboardAnimationDurationUserInfoKey =
        "UIKeyboardAnimationDurationUserInfoKey"
}
