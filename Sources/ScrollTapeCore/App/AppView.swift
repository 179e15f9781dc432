/// A view of the scene as the app's code reads and changes it, with `UIView`'s names:
/// `screen[view: "bar"]`. What the code sets is laid out, drawn in the state and hit-tested as
/// UIKit does: a view that is hidden, does not take touches or has an alpha under 0.01 is not hit,
/// nor are its subviews; a transformed view is hit where it is drawn.
public struct AppView: Hashable, Sendable {
    /// The view's id (the session's `views`).
    public let id: String
    /// The frame in its superview's coordinates (a view inside a scroll view: in its content's).
    /// The header view's height is the header's height (`AppScreen.headerHeight`): setting one
    /// sets the other. UIKit leaves `frame` undefined while `transform` is not the identity; set
    /// one or the other.
    public var frame: Rect
    /// `alpha`: below 0.01 the view and its subviews are not hit.
    public var alpha: Double
    /// Applied about the centre of the view's bounds, as UIKit's default anchor point.
    public var transform: AffineTransform
    /// `isHidden`: a hidden view is not drawn and not hit, nor are its subviews.
    public var isHidden: Bool
    /// `isUserInteractionEnabled`: a view that does not take touches is not hit, nor are its subviews.
    public var isUserInteractionEnabled: Bool

    /// A view `id` at `frame`; by default opaque, not transformed, shown and taking touches.
    public init(
        id: String, frame: Rect, alpha: Double = 1, transform: AffineTransform = .identity,
        isHidden: Bool = false, isUserInteractionEnabled: Bool = true
    ) {
        self.id = id
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
    }
}
