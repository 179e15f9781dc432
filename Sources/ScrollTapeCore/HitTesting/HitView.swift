/// A view as hit-testing sees it: its id, whether it is a control, and its frame in the window.
/// Two are equal when they are the same view (`hit == view` as UIKit code compares views).
public struct HitView: Hashable, Sendable {
    /// The view's id (`"list.item.3"` for an item of the list).
    public var id: String
    /// Whether the view is a control (`UIControl`): it takes taps.
    public var isControl: Bool
    /// The view's frame in window coordinates.
    public var frame: Rect

    /// The view `id`, a control or not, at `frame` in window coordinates.
    package init(id: String, isControl: Bool, frame: Rect) {
        self.id = id
        self.isControl = isControl
        self.frame = frame
    }

    public static func == (lhs: HitView, rhs: HitView) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
