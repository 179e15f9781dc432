import Foundation

/// UIKit's `UIScrollView`: the content offset (the bounds' origin), size and insets, and the
/// settings the recorder reads. It does not scroll by itself: a test moves `contentOffset`.
@MainActor
open class UIScrollView: UIView {
    /// UIKit's `UIScrollView.DecelerationRate`: velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Told when the offset changes, whoever changes it (the user, an animation, the app).
    open weak var delegate: UIScrollViewDelegate?

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var decelerationRate = DecelerationRate.normal
    /// UIKit's `isTracking` (a finger is down on the content), `isDragging` (the content follows
    /// it) and `isDecelerating` (it moves by itself after the finger lifted); get-only in UIKit,
    /// where the scroll view sets them: here the test's device sets them with the offset.
    open var isTracking = false
    open var isDragging = false
    open var isDecelerating = false

    /// `contentInset` plus the safe area the scroll view overlaps (UIKit's
    /// `contentInsetAdjustmentBehavior` `.always`).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }
}

/// UIKit's `UIScrollViewDelegate` (the callback the stand-in makes).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset` (UIKit: "Tells the delegate when the user scrolls the
    /// content view within the scroll view"; also for offsets the app or an animation sets).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
