/// What a `scrollTo` event asks a scroll view to do: the app's
/// `setContentOffset(_:animated:)` or `scrollToItem(at:at:animated:)` /
/// `scrollToRow(at:at:animated:)`, or the system's scroll to the top when the user taps the status
/// bar (`scrollsToTop`).
public struct ScrollRequest: Hashable, Sendable {
    /// Where to scroll.
    package enum Target: Hashable, Sendable {
        /// `x`/`y`: a content offset, as `setContentOffset` takes it (not clamped: UIKit goes there
        /// even past the content; a missing component keeps its value).
        case offset(x: Double?, y: Double?)
        /// `item` with `position`: the item's leading edge, centre or trailing edge at the top,
        /// middle or bottom of the visible area inside the adjusted inset (`none`: the nearest edge
        /// that makes it visible, or no move when it is), clamped to the scroll range as UIKit does.
        case item(Int, ItemPosition)
        /// `top`: the status bar was tapped: to minOffset, animated (`scrollsToTop`).
        case top
    }

    /// `UITableView.ScrollPosition` / `UICollectionView.ScrollPosition` along the axis.
    package enum ItemPosition: String, Hashable, Sendable, CaseIterable {
        /// `none`: as far as it takes to bring the item into view (not at all when it is); `top`, `middle`,
        /// `bottom`: its leading edge, centre or trailing edge at the top, middle or bottom of the visible
        /// area inside the adjusted inset.
        case none, top, middle, bottom
    }

    /// Where to scroll: an offset, an item, or the top.
    package var target: Target
    /// Whether it animates (at a constant rate over the scroll view's `scrollAnimationDuration`).
    package var animated: Bool
    /// The scroll view it names (`scroll`; nil: the primary).
    package var scrollView: String?

    /// A request to scroll to `target`, animated or not, in `scrollView` (nil: the primary).
    package init(_ target: Target, animated: Bool, scrollView: String? = nil) {
        self.target = target
        self.animated = animated
        self.scrollView = scrollView
    }
}
