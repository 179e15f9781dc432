/// Where the anchor item of an `update` was on screen, for the `update.anchor` invariant.
public struct UpdateAnchorRecord: Hashable, Sendable {
    /// The anchor's index before the update.
    public var oldIndex: Int
    /// The anchor's index after the update.
    public var newIndex: Int
    /// The anchor's leading edge in window coordinates along the axis, before the update.
    public var screenPosition: Double
    /// The scroll view the update changed.
    public var scrollView: ScrollViewID = .primary
}
