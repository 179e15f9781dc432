import ScrollTape
import ScrollTapeRecorder

extension ScreenSnapshot {
    /// This screen with a horizontal pager of two 414-pt pages at y = 600 resting on its second
    /// page, and a view `page` in it whose window x is `pageX`.
    func withPager(pageX: Double) -> ScreenSnapshot {
        var screen = self
        screen.otherScrollViews = [
            RecordedScrollView(
                id: "pager", frame: Rect(x: 0, y: 600, width: 414, height: 200),
                contentOffset: Point(x: 414, y: 0),
                axis: .horizontal, contentSize: Size(width: 828, height: 200),
                adjustedContentInset: EdgeInsets())
        ]
        screen.views.append(
            RecordedView(
                id: "pager", kind: .scroll, frame: Rect(x: 0, y: 600, width: 414, height: 200),
                children: [RecordedView(id: "page", frame: Rect(x: pageX, y: 600, width: 414, height: 200))]))
        return screen
    }
}
