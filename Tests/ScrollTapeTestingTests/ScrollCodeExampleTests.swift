import ScrollTape
import ScrollTapeExplorer
import ScrollTapeTesting
import Testing

/// The "Test your own scroll code" article: the view controller's header code, ported line by line to
/// a `ScrollViewDelegate`, with a snap in `scrollViewWillEndDragging`.
@Suite struct ScrollCodeExampleTests {
    /// The article's `MyScrollCode`, as written there.
    struct MyScrollCode: ScrollViewDelegate {
        var previousContentOffsetY = 0.0
        /// Off: the header code alone (not in the article).
        var snaps = true

        mutating func viewDidAppear(_ screen: inout AppScreen) {
            previousContentOffsetY = -((screen.statusBarHeight ?? 0.0) + 100.0)
        }

        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            let scrollView = screen.scrollView
            let top = -scrollView.adjustedContentInset.top
            let bottom = max(
                top,
                scrollView.contentSize.height - scrollView.bounds.height
                    + scrollView.adjustedContentInset.bottom)
            let offsetY = min(max(scrollView.contentOffset.y, top), bottom)
            let statusBar = screen.statusBarHeight ?? 0.0
            let height = screen.headerHeight ?? 0.0
            screen.headerHeight = min(
                max(height - (offsetY - previousContentOffsetY), statusBar), statusBar + 100.0)
            previousContentOffsetY = offsetY
        }

        mutating func scrollViewWillEndDragging(
            _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            guard snaps else { return }
            let top = -screen.scrollView.adjustedContentInset.top
            let target = targetContentOffset.y
            if target > top, target < top + 100 {
                targetContentOffset.y = target < top + 50 ? top : top + 100
            }
        }
    }

    /// Without the snap the delegate is the header code of the article's `MyHeader`: it follows
    /// the built-in `collapsing` header at every event of the bundled walks and breaks nothing.
    @Test(arguments: ["iphone11-collapsing-header.jsonl", "iphone8-collapsing-header.jsonl"])
    func theHeaderCodeAloneIsTheBuiltInHeader(name: String) throws {
        let recording = try BundledRecordings.recording(name)
        let result = recording.replay(AppCode(delegate: MyScrollCode(snaps: false)))
        #expect(result.violations.isEmpty)
        #expect(result.firstDivergence(from: recording.replay()) == nil)
        assertReplay(BundledRecordings.path(name), code: AppCode(delegate: MyScrollCode(snaps: false)))
    }
    /// With the snap: where the built-in header lets a flick come to rest with the header half
    /// collapsed (y = −110, the header 110 high), the code moves the target to the top; the list
    /// decelerates to it and comes to rest exactly there, the header expanded.
    @Test func theSnapMovesWhereAFlickComesToRest() throws {
        let recording = try BundledRecordings.recording("collapsing-edge-crossing.jsonl")
        let result = recording.replay(AppCode(delegate: MyScrollCode()))
        let divergence = try #require(result.firstDivergence(from: recording.replay()))
        #expect(divergence.index == 91)
        #expect(
            divergence.message.contains(
                "the header is 111.25 with `MyScrollCode` where `collapsing` gives 110"))
        // The recording's own expects, written for the built-in header, see the list still moving.
        #expect(
            result.violations.first?.message
                == "expected scroll.velocity.y = 0 (±0.01), got -76.08 (event 90)")
        // Three more seconds of display frames: it rests at the top, exactly.
        var longer = recording
        let end = recording.events.last?.t ?? 0
        longer.events += (1...180).map { Event(t: end + Double($0) / 60, .frame) }
        let timeline = Timeline(longer, code: AppCode(delegate: MyScrollCode()))
        let last = timeline.state(at: timeline.count)
        #expect(last.scroll.offset.y == -148)
        #expect(last.scroll.phase == .idle)
        #expect(last.header?.height == 148)
    }

    /// `assertReplay` compares the header a delegate sets with the built-in one, as it does a
    /// header behaviour's (found by a first-time user's trial: with a delegate it never compared).
    @Test func assertReplayReportsWhereTheDelegatesHeaderParts() throws {
        let recording = try BundledRecordings.recording("collapsing-edge-crossing.jsonl")
        withKnownIssue {
            AssertReplayEcho.$toStandardError.withValue(false) {
                assertReplay(recording, code: AppCode(delegate: MyScrollCode()))
            }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "MyScrollCode on recordings/collapsing-edge-crossing.jsonl: diverges from the built-in header at "
                    + "index 91; 12 failures (") == true
        }
    }
}

/// What a delegate changes reaches the invariants and `explore`, on the bundled recordings.
@Suite struct ScrollCodeOnRecordingsTests {
    /// Keeps the vertical indicator's top inset at the header's bottom, as a screen with a header laid
    /// over the list must.
    struct IndicatorFollowsHeader: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            screen.scrollView.verticalScrollIndicatorInsets.top = screen.headerHeight ?? 0
        }
    }

    /// `indicator.belowHeader` is judged from the indicator insets the code sets: the known-bad
    /// screen's indicator under its header, fixed by the code that moves the inset with the header.
    @Test func theIndicatorInsetTheCodeSetsIsJudged() throws {
        let recording = try BundledRecordings.recording("known-bad/indicator-under-header.jsonl")
        let header = try #require(recording.scene.header?.builtInBehavior)
        let before = recording.replay(AppCode(header: header)).violations.map(\.invariant)
        #expect(before.contains(.indicatorBelowHeader))
        let fixed = recording.replay(AppCode(header: header, delegate: IndicatorFollowsHeader()))
        #expect(!fixed.violations.map(\.invariant).contains(.indicatorBelowHeader))
        #expect(fixed.firstDivergence(from: recording.replay()) == nil)
    }

    /// Collapses the header as the list scrolls down, and forgets to expand it.
    struct ForgetsToExpand: ScrollViewDelegate {
        var previousY = 0.0
        mutating func viewDidAppear(_ screen: inout AppScreen) {
            previousY = screen.scrollView.contentOffset.y
        }
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            let y = screen.scrollView.contentOffset.y
            if y > previousY, let height = screen.headerHeight {
                screen.headerHeight = max(height - (y - previousY), 48)
            }
            previousY = y
        }
    }

    /// `explore` runs the delegate (`AppCode`) and finds where it leaves the header short at the top.
    @Test func exploreFindsTheDelegatesBug() throws {
        let recording = try BundledRecordings.recording("iphone11-collapsing-header.jsonl")
        let exploration = recording.explore(seed: 1, runs: 20, code: AppCode(delegate: ForgetsToExpand()))
        let found = try #require(
            exploration.failures.first { $0.violation.invariant == .headerExpandedAtTop })
        // The shrunk recording still shows it, through the same code.
        #expect(
            found.recording.replay(AppCode(delegate: ForgetsToExpand())).violations.contains {
                $0.invariant == .headerExpandedAtTop
            })
    }
}

/// The header height a delegate sets is judged by the header invariants as the built-in behaviours'
/// are, move by move.
@Suite struct DelegateHeaderInvariantTests {
    /// The collapsing header, which also grows while the list is pulled past its bottom: the bug of
    /// a header that follows the bounce.
    struct GrowsWhileBouncing: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            let scrollView = screen.scrollView
            let top = -scrollView.adjustedContentInset.top
            let bottom =
                scrollView.contentSize.height - scrollView.bounds.height
                + scrollView.adjustedContentInset.bottom
            let y = scrollView.contentOffset.y
            screen.headerHeight = y > bottom ? 48 + min(y - bottom, 100) : min(max(148 - (y - top), 48), 148)
        }
    }

    @Test func aHeaderTheDelegateMovesWhileTheListBouncesBreaksHeaderOverscroll() throws {
        let recording = try BundledRecordings.recording("iphone11-collapsing-header.jsonl")
        let result = recording.replay(AppCode(delegate: GrowsWhileBouncing()))
        let first = try #require(result.violations.first { $0.invariant == .headerOverscroll })
        // The walk rests at its bottom (2658) and a finger goes down at event 321 (`pull-past-bottom`):
        // past the pan's slop (322), the sample of event 323 pulls the list past the bottom and the
        // header grows with it. (Before the delegate's heights were taken move by move, nothing was
        // reported here.)
        #expect(first.eventIndex == 323)
        #expect(first.message.hasPrefix("header height changed by"))
    }
}
