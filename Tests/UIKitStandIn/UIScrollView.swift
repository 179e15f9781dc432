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

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var decelerationRate = DecelerationRate.normal

    /// `contentInset` plus the safe area the scroll view overlaps (UIKit's
    /// `contentInsetAdjustmentBehavior` `.always`).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }
}
