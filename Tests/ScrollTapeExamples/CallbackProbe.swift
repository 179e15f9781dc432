import ScrollTape

/// Logs each callback as "name TDX" (tracking, dragging, decelerating: the letter, or "-"),
/// a run of `didScroll` with the same flags once. `snapsBack`: after a drag released at rest,
/// scrolls to the top with an animation; `insetAtTop`: takes 60 pt of top inset when asked to
/// scroll to the top.
package struct CallbackProbe: ScrollViewDelegate {
    package var log: [String] = []
    package var snapsBack = false
    package var insetAtTop = false

    package init(snapsBack: Bool = false, insetAtTop: Bool = false) {
        self.snapsBack = snapsBack
        self.insetAtTop = insetAtTop
    }

    private mutating func note(_ name: String, _ view: AppScrollView) {
        let entry =
            name + " " + (view.isTracking ? "T" : "-") + (view.isDragging ? "D" : "-")
            + (view.isDecelerating ? "X" : "-")
        if name == "didScroll", log.last == entry { return }
        log.append(entry)
    }
    package mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        note("didScroll", screen.scrollView)
    }
    package mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {
        note("willBeginDragging", screen.scrollView)
    }
    package mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
    ) { note("willEndDragging", screen.scrollView) }
    package mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool)
    {
        note("didEndDragging", screen.scrollView)
        if snapsBack, !decelerate {
            screen.scrollView.setContentOffset(Point(x: 0, y: -148), animated: true)
        }
    }
    package mutating func scrollViewWillBeginDecelerating(_ screen: inout AppScreen) {
        note("willBeginDecelerating", screen.scrollView)
    }
    package mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {
        note("didEndDecelerating", screen.scrollView)
    }
    package mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
        note("didEndScrollingAnimation", screen.scrollView)
    }
    package mutating func scrollViewShouldScrollToTop(_ screen: inout AppScreen) -> Bool {
        note("shouldScrollToTop", screen.scrollView)
        if insetAtTop { screen.scrollView.contentInset.top = 60 }
        return true
    }
    package mutating func scrollViewDidScrollToTop(_ screen: inout AppScreen) {
        note("didScrollToTop", screen.scrollView)
    }
}
