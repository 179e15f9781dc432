import ScrollTape

/// The scroll view as the recorder sees it on the device (`UIScrollView`).
package struct RecordedScrollView: Hashable, Sendable {
    /// Its view id (the same as its `RecordedView`'s).
    package var id: String
    /// The frame in window coordinates.
    package var frame: Rect
    /// `contentOffset` when the screen was recorded (the views inside it are at their place in
    /// its content, their frame in the window plus this offset).
    package var contentOffset: Point
    /// The axis it scrolls along (the session's `axis`).
    package var axis: Axis
    /// `contentSize`.
    package var contentSize: Size
    /// The content as rows in sections, when the scroll view is a table view whose content is its
    /// sections only (`SectionLayout.init(laidOut:contentLength:style:)`); nil: the content is
    /// described by its size.
    package var sections: SectionLayout?
    /// `adjustedContentInset`: the inset the scroll range follows (safe area included).
    package var adjustedContentInset: EdgeInsets
    /// `bounces`: it rubber-bands past the edges of its content.
    package var bounces: Bool
    /// Whether it bounces even when its content is shorter than its frame (the session's
    /// `alwaysBounce`): `alwaysBounceVertical`, or `alwaysBounceHorizontal` for a horizontal one.
    package var alwaysBounceVertical: Bool
    /// `isPagingEnabled`: it comes to rest on pages as long as its frame (the session's `paging`).
    package var isPagingEnabled: Bool
    /// `decelerationRate.rawValue` (`ScrollConfiguration.normalDecelerationRate`, `.fastDecelerationRate`).
    package var decelerationRate: Double
    /// Its switches (`isScrollEnabled`, `delaysContentTouches`, `scrollsToTop`, …): the session
    /// writes those the app changed from UIKit's defaults.
    package var switches = ScrollViewSwitches()

    /// A scroll view as the recorder saw it; by default the vertical `list` at offset 0, bouncing,
    /// not paging, with UIKit's normal deceleration rate, its content described by its size.
    package init(
        id: String = "list", frame: Rect, contentOffset: Point = Point(x: 0, y: 0), axis: Axis = .vertical,
        contentSize: Size,
        adjustedContentInset: EdgeInsets, bounces: Bool = true, alwaysBounceVertical: Bool = false,
        isPagingEnabled: Bool = false, decelerationRate: Double = ScrollConfiguration.normalDecelerationRate,
        sections: SectionLayout? = nil
    ) {
        self.id = id
        self.frame = frame
        self.contentOffset = contentOffset
        self.axis = axis
        self.contentSize = contentSize
        self.adjustedContentInset = adjustedContentInset
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.isPagingEnabled = isPagingEnabled
        self.decelerationRate = decelerationRate
        self.sections = sections
    }
}
