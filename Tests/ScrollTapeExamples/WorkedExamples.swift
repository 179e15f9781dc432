import ScrollTape

// Worked examples of the app's own scroll code as UIKit calls it: each written from
// the behaviour of the open-source library it imitates (named on each type), as a team would port
// its view controller's UIScrollViewDelegate, not copied from the library. Each has a recording
// in recordings/app-code/ whose `expect` lines with `code` (the type's name) were written by the
// independent oracle (tools/recordings/screens/app_code.py) and a known-bad variant that an
// invariant catches.

/// A quick-return header 100 pt below the status bar: it follows every change of the offset inside
/// the content (the rubber band above the top and below the bottom does not move it), between the
/// status bar's height and 100 pt more.
public struct QuickReturnHeader: Hashable, Sendable {
    public static let extra = 100.0
    public var previousOffsetY: Double?

    public init() {}

    /// The offsets of the content's top (the first row right under the expanded header) and bottom.
    public static func contentRange(_ screen: AppScreen) -> ClosedRange<Double> {
        let scrollView = screen.scrollView
        let top = -((screen.statusBarHeight ?? 0) + extra)
        let bottom = max(
            top,
            scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom)
        return top...bottom
    }

    public mutating func follow(_ screen: inout AppScreen) {
        let range = Self.contentRange(screen)
        let offsetY = min(max(screen.scrollView.contentOffset.y, range.lowerBound), range.upperBound)
        if let previousOffsetY {
            let statusBar = screen.statusBarHeight ?? 0
            let height = (screen.headerHeight ?? 0) - (offsetY - previousOffsetY)
            screen.headerHeight = min(max(height, statusBar), statusBar + Self.extra)
        }
        previousOffsetY = offsetY
    }
}

/// A snap in `scrollViewWillEndDragging` (the usual place for one): where the list would rest with
/// the quick-return header part-way, `targetContentOffset` moves so that the header ends at the
/// nearer end (a tie: expanded) through its usual tracking of the offset.
public struct SnapHeader: ScrollViewDelegate {
    public var header = QuickReturnHeader()
    /// Whether it snaps by moving the list (false: the known-bad variant, which sets the header's
    /// height to the nearer end itself: the header jumps by more than the list moves,
    /// `header.overscroll`).
    public var movesTheList: Bool

    public init(movesTheList: Bool = true) {
        self.movesTheList = movesTheList
    }

    public mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        header.follow(&screen)
    }

    public mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        let statusBar = screen.statusBarHeight ?? 0
        let expanded = statusBar + QuickReturnHeader.extra
        let nearerEnd = { (height: Double) in expanded - height <= height - statusBar ? expanded : statusBar }
        guard movesTheList else {
            if let height = screen.headerHeight, height > statusBar, height < expanded {
                screen.headerHeight = nearerEnd(height)
            }
            return
        }
        let range = QuickReturnHeader.contentRange(screen)
        let clamp = { (y: Double) in min(max(y, range.lowerBound), range.upperBound) }
        let rest = clamp(targetContentOffset.y)
        let restHeight = min(
            max((screen.headerHeight ?? 0) - (rest - clamp(screen.scrollView.contentOffset.y)), statusBar),
            expanded)
        guard restHeight > statusBar, restHeight < expanded else { return }
        targetContentOffset.y = clamp(rest + (restHeight - nearerEnd(restHeight)))
    }
}

/// Imitates TLYShyNavBar: a quick-return bar whose list's top inset and indicator inset follow it
/// (`contentInset.top` = the bar's height below the status bar, so the first row stays right under
/// the bar), and that never rests part-way: when the list comes to rest with the bar part-way it
/// animates to the nearer end ("auto expand/contract" in the library's README), always expanded
/// where the list is at its content top; also after a scroll no finger made.
public struct ShyNavigationBar: ScrollViewDelegate {
    public var bar = QuickReturnHeader()
    /// Whether it snaps (false: the known-bad variant, `ShyNavigationBar(snaps: false)`).
    public var snaps: Bool
    /// Whether its own animated scroll is under way.
    public var animating = false

    public init(snaps: Bool = true) {
        self.snaps = snaps
    }

    public mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        bar.follow(&screen)
        let inset = (screen.headerHeight ?? 0) - (screen.statusBarHeight ?? 0)
        screen.scrollView.contentInset.top = inset
        screen.scrollView.verticalScrollIndicatorInsets.top = inset
        // A scroll no finger made (the app's, a wheel's, an update's) ends here: snap now.
        if !screen.scrollView.isTracking, !screen.scrollView.isDecelerating { settle(&screen) }
    }

    public mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
        animating = false
    }

    public mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool)
    {
        if !decelerate { settle(&screen) }
    }

    public mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {
        settle(&screen)
    }

    private mutating func settle(_ screen: inout AppScreen) {
        let statusBar = screen.statusBarHeight ?? 0
        let expanded = statusBar + QuickReturnHeader.extra
        guard snaps, !animating, let height = screen.headerHeight, height > statusBar, height < expanded
        else { return }
        let offsetY = screen.scrollView.contentOffset.y
        let atContentTop = offsetY <= -height + 1e-9
        let target: Double
        if atContentTop {
            target = QuickReturnHeader.contentRange(screen).lowerBound
        } else if expanded - height <= height - statusBar {
            target = offsetY - (expanded - height)
        } else {
            target = offsetY + (height - statusBar)
        }
        screen.scrollView.setContentOffset(
            Point(x: screen.scrollView.contentOffset.x, y: target), animated: true)
        animating = true
    }
}

/// Imitates GSKStretchyHeaderView: the header is a subview of the list kept on top of it (its
/// frame's origin is the content offset) and as tall as the part of the list above its content
/// (`-contentOffset.y`, the top inset being the header's expanded height), never shorter than its
/// collapsed height; pulled past the top it stretches. Replayed with `effects: []`: it moves the
/// header itself.
public struct StretchyHeaderInList: ScrollViewDelegate {
    public static let collapsedHeight = 92.0
    /// Whether it keeps the collapsed height (false: the known-bad variant).
    public var keepsMinimum: Bool

    public init(keepsMinimum: Bool = true) {
        self.keepsMinimum = keepsMinimum
    }

    public mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        let offsetY = screen.scrollView.contentOffset.y
        var frame = screen[view: "header"].frame
        frame.y = offsetY
        frame.height = keepsMinimum ? max(Self.collapsedHeight, -offsetY) : -offsetY
        screen[view: "header"].frame = frame
    }
}

/// Imitates MXParallaxHeader: the list's top inset is the header's height, with no automatic
/// adjustment (the library's iOS 11 fix: `contentInsetAdjustmentBehavior = .never`) and the list
/// moved to show the header; the header over the list is as tall as the part of the list above
/// its content (`-contentOffset.y`), never shorter than the bar, stretching when pulled, with the
/// indicator's top inset following it; its image moves up at half the scrolling and fills it.
/// Replayed with `effects: []`.
public struct ParallaxHeader: ScrollViewDelegate {
    public static let (expandedHeight, collapsedHeight, parallaxRatio) = (300.0, 92.0, 0.5)
    /// Whether it turns the automatic adjustment off (false: the library before its fix).
    public var setsAdjustmentNever: Bool

    public init(setsAdjustmentNever: Bool = true) {
        self.setsAdjustmentNever = setsAdjustmentNever
    }

    public mutating func viewDidAppear(_ screen: inout AppScreen) {
        guard setsAdjustmentNever else { return }
        screen.scrollView.contentInsetAdjustmentBehavior = "never"
        screen.scrollView.contentOffset.y = -Self.expandedHeight
    }

    public mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        let offsetY = screen.scrollView.contentOffset.y
        let height = max(Self.collapsedHeight, -offsetY)
        screen.headerHeight = height
        screen.scrollView.verticalScrollIndicatorInsets.top = height
        var image = screen[view: "headerImage"].frame
        image.y = -Self.parallaxRatio * max(0, offsetY + Self.expandedHeight)
        image.height = height
        screen[view: "headerImage"].frame = image
    }
}

/// Imitates XLPagerTabStrip's progressive indicator: the tab indicator follows the pager's
/// fractional page (x = tab width · (contentOffset.x − its minimum) / page width), and a tap on a
/// tab scrolls the pager to that page with `setContentOffset(_:animated: true)` (a tap while it
/// animates starts a new animation from where it is). Replayed with `effects: []`: it moves the
/// underline itself.
public struct PagerTabIndicator: ScrollViewDelegate {
    public static let tabs = ["tab0", "tab1", "tab2", "tab3"]
    public static let (tabWidth, pageWidth) = (103.5, 414.0)
    /// The known-bad variant: the indicator jumps to a tapped tab and follows the pager only while
    /// no animation runs, and a tap while the pager animates is ignored but for the indicator.
    public var ignoresTapsWhileAnimating: Bool
    public var animating = false

    public init(ignoresTapsWhileAnimating: Bool = false) {
        self.ignoresTapsWhileAnimating = ignoresTapsWhileAnimating
    }

    private func placeUnderline(_ screen: inout AppScreen, x: Double) {
        screen[view: "underline"].frame.x = x
    }

    private func minimumOffsetX(_ pager: AppScrollView) -> Double { -pager.adjustedContentInset.left }

    public mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        guard screen.scrollView.id == "pager", !animating else { return }
        let pager = screen.scrollView
        let fraction = (pager.contentOffset.x - minimumOffsetX(pager)) / Self.pageWidth
        placeUnderline(&screen, x: Self.tabWidth * fraction)
    }

    public mutating func primaryActionTriggered(_ control: String, _ screen: inout AppScreen) {
        guard let page = Self.tabs.firstIndex(of: control) else { return }
        if ignoresTapsWhileAnimating {
            placeUnderline(&screen, x: Self.tabWidth * Double(page))
            if animating { return }
            animating = true
        }
        let pager = screen[scrollView: "pager"]
        let x = minimumOffsetX(pager) + Double(page) * Self.pageWidth
        screen[scrollView: "pager"].setContentOffset(Point(x: x, y: pager.contentOffset.y), animated: true)
    }

    public mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
        animating = false
    }
}
