import ScrollTape

/// Logs the scroll-to-top callbacks with the offset each reads ("should y=…", "did y=…"), and an
/// animated scroll's end: what a status-bar tap calls, in the app and in its replay.
package struct ScrollToTopLog: ScrollViewDelegate {
    package var calls: [String] = []

    package init() {}

    package mutating func scrollViewShouldScrollToTop(_ screen: inout AppScreen) -> Bool {
        calls.append("should y=\(screen.scrollView.contentOffset.y)")
        return true
    }

    package mutating func scrollViewDidScrollToTop(_ screen: inout AppScreen) {
        calls.append("did y=\(screen.scrollView.contentOffset.y)")
    }

    package mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
        calls.append("didEndScrollingAnimation")
    }
}
