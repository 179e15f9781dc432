import ScrollTape
import ScrollTapeExamples
import ScrollTapeTesting
import Testing

/// Every worked example of Tests/ScrollTapeExamples, tested as a user tests their own scroll code:
/// the screen and the gestures written in Swift (`TestScreen`, `TestRecording`; no JSON-lines
/// file), stepped with `ReplayStore`, asserting what a user of the example cares about at the
/// steps that matter. The drags touch down, cross the pan's hysteresis at the first sample (which
/// moves nothing: the pan's translation starts there) and move the list from the second sample
/// on, one sample and one `frame` per refresh (60 Hz).
@Suite struct WorkedExamplesStepByStepTests {
    /// The first three events of a drag straight up or down from `point`: the finger touches down
    /// on `target`, moves one sample to `firstSample` (the pan begins: the list does not move), a
    /// refresh.
    static func stepToThePanBeginning<Delegate>(
        _ store: inout ReplayStore<Delegate>, at point: Point, target: String, firstSample: Double
    ) {
        store.step {
            $0["touches"] = [
                [
                    "id": 1, "x": .number(point.x), "y": .number(point.y), "target": .string(target),
                    "owner": "pending",
                ]
            ]
            $0["scroll.phase"] = "tracking"
        }
        store.step {
            $0["scroll.phase"] = "dragging"
            $0["touches.0.y"] = .number(firstSample)
            $0["touches.0.owner"] = "scroll"
        }
        store.step()  // a refresh: nothing moves
    }

    /// Whether a finger is on the screen.
    static func isTouching<Delegate>(_ snapshot: ReplayStore<Delegate>.Snapshot) -> Bool {
        snapshot["touches"] != .array([])
    }

    /// Whether no finger is on the screen.
    static func isUntouched<Delegate>(_ snapshot: ReplayStore<Delegate>.Snapshot) -> Bool {
        !isTouching(snapshot)
    }
}

// MARK: - SnapHeader (and the QuickReturnHeader it keeps)

extension WorkedExamplesStepByStepTests {
    /// The quick-return header follows the list; released part-way with the finger still, the snap
    /// in `scrollViewWillEndDragging` moves the list so the header ends at the nearer end: 40 pt
    /// collapsed (108, nearer 148) goes back to expanded; 83 pt collapsed (64.67, nearer 48) on to
    /// collapsed.
    @Test func snapHeaderRestsAtTheNearerEnd() throws {
        var tape = TestRecording(.list())
        tape.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: 0.05)
        tape.wait(3)
        tape.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), duration: 0.1)
        tape.wait(3)
        var store = ReplayStore(try tape.recording(), delegate: SnapHeader())
        #expect(store.delegate.header.previousOffsetY == -148)
        Self.stepToThePanBeginning(&store, at: Point(x: 200, y: 600), target: "list.item.5", firstSample: 580)
        store.step {
            $0["scroll.offset.y"] = -128
            $0["scroll.velocity.y"] = 1200.048
            $0["header.height"] = 128
            $0["header.progress"] = 0.2
            $0["views.header.height"] = 128
            $0["views.title.y"] = 80
            $0["touches.0.y"] = 560
            $0.delegate.header.previousOffsetY = -128
        }
        store.step()
        store.step {
            $0["scroll.offset.y"] = -108
            $0["scroll.velocity.y"] = 1200.012
            $0["header.height"] = 108
            $0["header.progress"] = 0.4
            $0["views.header.height"] = 108
            $0["views.title.y"] = 60
            $0["touches.0.y"] = 540
            $0.delegate.header.previousOffsetY = -108
        }
        store.run(to: 15)  // the finger rests: nothing moves
        // The finger lifts still, yet the list moves on towards the expanded header: the snap.
        store.step {
            $0["scroll.phase"] = "decelerating"
            $0["scroll.velocity.y"] = -80.0801
            $0["touches"] = .array([])
        }
        store.isExhaustive = false
        store.run(until: \.isAtRest) {
            $0["scroll.offset.y"] = -148
            $0["header.height"] = 148
            $0.delegate.header.previousOffsetY = -148
        }
        store.run(until: { $0["scroll.phase"] == "decelerating" }) {
            $0["scroll.offset.y"] = -64.6667
            $0["header.height"] = 64.6667
        }
        store.run(until: \.isAtRest) {
            $0["scroll.offset.y"] = -48
            $0["header.height"] = 48
            $0["header.progress"] = 1
            $0.delegate.header.previousOffsetY = -48
        }
    }
}

// MARK: - ShyNavigationBar

extension WorkedExamplesStepByStepTests {
    /// The shy bar's inset follows the bar, so the first row stays right under it; released
    /// part-way at the content's top, it animates back to expanded with its own scroll
    /// (`animating` while it runs), never resting part-way.
    @Test func shyNavigationBarAnimatesBackToExpandedAtTheTop() throws {
        var tape = TestRecording(WorkedExampleScreens.shyBar)
        tape.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: 0.05)
        tape.wait(1)
        var store = ReplayStore(try tape.recording(), delegate: ShyNavigationBar())
        Self.stepToThePanBeginning(&store, at: Point(x: 200, y: 600), target: "list.item.5", firstSample: 580)
        store.step {
            $0["scroll.offset.y"] = -128
            $0["scroll.velocity.y"] = 1200.048
            $0["scroll.contentInset.top"] = 80
            $0["scroll.adjustedInset.top"] = 128
            $0["scroll.indicatorInset.top"] = 80
            $0["scroll.minOffset.y"] = -128
            $0["header.height"] = 128
            $0["header.progress"] = 0.2
            $0["views.navBar.height"] = 128
            $0["views.title.y"] = 80
            $0["touches.0.y"] = 560
            $0.delegate.bar.previousOffsetY = -128
        }
        store.isExhaustive = false
        // Lifted with the bar at 108 and the list at its content's top (-108): the bar's own
        // animated scroll to -148 begins.
        store.run(until: Self.isUntouched) {
            $0["scroll.phase"] = "snapping"
            $0["scroll.offset.y"] = -108
            $0["header.height"] = 108
            $0["scroll.contentInset.top"] = 60
            $0.delegate.animating = true
        }
        store.run(until: \.isAtRest) {
            $0["scroll.offset.y"] = -148
            $0["scroll.contentInset.top"] = 100
            $0["scroll.indicatorInset.top"] = 100
            $0["header.height"] = 148
            $0["views.navBar.height"] = 148
            $0.delegate.animating = false
            $0.delegate.bar.previousOffsetY = -148
        }
    }
}

// MARK: - StretchyHeaderInList

extension WorkedExamplesStepByStepTests {
    /// The header inside the list stays on top of it, as tall as the part of the list above its
    /// content: pulled, it stretches with the rubber band; scrolled up, it stops at its collapsed
    /// height, 92.
    @Test func stretchyHeaderInListStretchesAndKeepsItsCollapsedHeight() throws {
        var tape = TestRecording(WorkedExampleScreens.stretchyInList)
        tape.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 460), duration: 0.05)
        tape.wait(1)
        tape.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.1)
        var store = ReplayStore(
            try tape.recording(), delegate: StretchyHeaderInList(), code: AppCode(effects: []))
        Self.stepToThePanBeginning(&store, at: Point(x: 200, y: 400), target: "list.item.2", firstSample: 420)
        // 20 pt of finger pull the list 10.87 pt past its top: the header's frame is 10.87 taller.
        store.step {
            $0["scroll.offset.y"] = -158.8666
            $0["scroll.velocity.y"] = -1200.048
            $0["header.height"] = 158.8666
            $0["header.progress"] = -0.1940
            $0["views.header.height"] = 158.8666
            $0["views.title.y"] = 106.8666
            $0["touches.0.y"] = 440
        }
        store.isExhaustive = false
        store.run(until: \.isAtRest) {
            $0["scroll.offset.y"] = -148
            $0["views.header.height"] = 148
            $0["views.header.y"] = 0
        }
        // Scrolled 250 pt up: the list's top is at 102, the header stops at 92 and stays on top.
        store.run(until: Self.isTouching)
        store.run(until: Self.isUntouched) {
            $0["scroll.offset.y"] = 102
            $0["views.header.height"] = 92
            $0["views.header.y"] = 0
            $0["header.height"] = 92
        }
    }
}

// MARK: - ParallaxHeader

extension WorkedExamplesStepByStepTests {
    /// The list starts 300 pt down (`viewDidAppear` turns the automatic adjustment off); scrolled
    /// up, the header and the indicator's inset follow the list's top while the image moves up at
    /// half the scrolling and fills the header.
    @Test func parallaxHeaderMovesItsImageAtHalfTheScrolling() throws {
        var tape = TestRecording(WorkedExampleScreens.parallax)
        tape.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 600), duration: 0.1)
        var store = ReplayStore(try tape.recording(), delegate: ParallaxHeader(), code: AppCode(effects: []))
        #expect(store.state[path: "scroll.offset.y"] == -300)
        #expect(store.state[path: "header.height"] == 300)
        Self.stepToThePanBeginning(
            &store, at: Point(x: 200, y: 700), target: "list.item.4", firstSample: 683.3333)
        store.step {
            $0["scroll.offset.y"] = -283.3334
            $0["scroll.velocity.y"] = 1000.036
            $0["scroll.indicatorInset.top"] = 283.3334
            $0["header.height"] = 283.3334
            $0["header.progress"] = 0.0801
            $0["views.header.height"] = 283.3334
            $0["views.headerImage.height"] = 283.3334
            $0["views.headerImage.y"] = -8.3333
            $0["touches.0.y"] = 666.6667
        }
        store.isExhaustive = false
        store.run(to: 12) {
            $0["scroll.offset.y"] = -216.6667
            $0["scroll.indicatorInset.top"] = 216.6667
            $0["header.height"] = 216.6667
            $0["views.headerImage.height"] = 216.6667
            $0["views.headerImage.y"] = -41.6667
        }
    }
}

// MARK: - PagerTabIndicator

extension WorkedExamplesStepByStepTests {
    /// A tap on the third tab scrolls the pager there, animated, with the underline following the
    /// fractional page; a flick on the pager pages on to the fourth, the underline with it.
    @Test func pagerTabIndicatorFollowsTheFractionalPage() throws {
        var tape = TestRecording(WorkedExampleScreens.pagerTabs)
        tape.tap(at: Point(x: 258, y: 270))
        tape.wait(0.6)
        tape.flick(from: Point(x: 300, y: 600), to: Point(x: 150, y: 600))
        tape.wait(1.5)
        var store = ReplayStore(
            try tape.recording(), delegate: PagerTabIndicator(), code: AppCode(effects: []))
        store.step {
            $0["actions"] = .array([
                .object([.init("index", 1), .init("kind", "tap"), .init("view", "tab2")])
            ])
            $0["scrolls.pager.phase"] = "snapping"
            $0["scrolls.pager.velocity.x"] = 2760
        }
        store.step {
            $0["scrolls.pager.offset.x"] = 46.0009
            $0["views.underline.x"] = 11.5002
        }
        store.isExhaustive = false
        store.run(toTime: 0.15) {
            $0["scrolls.pager.offset.x"] = 414
            $0["views.underline.x"] = 103.5
        }
        store.run(until: { $0["scrolls.pager.phase"] == "idle" }) {
            $0["scrolls.pager.offset.x"] = 828
            $0["views.underline.x"] = 207
            $0.delegate.animating = false
        }
        store.run(until: Self.isTouching)
        store.run(until: { $0["scrolls.pager.phase"] == "idle" }) {
            $0["scrolls.pager.offset.x"] = 1242
            $0["views.underline.x"] = 310.5
        }
    }
}

// MARK: - PullToRefresh

extension WorkedExamplesStepByStepTests {
    /// Pulled 50 pt past the top while dragging, the control starts refreshing and adds its 60 pt
    /// to the top inset, so the released list rests 60 pt lower; when loading finishes it takes
    /// them away and UIKit brings the resting list back to the top.
    @Test func pullToRefreshRefreshesOncePulledPastTheTrigger() throws {
        var tape = TestRecording(WorkedExampleScreens.pullToRefresh)
        tape.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 600), duration: 0.3)
        tape.wait(1)
        tape.call("loadFinished")
        tape.wait(0.5)
        var store = ReplayStore(try tape.recording(), delegate: PullToRefresh())
        store.isExhaustive = false
        store.run(to: 13) {
            $0["scroll.offset.y"] = -191.6029
            $0.delegate.isRefreshing = false
            $0.delegate.isArmed = true
        }
        // The sample that pulls the list past -198 (the top, -148, less the trigger).
        store.isExhaustive = true
        store.step {
            $0["scroll.offset.y"] = -199.8191
            $0["scroll.velocity.y"] = -999.9994
            $0["scroll.contentInset.top"] = 60
            $0["scroll.adjustedInset.top"] = 208
            $0["scroll.minOffset.y"] = -208
            $0["touches.0.y"] = 416.6667
            $0.delegate.isRefreshing = true
            $0.delegate.isArmed = false
        }
        store.isExhaustive = false
        store.run(until: \.isAtRest) { $0["scroll.offset.y"] = -208 }
        store.isExhaustive = true
        store.run(until: { !$0.delegate.isRefreshing }) {
            $0["scroll.offset.y"] = -148
            $0["scroll.contentInset.top"] = 0
            $0["scroll.adjustedInset.top"] = 148
            $0["scroll.minOffset.y"] = -148
            $0.delegate.isRefreshing = false
        }
    }
}

// MARK: - ProfileScreen.HandOff

extension WorkedExamplesStepByStepTests {
    /// One drag up on the profile's list: the outer table scrolls the header away first (the
    /// list held at its top), pins at 300, then the list scrolls; both pans follow the finger,
    /// the list's callbacks first.
    @Test func profileHandOffScrollsTheHeaderAwayThenTheList() throws {
        var tape = TestRecording(WorkedExampleScreens.profilePager)
        tape.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 200), duration: 0.3)
        let handOff = ProfileScreen.HandOff(lists: ["list0", "list1"], pager: "pager")
        var store = ReplayStore(try tape.recording(), delegate: handOff)
        store.isExhaustive = false
        store.run(to: 6) {
            $0["scrolls.outer.offset.y"] = 55.5555
            $0["scrolls.list0.offset.y"] = 0
            $0["views.header.y"] = -55.5555
            $0.delegate.order = [
                "willBeginDragging list0 began", "willBeginDragging outer began", "didScroll list0",
                "didScroll list0", "didScroll outer", "didScroll list0", "didScroll list0", "didScroll outer",
            ]
        }
        store.run(to: 24) {
            $0["scrolls.outer.offset.y"] = 300
            $0["scrolls.list0.offset.y"] = 0
            $0["views.pager.y"] = 0
        }
        store.run(to: 26) {
            $0["scrolls.outer.offset.y"] = 300
            $0["scrolls.list0.offset.y"] = 27.7778
        }
        store.run(until: \.isAtRest) {
            $0["scrolls.outer.offset.y"] = 300
            $0["scrolls.list0.offset.y"] = 166.6667
            $0["scrolls.list1.offset.y"] = 0
        }
    }
}

// MARK: - SheetWithList

extension WorkedExamplesStepByStepTests {
    /// Half up, a drag on the list (its scrolling off) moves the sheet; released past half way it
    /// rests full (the detent set in `scrollViewWillEndDragging`), where the code turns the list's
    /// scrolling on: the next drag scrolls the list, and the sheet stays full.
    @Test func sheetWithListRestsAtTheNearerDetentThenScrollsItsList() throws {
        var tape = TestRecording(WorkedExampleScreens.sheet)
        tape.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.2)
        tape.wait(3)
        tape.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 0.2)
        var store = ReplayStore(try tape.recording(), delegate: SheetWithList())
        store.isExhaustive = false
        store.run(until: Self.isUntouched) {
            $0["scrolls.sheet.offset.y"] = 275
            $0["scrolls.list.offset.y"] = 0
            $0["views.grabber.y"] = 125
        }
        store.run(until: { $0["scrolls.sheet.phase"] == "idle" }) {
            $0["scrolls.sheet.offset.y"] = 400
            $0["views.grabber.y"] = 0
        }
        store.run(until: Self.isTouching)
        store.run(until: Self.isUntouched) {
            $0["scrolls.sheet.offset.y"] = 400
            $0["scrolls.list.offset.y"] = 183.3333
        }
    }
}

// MARK: - ArticleHeader, CorrectedArticleHeader

extension WorkedExamplesStepByStepTests {
    /// The article's code starts from -48 (its `??` slip) instead of -148: the first 20 pt of
    /// scrolling leave the header expanded, and it stays 20 pt behind the list. The corrected
    /// code follows the list from the first sample.
    @Test func articleHeaderLagsTheListByItsFirstMove() throws {
        var tape = TestRecording(.list())
        tape.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: 0.05)
        let recording = try tape.recording()
        var article = ReplayStore(recording, code: AppCode(header: ArticleHeader()))
        Self.stepToThePanBeginning(
            &article, at: Point(x: 200, y: 600), target: "list.item.5", firstSample: 580)
        stepOneSample(&article, movesTo: -128, velocity: 1200.048, finger: 560)
        article.step()
        stepOneSample(&article, movesTo: -108, velocity: 1200.012, finger: 540, header: 128)

        var corrected = ReplayStore(
            recording, code: AppCode(header: CorrectedArticleHeader()))
        Self.stepToThePanBeginning(
            &corrected, at: Point(x: 200, y: 600), target: "list.item.5", firstSample: 580)
        stepOneSample(&corrected, movesTo: -128, velocity: 1200.048, finger: 560, header: 128)
        corrected.step()
        stepOneSample(&corrected, movesTo: -108, velocity: 1200.012, finger: 540, header: 108)
    }

    /// With only the start fixed, the article's early `return` outside the range drops the whole
    /// of a sample that crosses the top edge, its inside part too: the header stays 40 pt short,
    /// and when the finger brings the list back inside it grows while the list scrolls down,
    /// breaking `header.direction`. The corrected code, which clamps, expands at the edge.
    @Test func articleHeaderFixedStartDropsAMoveThatCrossesTheTop() throws {
        var tape = TestRecording(.list())
        var finger = tape.touchDown(at: Point(x: 200, y: 600))
        tape.move(&finger, to: Point(x: 200, y: 540), duration: 0.05)
        tape.move(&finger, to: Point(x: 200, y: 640), duration: 1.0 / 60)  // 60 pt past the top at once
        tape.move(&finger, to: Point(x: 200, y: 560), duration: 1.0 / 60)  // back inside
        tape.lift(finger)
        let recording = try tape.recording()
        let pastTheTop: (ReplayStore<NoDelegate>.Snapshot) -> Bool = {
            if case .number(let y) = $0["scroll.offset.y"] { return y < -148 }
            return false
        }

        var corrected = ReplayStore(
            recording, code: AppCode(header: CorrectedArticleHeader()))
        corrected.isExhaustive = false
        corrected.run(until: { $0["scroll.offset.y"] == -108 }) { $0["header.height"] = 108 }
        corrected.run(until: pastTheTop) { $0["header.height"] = 148 }  // the inside 40 pt expand it
        corrected.run(until: { $0["scroll.offset.y"] == -128 }) { $0["header.height"] = 128 }

        var fixedStart = ReplayStore(
            recording, code: AppCode(header: ArticleHeaderFixedStart()))
        fixedStart.isExhaustive = false
        fixedStart.run(until: { $0["scroll.offset.y"] == -108 }) { $0["header.height"] = 108 }
        fixedStart.run(until: pastTheTop) { $0["header.height"] = 108 }  // the whole sample dropped
        withKnownIssue {
            fixedStart.run(until: { $0["scroll.offset.y"] == -128 }) {
                $0["header.height"] = 128  // grew 20 pt while the list scrolled down
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "[header.direction] header grew from 108 to 128 while scrolling down")
        }
    }

    /// One sample of a drag up on `.list()`: the list moves to `offset` and the finger to `finger`;
    /// the header to `header` (nil: it stays).
    private func stepOneSample(
        _ store: inout ReplayStore<NoDelegate>, movesTo offset: Double, velocity: Double, finger: Double,
        header: Double? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        store.step(
            {
                $0["scroll.offset.y"] = .number(offset)
                $0["scroll.velocity.y"] = .number(velocity)
                $0["touches.0.y"] = .number(finger)
                if let header {
                    $0["header.height"] = .number(header)
                    $0["header.progress"] = .number((148 - header) / 100)
                    $0["views.header.height"] = .number(header)
                    $0["views.title.y"] = .number(header - 48)
                }
            }, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

// MARK: - PassThroughView, ControlsOnlyView

extension WorkedExamplesStepByStepTests {
    /// A drag on the header's empty area: with only controls taking touches it reaches the list,
    /// which scrolls; with the usual override the full-size stack inside swallows it, and
    /// `touch.passThrough` fails the step that touches down.
    @Test func passThroughHeadersLetADragThroughOnlyWhenOnlyControlsTakeTouches() throws {
        var tape = TestRecording(WorkedExampleScreens.passThrough)
        tape.drag(from: Point(x: 200, y: 120), to: Point(x: 200, y: 60), duration: 0.05)
        let recording = try tape.recording()
        var fixed = ReplayStore(
            recording, code: AppCode(hitTests: ["header": ControlsOnlyView()]))
        Self.stepToThePanBeginning(&fixed, at: Point(x: 200, y: 120), target: "list", firstSample: 100)
        fixed.isExhaustive = false
        fixed.run(to: 6) { $0["scroll.offset.y"] = -108 }

        var swallowing = ReplayStore(
            recording, code: AppCode(hitTests: ["header": PassThroughView()]))
        swallowing.isExhaustive = false
        withKnownIssue {
            swallowing.step {
                $0["touches.0.target"] = "toolbar"
                $0["touches.0.owner"] = "none"
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "[touch.passThrough] touch 1 at (200, 120) began in pass-through view 'header' but was "
                    + "swallowed by 'toolbar' (stack); it should reach 'list'")
        }
        swallowing.run(to: 6) { $0["scroll.offset.y"] = -148 }
    }
}

// MARK: - HeaderJitter

extension WorkedExamplesStepByStepTests {
    /// The test device's jitter strays 3 pt only while the list bounces back from past its top:
    /// not while the finger pulls it there, not once it rests.
    @Test func headerJitterStraysOnlyWhileBouncingPastTheTop() throws {
        var tape = TestRecording(.list(header: .stretchy))
        tape.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 500), duration: 0.1)
        tape.wait(1)
        var store = ReplayStore(try tape.recording())
        store.isExhaustive = false
        store.run(to: 12) {
            $0["scroll.phase"] = "dragging"
            $0["scroll.offset.y"] = -231.159
        }
        #expect(HeaderJitter.whileBouncingPastTheTop(store.replay.world) == 0)
        store.run(until: { $0["scroll.phase"] == "bouncing" }) { $0["scroll.offset.y"] = -231.159 }
        #expect(HeaderJitter.whileBouncingPastTheTop(store.replay.world) == 3)
        store.run(until: \.isAtRest) {
            $0["scroll.offset.y"] = -148
            $0["header.height"] = 148
        }
        #expect(HeaderJitter.whileBouncingPastTheTop(store.replay.world) == 0)
    }
}

// MARK: - The known-bad variants

extension WorkedExamplesStepByStepTests {
    /// Steps `store` quietly to the event before `index`, then expects the step to event `index`
    /// to fail with the invariant `name` broken there, as the store reports it.
    static func expect<Delegate>(
        _ store: inout ReplayStore<Delegate>, toBreak name: String, at index: Int
    ) {
        store.isExhaustive = false
        store.run(to: index - 1)
        withKnownIssue {
            store.step()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("event \(index) (") && text.contains("[\(name)]")
        }
    }

    /// The snap that sets the header's height itself instead of moving the list: at the release
    /// the header jumps from 108 to 148 with the list still at -108.
    @Test func aSnapHeaderThatSetsTheHeightJumpsAtTheRelease() throws {
        var tape = TestRecording(.list())
        tape.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: 0.05)
        tape.wait(1)
        var store = ReplayStore(try tape.recording(), delegate: SnapHeader(movesTheList: false))
        Self.expect(&store, toBreak: "header.overscroll", at: 16)
        #expect(store.state[path: "header.height"] == 148)
        #expect(store.state[path: "scroll.offset.y"] == -108)
    }

    /// The shy bar without its snap rests part-way (108) with the list at its content's top.
    @Test func aShyBarThatDoesNotSnapRestsPartWayAtTheTop() throws {
        var tape = TestRecording(WorkedExampleScreens.shyBar)
        tape.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: 0.05)
        tape.wait(1)
        var store = ReplayStore(try tape.recording(), delegate: ShyNavigationBar(snaps: false))
        Self.expect(&store, toBreak: "header.expandedAtTop", at: 16)
        #expect(store.state[path: "header.height"] == 108)
        #expect(store.delegate.animating == false)
    }

    /// The stretchy header without its collapsed height shrinks below 92 at the second sample
    /// that scrolls the list up.
    @Test func aStretchyHeaderWithoutItsMinimumShrinksBelowIt() throws {
        var tape = TestRecording(WorkedExampleScreens.stretchyInList)
        tape.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.1)
        var store = ReplayStore(
            try tape.recording(), delegate: StretchyHeaderInList(keepsMinimum: false),
            code: AppCode(effects: []))
        Self.expect(&store, toBreak: "header.bounds", at: 6)
        #expect(store.state[path: "views.header.height"] == 48)
    }
}

/// The screens of the worked examples' recordings that `TestScreen.list(...)` cannot express (other
/// scroll views, effects, insets, calls): their session lines, copied from the recordings.
enum WorkedExampleScreens {
    /// recordings/app-code/shy-navigation-bar.jsonl's session line.
    static let shyBar = try! TestScreen(
        sessionLine: #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","#
            + #""width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"#
            + #""right":0}},"scroll":{"id":"list","content":{"items":{"count":40,"length":88,"#
            + #""spacing":0}},"inset":{"top":100}},"header":{"view":"navBar","behavior":"collapsing","#
            + #""minHeight":48,"maxHeight":148},"views":[{"id":"list","kind":"scroll"},"#
            + #"{"id":"navBar","kind":"view","frame":[0,0,414,148],"children":[{"id":"back","#
            + #""kind":"button","frame":[8,52,44,44]},{"id":"title","kind":"label","frame":[16,100,"#
            + #"300,30],"pin":"bottom"}]}]}"#)
    /// recordings/app-code/stretchy-header-in-list.jsonl's session line.
    static let stretchyInList = try! TestScreen(
        sessionLine: #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","#
            + #""width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"#
            + #""right":0}},"scroll":{"id":"list","content":{"items":{"count":40,"length":88,"#
            + #""spacing":0}},"inset":{"top":148,"bottom":34},"insetAdjustment":"never"},"#
            + #""header":{"view":"header","behavior":"stretchy","minHeight":92,"maxHeight":148},"#
            + #""views":[{"id":"list","kind":"scroll","children":[{"id":"header","kind":"view","#
            + #""frame":[0,0,414,148],"children":[{"id":"back","kind":"button","frame":[8,52,44,44]},"#
            + #"{"id":"title","kind":"label","frame":[60,96,294,40],"pin":"bottom"}]}]}],"#
            + #""effects":[{"kind":"inList","view":"header"}]}"#)
    /// recordings/app-code/parallax-header.jsonl's session line.
    static let parallax = try! TestScreen(
        sessionLine: #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","#
            + #""width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"#
            + #""right":0}},"scroll":{"id":"list","content":{"items":{"count":40,"length":88,"#
            + #""spacing":0}},"inset":{"top":300}},"header":{"view":"header","behavior":"stretchy","#
            + #""minHeight":92,"maxHeight":300},"views":[{"id":"list","kind":"scroll"},"#
            + #"{"id":"header","kind":"view","frame":[0,0,414,300],"passThrough":"self","#
            + #""children":[{"id":"headerImage","kind":"image","frame":[0,0,414,300],"pin":"fill"},"#
            + #"{"id":"more","kind":"button","frame":[362,48,44,44]}]}],"#
            + #""effects":[{"kind":"parallax","view":"headerImage","ratio":0.5}]}"#)
    /// recordings/app-code/pager-tab-indicator.jsonl's session line.
    static let pagerTabs = try! TestScreen(
        sessionLine: #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","#
            + #""width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"#
            + #""right":0}},"scroll":{"id":"profile","content":{"width":414,"height":1200}},"#
            + #""views":[{"id":"profile","kind":"scroll","children":[{"id":"profileHeader","#
            + #""kind":"view","frame":[0,0,414,200],"children":[{"id":"name","kind":"label","#
            + #""frame":[16,140,260,40]},{"id":"follow","kind":"button","frame":[300,140,98,40]}]},"#
            + #"{"id":"tabStrip","kind":"view","frame":[0,200,414,48],"children":[{"id":"tab0","#
            + #""kind":"button","frame":[0.0,0,103.5,44]},{"id":"tab1","kind":"button","#
            + #""frame":[103.5,0,103.5,44]},{"id":"tab2","kind":"button","frame":[207.0,0,103.5,44]},"#
            + #"{"id":"tab3","kind":"button","frame":[310.5,0,103.5,44]},{"id":"underline","#
            + #""kind":"view","frame":[0,44,103.5,4],"interactive":false}]},{"id":"pager","#
            + #""kind":"scroll"}]}],"scrolls":[{"id":"pager","frame":[0,248,414,900],"#
            + #""axis":"horizontal","content":{"items":{"count":4,"length":414,"spacing":0}},"#
            + #""paging":true}],"effects":[{"kind":"tabs","view":"underline","scroll":"pager","#
            + #""tabs":["tab0","tab1","tab2","tab3"]}]}"#)
    /// recordings/app-code/pull-to-refresh-load-finishes.jsonl's session line.
    static let pullToRefresh = try! TestScreen(
        sessionLine: #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","#
            + #""width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"#
            + #""right":0}},"scroll":{"id":"list","content":{"items":{"count":40,"length":88,"#
            + #""spacing":0}},"additionalSafeArea":{"top":100}},"header":{"view":"header","#
            + #""behavior":"collapsing","minHeight":48,"maxHeight":148},"views":[{"id":"list","#
            + #""kind":"scroll"},{"id":"header","kind":"view","frame":[0,0,414,148],"#
            + #""children":[{"id":"back","kind":"button","frame":[8,52,44,44]},{"id":"title","#
            + #""kind":"label","frame":[16,100,300,30],"pin":"bottom"}]}],"calls":["loadFinished"]}"#)
    /// recordings/app-code/profile-pager-hand-off.jsonl's session line.
    static let profilePager = try! TestScreen(
        sessionLine: #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","#
            + #""width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"#
            + #""right":0}},"scroll":{"id":"outer","content":{"width":414,"height":1196},"#
            + #""insetAdjustment":"never"},"views":[{"id":"outer","kind":"scroll","#
            + #""children":[{"id":"header","kind":"view","frame":[0,0,414,300],"#
            + #""children":[{"id":"follow","kind":"button","frame":[300,230,96,44]}]},{"id":"pager","#
            + #""kind":"scroll","children":[{"id":"list0","kind":"scroll"},{"id":"list1","#
            + #""kind":"scroll"}]}]}],"scrolls":[{"id":"pager","frame":[0,300,414,896],"#
            + #""axis":"horizontal","content":{"width":828,"height":896},"paging":true},"#
            + #"{"id":"list0","frame":[0,0,414,896],"content":{"items":{"count":40,"length":88}}},"#
            + #"{"id":"list1","frame":[414,0,414,896],"content":{"items":{"count":40,"#
            + #""length":88}}}]}"#)
    /// recordings/app-code/sheet-holding-a-list.jsonl's session line.
    static let sheet = try! TestScreen(
        sessionLine: #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","#
            + #""width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"#
            + #""right":0}},"scroll":{"id":"sheet","content":{"width":414,"height":1296},"#
            + #""insetAdjustment":"never"},"views":[{"id":"sheet","kind":"scroll","#
            + #""children":[{"id":"grabber","kind":"view","frame":[0,400,414,44],"#
            + #""children":[{"id":"done","kind":"button","frame":[340,0,66,44]}]},{"id":"list","#
            + #""kind":"scroll"}]}],"scrolls":[{"id":"list","frame":[0,444,414,852],"#
            + #""content":{"items":{"count":40,"length":88}},"scrollEnabled":false}]}"#)
    /// recordings/overlay-passthrough-controls.jsonl's session line.
    static let passThrough = try! TestScreen(
        sessionLine: #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","#
            + #""width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"#
            + #""right":0}},"scroll":{"id":"list","content":{"items":{"count":40,"length":88,"#
            + #""spacing":0}},"additionalSafeArea":{"top":100}},"header":{"view":"header","#
            + #""behavior":"none","minHeight":48,"maxHeight":148},"views":[{"id":"list","#
            + #""kind":"scroll"},{"id":"header","kind":"view","frame":[0,0,414,148],"#
            + #""passThrough":"controls","children":[{"id":"toolbar","kind":"stack","frame":[0,0,414,"#
            + #"148],"children":[{"id":"back","kind":"button","frame":[8,52,44,44]},{"id":"share","#
            + #""kind":"button","frame":[362,52,44,44]},{"id":"title","kind":"label","frame":[60,96,"#
            + #"294,40]}]}]}]}"#)
}
