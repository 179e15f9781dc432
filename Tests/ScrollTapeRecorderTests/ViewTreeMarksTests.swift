import ScrollTape
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing

/// When a gesture begins on a view tree other than the one the replay lays out (`ViewTreeMarks`),
/// on plain snapshots: no UIKit.
@Suite struct ViewTreeMarksTests {
    static let session = IPhone11Screen.snapshot

    /// `session` with a banner at the bottom of the window, `height` points high.
    static func withBanner(_ height: Double) -> ScreenSnapshot {
        var screen = session
        screen.views.append(
            RecordedView(id: "banner", frame: Rect(x: 0, y: 896 - height, width: 414, height: height)))
        return screen
    }

    /// What follows the header's height or the list's offset is no change of the tree.
    @Test func theHeadersFramesAndTheOffsetsAreNoChange() {
        var marks = ViewTreeMarks(session: Self.session)
        var collapsed = Self.session
        collapsed.views[1].frame.height = 48
        collapsed.views[1].children[1].frame.y = 10
        collapsed.scrollView.contentOffset = Point(x: 0, y: 400)
        let isMarked1 = marks.gestureBegins(on: collapsed)
        #expect(!isMarked1)
        let isMarked2 = marks.gestureBegins(on: Self.session)
        #expect(!isMarked2)
    }

    /// A view that moved outside the header: marked once per change, and again for a new change.
    @Test func aChangedTreeIsMarkedOncePerChange() {
        var marks = ViewTreeMarks(session: Self.session)
        var title = Self.session
        title.views.append(RecordedView(id: "banner", frame: Rect(x: 0, y: 800, width: 414, height: 96)))
        let isMarked3 = marks.gestureBegins(on: title)
        #expect(isMarked3)
        let isMarked4 = marks.gestureBegins(on: title)
        #expect(!isMarked4)
        var moved = title
        moved.views[2].frame.y = 700
        let isMarked5 = marks.gestureBegins(on: moved)
        #expect(isMarked5)
        // Back to the session's tree: no mark.
        let isMarked6 = marks.gestureBegins(on: Self.session)
        #expect(!isMarked6)
        // A tree that cannot be described is marked at every gesture.
        let isMarked7 = marks.gestureBegins(on: nil)
        #expect(isMarked7)
        let isMarked8 = marks.gestureBegins(on: nil)
        #expect(isMarked8)
    }

    /// After a `safeArea` event the replay lays the screen out anew: that tree is no change, and the
    /// list keeps the sections the recording gave it.
    @Test func aNewLayoutIsTheReplaysTree() {
        var session = Self.session
        let rows = SectionLayout(sections: [SectionLayout.Section(rows: [88, 88])])
        session.scrollView.sections = rows
        var marks = ViewTreeMarks(session: session)
        var turned = Self.session
        turned.views.append(RecordedView(id: "banner", frame: Rect(x: 0, y: 0, width: 896, height: 44)))
        let safeArea = Event.Kind.safeArea(
            SafeAreaChange(width: 896, height: 414, safeArea: EdgeInsets(), statusBar: nil, frames: [:]))
        marks.screenLaidOut(by: safeArea) { turned }
        #expect(marks.recorded.scrollView.sections == rows)
        turned.scrollView.sections = rows
        let isMarked9 = marks.gestureBegins(on: turned)
        #expect(!isMarked9)
        // An `inset` event gives the list its new inset; a `scroll` lays nothing out.
        marks.screenLaidOut(by: .inset(InsetChange(inset: EdgeInsets(top: 200), x: nil, y: nil))) { nil }
        #expect(marks.recorded.scrollView.adjustedContentInset == EdgeInsets(top: 200))
        marks.screenLaidOut(by: .scroll(.absolute(x: 0, y: 10), scrollView: nil)) { nil }
        #expect(marks.recorded.scrollView.adjustedContentInset == EdgeInsets(top: 200))
    }

    /// An `update` line gives the list its rows and content size; the marked tree is reset to it.
    @Test func anUpdateGivesTheListItsRows() {
        var marks = ViewTreeMarks(session: Self.session)
        let isMarked10 = marks.gestureBegins(on: Self.withBanner(96))
        #expect(isMarked10)
        let rows = SectionLayout(sections: [SectionLayout.Section(rows: [88])])
        marks.listUpdated(sections: rows, contentSize: Size(width: 414, height: 88))
        #expect(marks.recorded.scrollView.sections == rows)
        #expect(marks.recorded.scrollView.contentSize == Size(width: 414, height: 88))
        #expect(marks.marked == marks.recorded)
    }

    /// The frames of the views inside another scroll view follow its offset: left out, as the
    /// header's descendants are.
    @Test func framesInsideTheHeaderAndOtherScrollViewsAreLeftOut() {
        let screen = Self.session.withPager(pageX: -414)
        let comparable = ViewTreeMarks.comparable(screen)
        #expect(comparable.views[1].frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(comparable.views[1].children[0].frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(comparable.views[2].frame == Rect(x: 0, y: 600, width: 414, height: 200))
        #expect(comparable.views[2].children[0].frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(comparable.otherScrollViews[0].contentOffset == Point(x: 0, y: 0))
        #expect(comparable.scrollView.contentOffset == Point(x: 0, y: 0))
    }
}
