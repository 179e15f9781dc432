/// Where the anchor item of an `update` was on screen, for the `update.anchor` invariant.
package struct UpdateAnchorRecord: Hashable, Sendable {
    /// The anchor's index before the update.
    package var oldIndex: Int
    /// The anchor's index after the update.
    package var newIndex: Int
    /// The anchor's leading edge in window coordinates along the axis, before the update.
    package var screenPosition: Double
    /// The scroll view the update changed.
    package var scrollView: ScrollViewID = .primary
}
