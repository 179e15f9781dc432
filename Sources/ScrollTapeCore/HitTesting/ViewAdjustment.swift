/// What the app's code (a `ViewEffect`, a `ScrollViewDelegate`) sets on one view, with UIKit's
/// meanings: its alpha, its frame or how far its laid-out frame moves, its transform, whether it is
/// hidden and whether it takes touches (hit-testing skips a view, and its subviews, that is hidden,
/// does not take touches or is nearly transparent: `UIView.hitTest`; a transformed view is hit
/// where it is drawn).
public struct ViewAdjustment: Hashable, Sendable {
    /// `alpha` as hit-testing sees it (below 0.01 the view and its subtree are not hit).
    public var alpha: Double
    /// The move of the view's laid-out frame, in points (`frame.origin` changed by code, or a
    /// translation transform).
    public var translation: Point
    /// The alpha the user sees when it is not the view's own (a background colour faded instead
    /// of the view); nil: `alpha`.
    public var visibleAlpha: Double?
    /// The frame the code set, in the superview's coordinates (nil: the laid-out one); the header
    /// view keeps the header's height. `translation` moves it further.
    public var frame: Rect?
    /// `transform`, about the centre of the view's bounds.
    public var transform: AffineTransform
    /// `isHidden`: a hidden view is not drawn and not hit.
    public var isHidden: Bool
    /// `isUserInteractionEnabled`: a view that does not take touches is not hit (nor are its
    /// subviews); touches go to the views behind it.
    public var isUserInteractionEnabled: Bool

    /// An adjustment with these values; the defaults leave the view as laid out: opaque, not moved,
    /// not transformed, shown and taking touches.
    package init(
        alpha: Double = 1, translation: Point = .zero, visibleAlpha: Double? = nil, frame: Rect? = nil,
        transform: AffineTransform = .identity, isHidden: Bool = false, isUserInteractionEnabled: Bool = true
    ) {
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.translation = translation
        self.visibleAlpha = visibleAlpha
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
    }

    /// What `view` is as the session lays it out, before any code changes it.
    init(laidOut view: ViewSpec) {
        self.init(alpha: view.alpha, isHidden: view.isHidden, isUserInteractionEnabled: view.isInteractive)
    }
}
