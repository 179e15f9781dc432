import Foundation

/// UIKit's `UIView`: the view tree; its place as UIKit keeps it — `center`, `bounds` and
/// `transform`, from which `frame` follows —, coordinate conversion and hit-testing through the
/// transforms; the safe area, gesture recognizers, and the layout pass for height constraints
/// (`NSLayoutConstraint`).
@MainActor
open class UIView: UIResponder {
    /// UIKit's `center`: where the middle of the view's bounds sits, in the superview's bounds
    /// coordinates (the layer's `position`, at the default anchor point 0.5, 0.5).
    open var center: CGPoint
    /// The view's own coordinate space: its origin is the scroll offset of a scroll view.
    /// Changing its size keeps `center`, as UIKit does.
    open var bounds: CGRect
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    /// UIKit's `transform`, applied about the centre of the bounds (UIKit's default anchor point):
    /// to `frame`, to coordinate conversion and to hit-testing, as UIKit applies it.
    open var transform = CGAffineTransform.identity
    open var accessibilityIdentifier: String?
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// The frames set while `transform` was not the identity, in order (not a UIKit name). UIKit
    /// leaves that undefined ("If the transform property is not the identity transform, the value
    /// of this property is undefined and therefore should be ignored": `UIView.frame`), so the
    /// stand-in moves nothing and keeps the write here, for a test to find.
    public private(set) var standInFramesSetUnderTransform: [CGRect] = []

    public init(frame: CGRect) {
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The frame in the superview's coordinates: the bounds' size about `center`, and under a
    /// transform the smallest rectangle that holds the transformed bounds (what UIKit returns,
    /// though its documentation calls the value undefined then). Set under a transform, it moves
    /// nothing and is kept in `standInFramesSetUnderTransform`.
    open var frame: CGRect {
        get {
            guard !transform.isIdentity else { return CGRect(origin: untransformedOrigin, size: bounds.size) }
            return CGRect.standInBoundingBox(of: Self.corners(of: bounds).map(toSuperview))
        }
        set {
            guard transform.isIdentity else {
                standInFramesSetUnderTransform.append(newValue)
                return
            }
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }

    /// The window the view is in (nil for a window itself and for a view outside any window).
    open var window: UIWindow? {
        guard let superview else { return nil }
        return superview as? UIWindow ?? superview.window
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        if window != nil || self is UIWindow { view.standInMovedToWindow() }
    }

    /// Tells the view and its subviews that they are in a window now (UIKit's `didMoveToWindow()`).
    private func standInMovedToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.standInMovedToWindow() }
    }

    /// Called when the view is added to a window (directly or with an ancestor).
    open func didMoveToWindow() {}

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.detach()
    }

    // MARK: - Layout

    /// Whether a layout pass is pending for this view (`setNeedsLayout()`).
    private var needsLayout = false
    /// The height constraints set on this view (`NSLayoutConstraint.isActive`).
    var activeConstraints: [NSLayoutConstraint] = []

    public var heightAnchor: NSLayoutDimension {
        NSLayoutDimension(view: self)
    }

    /// Marks the layout as needed; the next layout pass lays the view out.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out this view and its subviews now, where layout is pending: each takes the height
    /// of its active height constraint, then `layoutSubviews()` runs.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            // Auto Layout places the untransformed frame: its top stays where the constraints
            // put it (here, where it was), and `center` moves with the new height.
            for constraint in activeConstraints {
                center.y += (constraint.constant - bounds.height) / 2
                bounds.size.height = constraint.constant
            }
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// A subclass places its subviews here. Default: does nothing.
    open func layoutSubviews() {}

    // MARK: - Coordinates

    /// The part of the window's safe area that this view overlaps, in its own edges.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let frame = convert(bounds, to: nil)
        let outer = window.bounds
        let safe = window.safeAreaInsets
        return UIEdgeInsets(
            top: max(0, safe.top - (frame.minY - outer.minY)),
            left: max(0, safe.left - (frame.minX - outer.minX)),
            bottom: max(0, safe.bottom - (outer.maxY - frame.maxY)),
            right: max(0, safe.right - (outer.maxX - frame.maxX)))
    }

    /// `point` from this view's coordinates to `view`'s (nil: the window's), through every
    /// transform on the way.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = toWindow(point)
        return view?.fromWindow(inWindow) ?? inWindow
    }

    /// `point` from `view`'s coordinates (nil: the window's) to this view's, through every
    /// transform on the way.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        fromWindow(view?.toWindow(point) ?? point)
    }

    /// `rect` from this view's coordinates to `view`'s (nil: the window's): the smallest rectangle
    /// that holds its converted corners, as UIKit returns it under a transform (without one on the
    /// way, the rectangle moved: its size kept to the last digit).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard hasTransformToWindow || view?.hasTransformToWindow == true else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return CGRect.standInBoundingBox(of: Self.corners(of: rect).map { convert($0, to: view) })
    }

    /// `rect` from `view`'s coordinates (nil: the window's) to this view's: the smallest rectangle
    /// that holds its converted corners (without a transform on the way, the rectangle moved).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard hasTransformToWindow || view?.hasTransformToWindow == true else {
            return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }
        return CGRect.standInBoundingBox(of: Self.corners(of: rect).map { convert($0, from: view) })
    }

    /// Whether this view or one between it and its window has a transform other than the identity.
    private var hasTransformToWindow: Bool {
        var current: UIView? = self
        while let view = current, view.superview != nil, !(view is UIWindow) {
            if !view.transform.isIdentity { return true }
            current = view.superview
        }
        return false
    }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
    }

    /// The untransformed frame's origin in the superview's coordinates: the bounds' size about
    /// `center`.
    private var untransformedOrigin: CGPoint {
        CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2)
    }

    /// `point` in the bounds' coordinates, in the superview's: taken about the bounds' centre,
    /// transformed, and put at `center`. (Without a transform, from the untransformed frame's
    /// origin: the same sum in the order that keeps a scroll offset's digits.)
    private func toSuperview(_ point: CGPoint) -> CGPoint {
        let inFrame = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
        guard !transform.isIdentity else {
            let origin = untransformedOrigin
            return CGPoint(x: inFrame.x + origin.x, y: inFrame.y + origin.y)
        }
        let fromCenter = CGPoint(x: inFrame.x - bounds.width / 2, y: inFrame.y - bounds.height / 2)
            .applying(transform)
        return CGPoint(x: center.x + fromCenter.x, y: center.y + fromCenter.y)
    }

    /// `point` in the superview's coordinates, in the bounds': the inverse of `toSuperview(_:)`.
    /// Under a transform that cannot be undone (a scale of 0) the point is nowhere in the view
    /// (not a number: no rectangle contains it, so nothing there is hit).
    private func fromSuperview(_ point: CGPoint) -> CGPoint {
        guard !transform.isIdentity else {
            let origin = untransformedOrigin
            return CGPoint(x: point.x - origin.x + bounds.minX, y: point.y - origin.y + bounds.minY)
        }
        guard transform.standInIsInvertible else { return CGPoint(x: CGFloat.nan, y: .nan) }
        let fromCenter = CGPoint(x: point.x - center.x, y: point.y - center.y).applying(transform.inverted())
        return CGPoint(
            x: fromCenter.x + bounds.width / 2 + bounds.minX,
            y: fromCenter.y + bounds.height / 2 + bounds.minY)
    }

    private func toWindow(_ point: CGPoint) -> CGPoint {
        guard let superview, !(self is UIWindow) else { return point }
        return superview.toWindow(toSuperview(point))
    }

    private func fromWindow(_ point: CGPoint) -> CGPoint {
        guard let superview, !(self is UIWindow) else { return point }
        return fromSuperview(superview.fromWindow(point))
    }

    // MARK: - Hit-testing

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive, opaque enough view under `point` (in this view's
    /// coordinates): subviews front to back, each asked with the point in its own coordinates
    /// (through its transform: a view is hit where it is drawn), else this view; nil outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.fromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
