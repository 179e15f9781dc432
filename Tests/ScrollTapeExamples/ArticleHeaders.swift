import ScrollTape

// Header code as the source article of the collapsing header writes it (seed 000), ported line
// for line from its view controller to `HeaderBehavior`: `viewDidAppear` → `didAppear`,
// `scrollViewDidScroll` → `didScroll`, the height constraint's constant → `headerHeight`. The
// header is 100 pt under the status bar when expanded and as tall as the status bar collapsed.

/// The article's code as published, with both of its slips:
/// - `-(statusBarHeight() ?? 0.0 + 100.0)`: `??` binds looser than `+`, so this is
///   `-(statusBarHeight() ?? 100.0)`, −48 on an iPhone 11 instead of −148;
/// - the early `return` while the list is outside its range, which drops the inside part of a
///   move that crosses an edge in one frame.
public struct ArticleHeader: HeaderBehavior {
    public init() {}

    public var previousContentOffsetY = 0.0

    public mutating func didAppear(_ screen: inout HeaderScreen) {
        previousContentOffsetY = -(screen.statusBarHeight ?? 0.0 + 100.0)
    }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        let scrollView = screen.scrollView
        let offsetY = scrollView.contentOffset.y
        let top = -scrollView.adjustedContentInset.top
        let bottom =
            scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
        guard offsetY >= top, offsetY <= bottom else { return }
        let delta = offsetY - previousContentOffsetY
        let statusBar = screen.statusBarHeight ?? 0.0
        screen.headerHeight = min(max(screen.headerHeight - delta, statusBar), statusBar + 100.0)
        previousContentOffsetY = offsetY
    }
}

/// The same code with only the `??` slip fixed (the early return kept): right at the start,
/// wrong when a move crosses an edge in one frame.
public struct ArticleHeaderFixedStart: HeaderBehavior {
    public init() {}

    /// The article's code, whose `scrollViewDidScroll` this keeps as it is.
    public var article = ArticleHeader()

    public mutating func didAppear(_ screen: inout HeaderScreen) {
        article.previousContentOffsetY = -((screen.statusBarHeight ?? 0.0) + 100.0)
    }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        article.didScroll(&screen)
    }
}

/// Both slips corrected: the start from the real initial offset, and the offset clamped into the
/// range instead of returning early, so the inside part of every move counts.
public struct CorrectedArticleHeader: HeaderBehavior {
    public init() {}

    public var previousContentOffsetY = 0.0

    public mutating func didAppear(_ screen: inout HeaderScreen) {
        previousContentOffsetY = -((screen.statusBarHeight ?? 0.0) + 100.0)
    }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        let scrollView = screen.scrollView
        let top = -scrollView.adjustedContentInset.top
        let bottom = max(
            top,
            scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom)
        let offsetY = min(max(scrollView.contentOffset.y, top), bottom)
        let delta = offsetY - previousContentOffsetY
        let statusBar = screen.statusBarHeight ?? 0.0
        screen.headerHeight = min(max(screen.headerHeight - delta, statusBar), statusBar + 100.0)
        previousContentOffsetY = offsetY
    }
}
