/// What an effect can read and write, with UIKit's names: the scroll view it follows, the
/// header's height, and the views it changes.
public struct EffectScreen: Hashable, Sendable {
    /// The followed scroll view (`UIScrollView`'s properties).
    public let scrollView: ScrollViewInfo
    /// Its scroll axis.
    public let axis: Axis
    /// Its `contentOffset` along the axis.
    public let offset: Double
    /// Its lowest offset along the axis (the top or left edge).
    public let minOffset: Double
    /// Its highest offset along the axis; never below `minOffset`.
    public let maxOffset: Double
    /// Its page length along the axis: `paging.pageLength`, else its frame's extent.
    public let pageLength: Double
    /// The header's height now (nil without a header).
    public let headerHeight: Double?
    /// One adjustment per id of the effect's `viewIDs`, in order: set them to fade or move the views.
    public var views: [ViewAdjustment]
    /// The offset the effect asked the scroll view to move to, if it did.
    package private(set) var requestedContentOffset: ContentOffsetRequest?

    /// A screen as a test sets it up: the followed scroll view, its offset range and page length along
    /// `axis` (vertical by default), the header's height (nil: no header) and one adjustment per view;
    /// `offset` is the scroll view's `contentOffset` along `axis`.
    package init(
        scrollView: ScrollViewInfo, axis: Axis = .vertical, minOffset: Double, maxOffset: Double,
        pageLength: Double, headerHeight: Double? = nil, views: [ViewAdjustment]
    ) {
        self.scrollView = scrollView
        self.axis = axis
        offset = scrollView.contentOffset.component(axis)
        self.minOffset = minOffset
        self.maxOffset = maxOffset
        self.pageLength = pageLength
        self.headerHeight = headerHeight
        self.views = views
    }

    /// `scrollView.setContentOffset(_:animated:)`: moves the followed scroll view after this call,
    /// at once or animated (phase `snapping`, the constant-rate animation of an animated
    /// `scrollTo`); clamped to its range.
    public mutating func setContentOffset(_ offset: Point, animated: Bool) {
        requestedContentOffset = ContentOffsetRequest(offset: offset, animated: animated)
    }
}
