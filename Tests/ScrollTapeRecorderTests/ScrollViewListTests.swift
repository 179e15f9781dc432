import ScrollTape
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing

/// The scroll views a window recorder follows (`ScrollViewList`), the safe area's frames and the
/// start `scroll`s, on plain values: no UIKit.
@Suite struct ScrollViewListTests {
    /// A stand-in for a scroll view: the list matches entries by identity.
    final class View {}

    /// The iPhone 11 screen with a horizontal pager at its second page.
    static let screen = IPhone11Screen.snapshot.withPager(pageX: 0)

    /// One entry per scroll view, the list first (no id), each as the session line has it at rest.
    @Test func theListComesFirstThenTheOthers() throws {
        let (list, pager, stranger) = (View(), View(), View())
        var views = ScrollViewList(list: list, others: [pager], screen: Self.screen)
        #expect(views.list === list)
        #expect(views.entries.map(\.id) == [nil, "pager"])
        #expect(views.entry(of: list)?.id == nil)
        #expect(views.entry(of: pager)?.id == "pager")
        #expect(views.entry(of: stranger) == nil)
        #expect(
            Array(views.otherOffsets) == [ScrollObservation(id: "pager", contentOffset: Point(x: 414, y: 0))])
        #expect(
            Array(views.otherReadings)
                == [ScreenChanges.ScrollReading(atRest: Self.screen.otherScrollViews[0])])
        let reading = ScreenChanges.ScrollReading(
            adjustedContentInset: EdgeInsets(), contentOffset: Point(x: 500, y: 0), isMovedByTheUser: true)
        let movedOnce = views.record(reading, number: 1)
        let movedAgain = views.record(reading, number: 1)
        #expect(movedOnce && !movedAgain)
        #expect(
            Array(views.otherOffsets) == [ScrollObservation(id: "pager", contentOffset: Point(x: 500, y: 0))])
        #expect(try #require(views.entry(of: pager)).reading == reading)
    }

    /// A scroll view away from the start of its range starts the replay where it is; one at its
    /// start writes nothing.
    @Test func aScrollViewAwayFromItsStartIsMovedThere() {
        #expect(Self.screen.scrollView.startScroll == nil)
        #expect(Self.screen.otherScrollViews[0].startScroll == .absolute(x: 414, y: nil))
        var list = Self.screen.scrollView
        list.contentOffset.y = 200
        #expect(list.startScroll == .absolute(x: nil, y: 200))
        list.contentOffset.y = -148 + 5e-5
        #expect(list.startScroll == nil)
    }

    /// The changes start from the session's screen: nothing to write while it stays so.
    @Test func theChangesStartFromTheSessionsScreen() {
        var changes = ScreenChanges(session: Self.screen)
        let screen = Self.screen
        let now = ScreenChanges.Reading(
            size: Size(width: 414, height: 896), safeArea: screen.device.safeArea,
            statusBar: screen.device.statusBar, list: ScreenChanges.ScrollReading(atRest: screen.scrollView))
        let pager = ScreenChanges.ScrollReading(atRest: screen.otherScrollViews[0])
        #expect(changes.events(to: now, others: [pager]) { [:] } == [])
        var moved = pager
        moved.contentOffset.x = 0
        #expect(
            changes.events(to: now, otherReadings: [moved]) { [:] }
                == [.scroll(.absolute(x: 0, y: 0), scrollView: "pager")])
    }

    /// A `safeArea` event's frames: each in its parent's coordinates (the list's in the window's, a
    /// view inside another scroll view in its content's), none inside the header.
    @Test func theSafeAreasFramesLeaveOutTheHeader() {
        let frames = Self.screen.framesOutsideTheHeader
        #expect(
            frames == [
                "list": Rect(x: 0, y: 0, width: 414, height: 896),
                "pager": Rect(x: 0, y: 600, width: 414, height: 200),
                "page": Rect(x: 414, y: 0, width: 414, height: 200),
            ])
    }
}
