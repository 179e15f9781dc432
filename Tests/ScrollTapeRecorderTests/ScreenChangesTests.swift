import ScrollTape
import ScrollTapeRecorder
import Testing

/// What the recorder writes for the changes no touch explains (`ScreenChanges`), from readings.
@Suite struct ScreenChangesTests {
    static let window = Size(width: 414, height: 896)
    static let safeArea = EdgeInsets(top: 48, bottom: 34)
    static let inset = EdgeInsets(top: 148, bottom: 34)

    static func reading(list y: Double, byTheUser: Bool = false) -> ScreenChanges.Reading {
        ScreenChanges.Reading(
            size: window, safeArea: safeArea, statusBar: 48,
            list: ScreenChanges.ScrollReading(
                adjustedContentInset: inset, contentOffset: Point(x: 0, y: y), isMovedByTheUser: byTheUser))
    }

    static func pager(x: Double) -> [ScreenChanges.ScrollReading] {
        [
            ScreenChanges.ScrollReading(
                adjustedContentInset: EdgeInsets(), contentOffset: Point(x: x, y: 0), isMovedByTheUser: false)
        ]
    }

    /// The offsets of the refreshes, one after another: the events written at each.
    static func events(
        _ changes: inout ScreenChanges, list: [Double], pager: [Double]
    ) -> [[Event.Kind]] {
        zip(list, pager).map { y, x in changes.events(to: reading(list: y), others: Self.pager(x: x)) { [:] }
        }
    }

    /// A move no user made is the app's `scroll`, with the scroll view's id for another one; the
    /// last step of the user's own motion (shown when the list has stopped moving by itself) is not.
    @Test func aMoveNoUserMadeIsTheAppsScroll() {
        var changes = ScreenChanges(
            from: Self.reading(list: -148), others: Self.pager(x: 0), otherIDs: ["pager"])
        #expect(
            changes.events(to: Self.reading(list: -100, byTheUser: true), others: Self.pager(x: 0)) { [:] }
                == [])
        #expect(changes.events(to: Self.reading(list: -90), others: Self.pager(x: 0)) { [:] } == [])
        #expect(
            Self.events(&changes, list: [200, 200], pager: [0, 414])
                == [
                    [.scroll(.absolute(x: 0, y: 200))],
                    [.scroll(.absolute(x: 414, y: 0), scrollView: "pager")],
                ])
    }

    /// A motion the replay makes too (an animated offset the app's delegate set, a tab's pager) is
    /// not written while it lasts; once the scroll view has moved and come to rest, a move is the
    /// app's again. Before it starts moving, it stays the replay's.
    @Test func aMotionTheReplayMakesIsNotWrittenUntilItRests() {
        var changes = ScreenChanges(
            from: Self.reading(list: 300), others: Self.pager(x: 0), otherIDs: ["pager"])
        changes.replayWillMove(scrollView: nil)
        changes.replayWillMove(scrollView: "pager")
        let written = Self.events(
            &changes, list: [300, 250, 150, 100, 100, 40], pager: [0, 0, 207, 414, 414, 0])
        #expect(
            written == [
                [], [], [], [],  // not moved yet, then moving: the replay's
                [],  // at rest: its motion is over
                [.scroll(.absolute(x: 0, y: 40)), .scroll(.absolute(x: 0, y: 0), scrollView: "pager")],
            ])
        // An id that names no scroll view changes nothing.
        changes.replayWillMove(scrollView: "carousel")
        #expect(Self.events(&changes, list: [60], pager: [0]) == [[.scroll(.absolute(x: 0, y: 60))]])
    }
}
