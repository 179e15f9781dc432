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
    /// UIKit's `contentInsetAdjustmentBehavior`; the stand-in's `adjustedContentInset` adds the
    /// safe area on every edge whatever it is (`.always`).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The scroll view's pan gesture recognizer.
    public let panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)

    /// UIKit's `setContentOffset(_:animated:)`: here at once (the stand-in does not animate; a test
    /// reads `standInAnimatedTarget` for an animated one, and moves the offset itself).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated {
            standInAnimatedTarget = offset
        } else {
            contentOffset = offset
        }
    }

    /// Where the last animated `setContentOffset(_:animated:)` asked the content to go.
    public var standInAnimatedTarget: CGPoint?

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

extension UIScrollView {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}

/// UIKit's `UIPanGestureRecognizer`: the pan's translation and velocity (a test sets them, as the
/// scroll view's recognizer would follow the finger).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    public var standInTranslation = CGPoint.zero
    public var standInVelocity = CGPoint.zero

    /// How far the finger moved since the pan began (the window's coordinates: `view` nil).
    open func translation(in view: UIView?) -> CGPoint {
        standInTranslation
    }

    /// The finger's velocity in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        standInVelocity
    }
}

/// UIKit's `UITableView`: here only a scroll view (the rows are not modelled).
@MainActor
open class UITableView: UIScrollView {
    public convenience init() {
        self.init(frame: .zero)
    }
}

/// UIKit's `UITableViewDelegate`: a table view's delegate is its scroll view's.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}
