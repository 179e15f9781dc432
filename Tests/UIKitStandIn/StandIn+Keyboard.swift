import Foundation

extension StandIn {
    /// What the system posts when the keyboard will show, hide or change its size:
    /// `keyboardWillChangeFrameNotification`, its user info boxed as UIKit boxes it — the end frame
    /// (in the screen's coordinates) in an `NSValue` of a `CGRect`, the animation's duration in an
    /// `NSNumber` of a `double`, whether the keyboard is this app's in an `NSNumber` of a `BOOL`
    /// (Apple, the documentation of `keyboardFrameEndUserInfoKey`,
    /// `keyboardAnimationDurationUserInfoKey` and `keyboardIsLocalUserInfoKey`). Code that reads a
    /// bare `CGRect` from it (`as? CGRect`, which Swift's bridging unboxes on Apple platforms only)
    /// reads nothing here.
    @MainActor
    public static func postKeyboardWillChangeFrame(end: CGRect, duration: Double, isLocal: Bool = true) {
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
            ])
    }
}
