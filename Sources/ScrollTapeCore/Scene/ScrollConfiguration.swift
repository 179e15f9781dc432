/// The scene's scroll view (`scroll` in the session line) with every physical constant.
public struct ScrollConfiguration: Hashable, Sendable {
    /// View id of the scroll view (default `"list"`).
    public var id: String
    /// Frame in window coordinates.
    public var frame: Rect
    /// The scrolling axis (`axis`; default vertical).
    public var axis: Axis
    /// What the scroll view scrolls (`content`): a fixed size, equal items or sections.
    package var content: Content
    /// `UIScrollView.contentInset`.
    public var inset: EdgeInsets
    /// `UIScrollView.verticalScrollIndicatorInsets` (horizontal ones for a horizontal scroll view),
    /// adjusted like the content inset (`automaticallyAdjustsScrollIndicatorInsets`); nil when the
    /// recording does not say (then `indicator.belowHeader` cannot judge it).
    package var indicatorInset: EdgeInsets?
    /// `UIViewController.additionalSafeAreaInsets`, added to the device safe area.
    package var additionalSafeArea: EdgeInsets
    /// How the safe area is added to the insets (`insetAdjustment`: `contentInsetAdjustmentBehavior`).
    package var insetAdjustment: InsetAdjustment
    /// Its switches (`isScrollEnabled`, `bounces`, …), which the app's code may set.
    package var switches = ScrollViewSwitches()
    /// `isScrollEnabled`: false, its pan never begins and a finger goes to the next scroll view
    /// that may pan with it.
    package var scrollEnabled: Bool {
        get { switches.scrollEnabled }
        set { switches.scrollEnabled = newValue }
    }
    /// Rubber-band past the edges.
    package var bounces: Bool {
        get { switches.bounces }
        set { switches.bounces = newValue }
    }
    /// Bounce along its axis even when the content is shorter than the viewport.
    package var alwaysBounces: Bool {
        get { switches.alwaysBounces(along: axis) }
        set {
            if axis == .vertical {
                switches.alwaysBounceVertical = newValue
            } else {
                switches.alwaysBounceHorizontal = newValue
            }
        }
    }
    /// Velocity kept per millisecond while decelerating (default `normalDecelerationRate`).
    package var decelerationRate: Double
    /// How the scroll view pages (`paging`: `isPagingEnabled`); nil: it does not.
    package var paging: Paging?
    /// Finger travel in points before a pan begins (UIKit's pan hysteresis, about 10 pt).
    package var panSlop: Double
    /// `UIScrollView.delaysContentTouches`.
    package var delaysContentTouches: Bool {
        get { switches.delaysContentTouches }
        set { switches.delaysContentTouches = newValue }
    }
    /// `UIScrollView.canCancelContentTouches`.
    package var canCancelContentTouches: Bool {
        get { switches.canCancelContentTouches }
        set { switches.canCancelContentTouches = newValue }
    }
    /// Seconds a content touch is held before content views see it (UIScrollView's 150 ms delay).
    package var touchDelay: Double
    /// Rubber-band coefficient c in (1 − 1/(x·c/d + 1))·d; 0.55 as measured on UIScrollView
    /// (the constant of the widely used reconstruction of UIKit's rubber band).
    package var rubberBandCoefficient: Double
    /// ω of the critically damped spring that brings the list back to an edge or onto a page, in
    /// radians per second (10 /s: settles a 100 pt bounce in about 0.6 s, like UIScrollView).
    package var springAngularFrequency: Double
    /// How far back the release velocity looks at finger samples, in seconds (100 ms).
    package var velocityWindow: Double
    /// ``velocityWindow``'s default: 100 ms.
    package static let defaultVelocityWindow = 0.1
    /// Remaining distance under which deceleration and springs end at their rest point, in points.
    package var restDistance: Double
    /// How long an animated `scrollTo` takes, in seconds (`ScrollAnimation`).
    package var scrollAnimationDuration: Double

    /// A scroll view of `content` in `frame`; every other value defaults as the session line's
    /// `scroll` does (`id` `"list"`, vertical, `insetAdjustment` `automatic`).
    package init(
        id: String = "list", frame: Rect, axis: Axis = .vertical, content: Content,
        inset: EdgeInsets = .zero, indicatorInset: EdgeInsets? = nil, additionalSafeArea: EdgeInsets = .zero,
        insetAdjustment: InsetAdjustment = .automatic, scrollEnabled: Bool = true, bounces: Bool = true,
        alwaysBounces: Bool = false,
        decelerationRate: Double = ScrollConfiguration.normalDecelerationRate, paging: Paging? = nil,
        panSlop: Double = 10,
        delaysContentTouches: Bool = true, canCancelContentTouches: Bool = true, touchDelay: Double = 0.15,
        rubberBandCoefficient: Double = 0.55, springAngularFrequency: Double = 10,
        velocityWindow: Double = ScrollConfiguration.defaultVelocityWindow,
        restDistance: Double = 0.5, scrollAnimationDuration: Double = 0.3
    ) {
        self.id = id
        self.frame = frame
        self.axis = axis
        self.content = content
        self.inset = inset
        self.indicatorInset = indicatorInset
        self.additionalSafeArea = additionalSafeArea
        self.insetAdjustment = insetAdjustment
        switches.scrollEnabled = scrollEnabled
        switches.bounces = bounces
        if axis == .vertical {
            switches.alwaysBounceVertical = alwaysBounces
        } else {
            switches.alwaysBounceHorizontal = alwaysBounces
        }
        self.decelerationRate = decelerationRate
        self.paging = paging
        self.panSlop = panSlop
        switches.delaysContentTouches = delaysContentTouches
        switches.canCancelContentTouches = canCancelContentTouches
        self.touchDelay = touchDelay
        self.rubberBandCoefficient = rubberBandCoefficient
        self.springAngularFrequency = springAngularFrequency
        self.velocityWindow = velocityWindow
        self.restDistance = restDistance
        self.scrollAnimationDuration = scrollAnimationDuration
    }

    /// `insets` adjusted as `insetAdjustment` says, for a scroll view whose own safe area is
    /// `safeArea` (``Scene/safeArea(of:)``: the part of the view controller's safe area, additional
    /// safe area included, that covers its frame), for content of `contentSize`: + safe area edge
    /// by edge (`always`), only on the edges across which the content scrolls (`scrollableAxes`),
    /// on top and bottom and on the sides across which it scrolls (`automatic`), or as they are
    /// (`never`). The content inset and the indicator inset are adjusted alike.
    package func adjusted(_ insets: EdgeInsets, safeArea: EdgeInsets, contentSize: Size) -> EdgeInsets {
        let safe = safeArea
        // UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes: top and bottom take the safe
        // area when the content is taller than the scroll view (or it always bounces vertically),
        // left and right when it is wider. `automatic` is the same, except that top and bottom are
        // always adjusted (a view controller's scroll view under a navigation or tab bar controller).
        let horizontal = contentSize.width > frame.width || switches.alwaysBounceHorizontal
        switch insetAdjustment {
        case .always:
            return insets + safe
        case .never:
            return insets
        case .automatic:
            return insets
                + EdgeInsets(
                    top: safe.top, left: horizontal ? safe.left : 0, bottom: safe.bottom,
                    right: horizontal ? safe.right : 0)
        case .scrollableAxes:
            let vertical = contentSize.height > frame.height || switches.alwaysBounceVertical
            return insets
                + EdgeInsets(
                    top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                    bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
    }

    /// The page length along the axis: `paging.pageLength`, else the frame's extent (0 for a frame
    /// with no extent along the axis).
    package var pageLength: Double { paging?.pageLength ?? frame.extent(axis) }

    /// The paging a release snaps to, with its page length (``pageLength``): nil without paging, and
    /// nil for a pager whose pages are its frame's extent when that extent is 0 (a pager with no
    /// width has no pages: it moves as a scroll view without paging).
    package var pages: (length: Double, velocityThreshold: Double)? {
        guard let paging else { return nil }
        let length = pageLength
        return length > 0 ? (length, paging.velocityThreshold) : nil
    }

    /// The number of items the session line gives (0 for content of a fixed size).
    package var initialItemCount: Int { content.initialItemCount }

    /// `UIScrollView.DecelerationRate.normal`: velocity kept per millisecond (`"normal"`).
    package static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`: velocity kept per millisecond (`"fast"`).
    package static let fastDecelerationRate = 0.99

    /// How the scroll view's inset is adjusted (`contentInsetAdjustmentBehavior`).
    package enum InsetAdjustment: String, Hashable, Sendable, CaseIterable {
        /// adjusted inset = inset + safe area + additional safe area on top and bottom (a scroll view
        /// that is a view controller's content under a navigation or tab bar controller: always
        /// adjusted vertically), and on left and right only when the content is wider than the frame
        /// (as `scrollableAxes`).
        case automatic
        /// The safe area only on the edges across which the content scrolls.
        case scrollableAxes
        /// adjusted inset = inset.
        case never
        /// adjusted inset = inset + safe area + additional safe area, whatever the content.
        case always
    }

    /// What the scroll view scrolls.
    package enum Content: Hashable, Sendable {
        /// A fixed content size in points.
        case size(width: Double, height: Double)
        /// A list of equal items along the axis.
        case items(ItemLayout)
        /// A list in sections, with headers, footers and rows of any length (`content.sections`).
        case sections(SectionLayout)
    }

    /// Paging (`isPagingEnabled`, or a custom `targetContentOffset` with a velocity threshold).
    package struct Paging: Hashable, Sendable {
        /// Page length in points; `nil` means the frame's extent along the axis.
        package var pageLength: Double?
        /// Release speed in points per second above which the page rounds toward the motion.
        package var velocityThreshold: Double

        /// Paging by `pageLength` points (nil: the frame's extent), rounding toward the motion above
        /// `velocityThreshold` points per second (default 100).
        package init(pageLength: Double? = nil, velocityThreshold: Double = 100) {
            self.pageLength = pageLength
            self.velocityThreshold = velocityThreshold
        }
    }
}

/// The items of a list, whichever way it is laid out: equal items, or rows in sections. An item's
/// index is its row number across the sections.
extension ScrollConfiguration.Content {
    /// Whether the content is a list of items (of either layout).
    package var hasItems: Bool {
        switch self {
        case .size: false
        case .items, .sections: true
        }
    }

    /// The number of items the session line gives (0 for content of a fixed size).
    package var initialItemCount: Int {
        switch self {
        case .size: 0
        case .items(let layout): layout.count
        case .sections(let layout): layout.rowCount
        }
    }

    /// The content's length along the axis with `count` items (nil for content of a fixed size).
    package func itemsLength(count: Int) -> Double? {
        switch self {
        case .size: nil
        case .items(let layout): layout.contentLength(count: count)
        case .sections(let layout): layout.contentLength
        }
    }

    /// Where item `index` begins along the axis, from the content's origin (0 for content of a
    /// fixed size).
    package func itemStart(_ index: Int) -> Double {
        switch self {
        case .size: 0
        case .items(let layout): layout.itemStart(index)
        case .sections(let layout): layout.rowStart(index)
        }
    }

    /// Item `index`'s length along the axis (0 for content of a fixed size).
    package func itemLength(_ index: Int) -> Double {
        switch self {
        case .size: 0
        case .items(let layout): layout.length
        case .sections(let layout): layout.rowLength(index)
        }
    }

    /// The first item, of the first `count`, that ends after content position `position` (`count`
    /// if none does).
    package func firstItem(endingAfter position: Double, count: Int) -> Int {
        switch self {
        case .size:
            return count
        case .items(let layout):
            return layout.firstItem(endingAfter: position, count: count)
        case .sections(let layout):
            return min(layout.firstRow(endingAfter: position), count)
        }
    }

    /// The item, of the first `count`, whose extent contains content position `position`, if any.
    package func item(at position: Double, count: Int) -> Int? {
        switch self {
        case .size: nil
        case .items(let layout): layout.item(at: position, count: count)
        case .sections(let layout): layout.row(at: position).flatMap { $0 < count ? $0 : nil }
        }
    }
}
