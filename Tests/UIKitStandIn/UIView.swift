import Foundation

/// UIKit's `UIView`: the view tree, frame and bounds (no transforms), coordinate conversion,
/// hit-testing, the safe area, gesture recognizers, and the layout pass for height constraints
/// (`NSLayoutConstraint`).
@MainActor
open class UIView: UIResponder {
    /// The frame's origin in the superview's bounds coordinates.
    private var origin: CGPoint
    /// The view's own coordinate space: its origin is the scroll offset of a scroll view.
    open var bounds: CGRect
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    /// UIKit's `transform` (kept, not applied to the stand-in's frames or hit-testing).
    open var transform = CGAffineTransform.identity
    open var accessibilityIdentifier: String?
    open var gestureRecognizers: [UIGestureRecognizer]?

    public init(frame: CGRect) {
        origin = frame.origin
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        get { CGRect(origin: origin, size: bounds.size) }
        set {
            origin = newValue.origin
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
            for constraint in activeConstraints { bounds.size.height = constraint.constant }
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

    /// `point` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = toWindow(point)
        return view?.fromWindow(inWindow) ?? inWindow
    }

    /// `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        fromWindow(view?.toWindow(point) ?? point)
    }

    /// `rect` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    private func toWindow(_ point: CGPoint) -> CGPoint {
        guard let superview, !(self is UIWindow) else { return point }
        return superview.toWindow(
            CGPoint(x: point.x - bounds.minX + origin.x, y: point.y - bounds.minY + origin.y))
    }

    private func fromWindow(_ point: CGPoint) -> CGPoint {
        guard let superview, !(self is UIWindow) else { return point }
        let inSuperview = superview.fromWindow(point)
        return CGPoint(x: inSuperview.x - origin.x + bounds.minX, y: inSuperview.y - origin.y + bounds.minY)
    }

    // MARK: - Hit-testing

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive, opaque enough view under `point` (in this view's
    /// coordinates): subviews front to back, else this view; nil outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }
}
