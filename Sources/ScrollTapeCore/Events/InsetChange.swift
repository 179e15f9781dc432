/// What an `inset` event says: the app set a scroll view's `contentInset` (and, if given, its
/// `contentInsetAdjustmentBehavior` and its scroll indicator inset along its axis), as a
/// quick-return bar, a pull-to-refresh control or a keyboard handler of its own does; and, if
/// given, where the list is after it (`x`, `y`: the app set `contentOffset` in the same turn of the
/// run loop, or UIKit did, as when a rotation keeps a list at its top), so that no state between
/// the two is judged. A value left out keeps the scroll view's.
public struct InsetChange: Hashable, Sendable {
    /// The new `contentInset`.
    package var inset: EdgeInsets?
    /// The new `contentInsetAdjustmentBehavior`.
    package var insetAdjustment: ScrollConfiguration.InsetAdjustment?
    /// The new scroll indicator inset along the scroll view's axis (`verticalScrollIndicatorInsets`
    /// of a vertical list).
    package var indicatorInset: EdgeInsets?
    /// Where the list is after the change (its `contentOffset`; nil: where it was).
    package var x: Double?
    /// Where the list is vertically after the change (`contentOffset.y`; nil: where it was).
    package var y: Double?
    /// The scroll view's id (nil: the primary).
    package var scrollView: String?

    /// A change of the values given; each one left nil keeps the scroll view's (`scrollView` nil:
    /// the primary).
    package init(
        inset: EdgeInsets? = nil, insetAdjustment: ScrollConfiguration.InsetAdjustment? = nil,
        indicatorInset: EdgeInsets? = nil, x: Double? = nil, y: Double? = nil, scrollView: String? = nil
    ) {
        self.inset = inset
        self.insetAdjustment = insetAdjustment
        self.indicatorInset = indicatorInset
        self.x = x
        self.y = y
        self.scrollView = scrollView
    }
}
