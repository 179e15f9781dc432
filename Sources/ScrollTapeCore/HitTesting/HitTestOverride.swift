/// A view's `hitTest(_:with:)` override, written the way UIKit code is written.
///
/// UIKit asks a view for the deepest view under a point with `hitTest(_:with:)`; the default
/// implementation (`super.hitTest(point, with: event)`) skips the view if it is hidden, not
/// interactive, nearly transparent or the point is outside it, then asks the subviews front to
/// back and returns the first hit, else the view itself. An app overrides it to let touches
/// through — the header laid over a list:
///
/// ```swift
/// override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
///     let view = super.hitTest(point, with: event)
///     return view == self ? nil : view
/// }
/// ```
///
/// ports line for line to
///
/// ```swift
/// struct PassThroughView: HitTestOverride {
///     func hitTest(_ point: Point, in view: HitView, super superHitTest: () -> HitView?) -> HitView? {
///         let hit = superHitTest()
///         return hit == view ? nil : hit
///     }
/// }
/// ```
///
/// and is installed for a view by its id (`AppCode(hitTests: ["header": PassThroughView()])`).
/// The session line's `passThrough` keeps declaring what the view is meant to do (the
/// `touch.passThrough` invariant checks the override against it); `passThrough: "self"` and
/// `"controls"` are themselves the built-in overrides `PassThroughSelf` and `PassThroughControls`.
/// The override is called only when UIKit would call it: the view is visible, interactive and
/// contains the point.
public protocol HitTestOverride: Sendable {
    /// The view a touch at `point` (window coordinates) goes to: `superHitTest()` is UIKit's
    /// default implementation for `view`, its subviews' own overrides included; return it, `view`
    /// itself, or nil to let the touch through to the views behind.
    func hitTest(_ point: Point, in view: HitView, super superHitTest: () -> HitView?) -> HitView?
}
