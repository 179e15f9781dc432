import ScrollTape

// Worked examples of the app's own scroll code as UIKit calls it (SPEC §7.1): each written from
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

    public init() {}

    public mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        header.follow(&screen)
    }

    public mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        let range = QuickReturnHeader.contentRange(screen)
        let clamp = { (y: Double) in min(max(y, range.lowerBound), range.upperBound) }
        let statusBar = screen.statusBarHeight ?? 0
        let expanded = statusBar + QuickReturnHeader.extra
        let rest = clamp(targetContentOffset.y)
        let restHeight = min(
            max((screen.headerHeight ?? 0) - (rest - clamp(screen.scrollView.contentOffset.y)), statusBar),
            expanded)
        guard restHeight > statusBar, restHeight < expanded else { return }
        let end = expanded - restHeight <= restHeight - statusBar ? expanded : statusBar
        targetContentOffset.y = clamp(rest + (restHeight - end))
    }
}

/// KNOWN BAD: the snap sets the header's height to the nearer end itself instead of moving the
/// list: the header jumps by more than the list moves (`header.overscroll`).
public struct SnapHeaderBySettingHeight: ScrollViewDelegate {
    public var header = QuickReturnHeader()

    public init() {}

    public mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        header.follow(&screen)
    }

    public mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        let statusBar = screen.statusBarHeight ?? 0
        let expanded = statusBar + QuickReturnHeader.extra
        guard let height = screen.headerHeight, height > statusBar, height < expanded else { return }
        screen.headerHeight = expanded - height <= height - statusBar ? expanded : statusBar
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
