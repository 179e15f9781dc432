import Testing

@testable import ScrollTapeCore

/// Each invariant of FORMAT.md "Invariants" with a scenario that breaks it and one that keeps it.
@Suite struct InvariantTests {
    /// Replays `events` on `scene` and returns every violation (`conformance` within
    /// `conformanceTolerance`; nil: the scene's own, else 0.5).
    static func violations(_ scene: Scene, _ events: [Event], conformanceTolerance: Double? = nil)
        -> [Violation]
    {
        var replay = Replay(
            Recording(scene: scene, events: events), conformanceTolerance: conformanceTolerance)
        var found: [Violation] = []
        replay.run { found.append($0) }
        return found
    }

    /// A finger going down at (x, y0), moving in 10-pt steps to y1, optionally lifting.
    static func drag(
        x: Double = 200, from y0: Double, to y1: Double, id: Int = 1, at start: Double = 0, lift: Bool = true
    )
        -> [Event]
    {
        var events: [Event] = []
        var t = start
        events.append(.touch(id, .began, x, y0, at: t))
        var y = y0
        let direction: Double = y1 >= y0 ? 1 : -1
        while (y1 - y) * direction > 0 {
            y += direction * min(10, abs(y1 - y))
            t += 1.0 / 60
            events.append(.touch(id, .moved, x, y, at: t))
        }
        if lift { events.append(.touch(id, .ended, x, y, at: t + 1.0 / 60)) }
        return events
    }

    static func names(_ violations: [Violation]) -> Set<InvariantName> { Set(violations.map(\.invariant)) }

    /// `events` followed by two seconds of 60 Hz display frames, so any motion comes to rest.
    static func settled(_ events: [Event]) -> [Event] {
        let end = events.last?.t ?? 0
        return events + (1...120).map { Event(t: end + Double($0) / 60, .frame) }
    }

    // MARK: scroll.followsFinger

    /// Sets the offset further along once, at the first `scrollViewDidScroll` of a drag past
    /// `at`: the content jumps `by` points under the finger.
    struct JumpWhileDragging: ScrollViewDelegate {
        var at: Double
        var by: Double
        var done = false
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            guard !done, screen.scrollView.isDragging, screen.scrollView.contentOffset.y > at else { return }
            done = true
            screen.scrollView.contentOffset.y += by
        }
    }

    static func followsFingerViolations(_ code: AppCode?) -> [Violation] {
        let recording = Recording(scene: Scenes.collapsing(), events: settled(drag(from: 700, to: 400)))
        var replay = code.map { Replay(recording, code: $0) } ?? Replay(recording)
        var found: [Violation] = []
        replay.run { found.append($0) }
        return found.filter { $0.invariant == .scrollFollowsFinger }
    }

    @Test func scrollFollowsFingerHoldsForADragAndThePullPastTheTop() {
        #expect(Self.followsFingerViolations(nil).isEmpty)
        // Pulled down past the top: the rubber band moves the content less than the finger.
        let pull = Self.settled(Self.drag(from: 300, to: 600))
        #expect(!Self.names(Self.violations(Scenes.collapsing(), pull)).contains(.scrollFollowsFinger))
    }

    @Test func scrollFollowsFingerCatchesContentThatJumpsUnderTheFinger() throws {
        let found = Self.followsFingerViolations(AppCode(delegate: JumpWhileDragging(at: -100, by: 40)))
        let violation = try #require(found.first)
        #expect(found.count == 1)
        // The finger moved 10 pt up; the content moved 10 + 40 pt up in the window.
        #expect(violation.values.first { $0.key == "fingerMove" }?.value == .number(-10))
        #expect(violation.values.first { $0.key == "contentMove" }?.value == .number(-50))
        #expect(
            violation.message.hasPrefix("content of 'list' moved -50 pt under a finger that moved -10 pt"))
        // A 1-pt correction is within the tolerance.
        #expect(Self.followsFingerViolations(AppCode(delegate: JumpWhileDragging(at: -100, by: 1))).isEmpty)
    }

    // MARK: header.overscroll

    @Test func headerOverscrollCatchesTheBouncingHeaderAtTheTop() {
        let found = Self.violations(
            Scenes.collapsing(ignoresOverscroll: false), Self.settled(Self.drag(from: 300, to: 500)))
        let overscroll = found.filter { $0.invariant == .headerOverscroll }
        // After the release (event 22: began, 20 moves, ended) the list springs back to −148 and
        // the header collapses with it, frame after frame.
        #expect(overscroll.count > 5)
        // The release throws the list further out first (the header stays 148), then it comes back.
        #expect(overscroll.first.map { $0.eventIndex > 22 } == true)
        #expect(overscroll.first?.message.hasPrefix("header height changed by -") == true)
    }

    @Test func headerOverscrollHoldsWhenTheHeaderIgnoresTheBounce() {
        #expect(Self.violations(Scenes.collapsing(), Self.settled(Self.drag(from: 300, to: 500))).isEmpty)
    }

    @Test func headerOverscrollCatchesTheBottomBounce() {
        let events = Self.settled(
            [Event(t: 0, .scroll(.absolute(x: nil, y: 2600)))] + Self.drag(from: 600, to: 300, at: 1))
        #expect(
            Self.names(Self.violations(Scenes.collapsing(ignoresOverscroll: false), events)) == [
                .headerOverscroll
            ])
        #expect(Self.violations(Scenes.collapsing(), events).isEmpty)
    }

    /// The allowance is the in-bounds length of the path the list took, not of the straight line
    /// from where it was last inside: a list that leaves the range in one step from deep inside
    /// travelled to the edge first (found by the property test of the built-in behaviours).
    @Test func headerOverscrollMeasuresThePathTakenSinceTheListWasLastInside() {
        let metrics = ScrollMetrics(scene: Scenes.collapsing(), itemCount: 40)
        func move(_ from: Double, _ to: Double, _ heightBefore: Double, _ heightAfter: Double) -> OffsetMove {
            OffsetMove(
                from: from, to: to, headerHeightBefore: heightBefore, headerHeightAfter: heightAfter,
                lowerBound: metrics.lowerBound, upperBound: metrics.upperBound)
        }
        var path = OffsetPath(lastInside: -25, height: 120)
        #expect(path.follow([move(-25, -300, 120, 120)]) == nil)
        #expect(path.insideSinceLastInside == 123)
        #expect(path.lastInside == -25)
        #expect(
            path.follow([move(-300, -47, 120, 48)]) == nil,
            "72 pt of change against 123 + 101 pt of inside travel")
        #expect(path.lastInside == -47)
        #expect(path.heightAtLastInside == 48)
        // A bounce from the edge itself still allows nothing.
        var bounce = OffsetPath(lastInside: 2658, height: 48)
        #expect(bounce.follow([move(2658, 2700, 48, 48)]) == nil)
        #expect(bounce.follow([move(2700, 2690, 48, 52)])?.excess == 4)
        // Within one event, the worst move is the one reported.
        var twice = OffsetPath(lastInside: 2658, height: 48)
        #expect(twice.follow([move(2658, 2700, 48, 50), move(2700, 2680, 50, 60)])?.excess == 12)
    }

    // MARK: header.expandedAtTop

    /// Header code that never lets the header grow past 100 pt.
    struct HeaderCappedAt100: HeaderBehavior {
        mutating func didScroll(_ screen: inout HeaderScreen) {
            let y = screen.scrollView.contentOffset.y + screen.scrollView.adjustedContentInset.top
            screen.headerHeight = min(max(148 - y, 48), 100)
        }
    }

    /// The built-in header is at maxHeight whenever the list rests at its top; header code that
    /// leaves it short is caught when the list comes to rest there, once, and again after the list
    /// has left the top and come back.
    @Test func headerExpandedAtTopCatchesAHeaderShortAtTheTop() {
        let events = Self.settled(
            [Event(t: 0, .frame)] + Self.drag(from: 300, to: 200, at: 0.1)
                + Self.drag(from: 200, to: 300, at: 1.1))
        #expect(Self.violations(Scenes.collapsing(), events).isEmpty)
        let recording = Recording(scene: Scenes.collapsing(), events: events)
        let found = recording.replay(AppCode(header: HeaderCappedAt100())).violations.filter {
            $0.invariant == .headerExpandedAtTop
        }
        // At rest at the top at the first event (the header code set 100 at the initial layout),
        // then again once the second drag brought the list back and it came to rest.
        #expect(found.count == 2)
        #expect(found.first?.eventIndex == 1)
        #expect(
            found.first?.message
                == "the list rests at its top (y=-148) but the header is 100 pt high, not its maxHeight 148 "
                + "(event 1, scroll y=-148)")
        #expect(
            found.first?.values == [
                .number("header.height", 100), .number("header.maxHeight", 148),
                .number("scroll.offset.y", -148),
            ])
    }

    // MARK: header.bounds and header.direction

    /// A header whose maximum is below its view's initial height breaks nothing; a header that a
    /// stretching pinned header grows past max is allowed only while pulled past the top.
    @Test func headerBoundsAllowStretchOnlyPastTheTop() {
        let stretch = Scenes.collapsing(behavior: .pinned, stretches: true)
        let pull = Self.drag(from: 300, to: 500, lift: false)
        #expect(Self.violations(stretch, pull).isEmpty)
    }

    @Test func headerBoundsCatchAHeaderOutsideItsRange() {
        var world = World(scene: Scenes.collapsing())
        var after = world
        let outcome = after.apply(Event(t: 0, .frame))
        after.header = HeaderState(height: 152, behavior: FixedHeader())
        let found = Invariants.check(
            before: world, event: Event(t: 0, .frame), outcome: outcome, after: after)
        #expect(found.map(\.invariant) == [.headerBounds, .headerOverscroll, .contentBelowHeader])
        #expect(found.first?.message == "header height 152 exceeds maxHeight 148 (event 1, scroll y=-148)")
        #expect(
            found.first?.values == [
                .number("header.height", 152), .number("header.maxHeight", 148),
                .number("scroll.offset.y", -148),
            ])
        let frame = world.apply(Event(t: 0, .frame))
        #expect(
            Invariants.check(
                before: World(scene: Scenes.collapsing()), event: Event(t: 0, .frame), outcome: frame,
                after: world
            ).isEmpty)
    }

    @Test func headerDirectionCatchesAHeaderGrowingWhileScrollingDown() {
        let before = World(scene: Scenes.collapsing())
        var middle = before
        middle.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 0))))
        #expect(middle.header?.height == 48)
        var after = middle
        let outcome = after.apply(Event(t: 0.1, .scroll(.absolute(x: nil, y: 20))))
        after.header = before.header
        let found = Invariants.check(
            before: middle, event: Event(t: 0.1, .scroll(.absolute(x: nil, y: 20))), outcome: outcome,
            after: after)
        #expect(found.map(\.invariant) == [.headerDirection])
        #expect(
            found.last?.message == "header grew from 48 to 148 while scrolling down (event 2, scroll y=20)")
    }

    @Test func headerDirectionHoldsForQuickReturn() {
        let events = [Event(t: 0, .scroll(.absolute(x: nil, y: 1000)))] + Self.drag(from: 300, to: 600, at: 1)
        #expect(Self.violations(Scenes.collapsing(), events).isEmpty)
    }

    /// `header.direction`: one finger sample that drags the list from inside past maxOffset still collapses
    /// the header by the in-bounds part, so coming back inside grows it (seed 000's code shrank it).
    @Test func headerDirectionHoldsWhenOneSampleCrossesTheBottomEdge() {
        var world = World(scene: Scenes.collapsing())
        let events: [Event] = [
            Event(t: 0, .scroll(.absolute(x: nil, y: 2600))),
            Event(t: 0.1, .scroll(.relative(dx: 0, dy: -52))),
            .touch(1, .began, 200, 500, at: 1), .touch(1, .moved, 200, 488, at: 1.0167),
            .touch(1, .moved, 200, 336, at: 1.0333), .touch(1, .moved, 200, 420, at: 1.05),
        ]
        var heights: [Double] = []
        for event in events {
            world.apply(event)
            heights.append(world.header?.height ?? 0)
        }
        #expect(heights == [48, 100, 100, 100, 48, 90])
        #expect(world.axisOffset == 2616)
        #expect(Self.violations(Scenes.collapsing(), Self.settled(events)).isEmpty)
    }

    // MARK: scroll.rest

    @Test func scrollRestCatchesAListLeftOutsideItsRange() {
        let found = Self.violations(Scenes.collapsing(), [Event(t: 0, .scroll(.absolute(x: nil, y: -300)))])
        #expect(found.map(\.invariant) == [.scrollRest])
        #expect(found.first?.message == "list rests at -300 outside [-148, 2658] (event 1, scroll y=-300)")
        #expect(
            found.first?.values == [
                .number("offset", -300), .number("lowerBound", -148), .number("upperBound", 2658),
                .number("scroll.offset.y", -300),
            ])
    }

    @Test func scrollRestHoldsAfterAReleasePastTheEdge() {
        #expect(Self.violations(Scenes.collapsing(), Self.settled(Self.drag(from: 300, to: 600))).isEmpty)
    }

    // MARK: touch.passThrough

    @Test func passThroughCatchesTheSwallowingStackView() {
        let found = Self.violations(Scenes.overlay(passThrough: .emptyArea), Self.drag(from: 120, to: 20))
        #expect(found.map(\.invariant) == [.touchPassThrough])
        #expect(
            found.first?.message
                == "touch 1 at (200, 120) began in pass-through view 'header' but was swallowed by 'toolbar' (stack); "
                + "it should reach 'list' (event 1)")
    }

    @Test func passThroughHoldsWithControlsOnly() {
        let events = Self.drag(from: 120, to: 20) + [Event(t: 2, .tap(at: Point(x: 20, y: 60)))]
        #expect(Self.violations(Scenes.overlay(passThrough: .controls), events).isEmpty)
    }

    @Test func passThroughHoldsForButtonsInsideASelfPassThroughView() {
        let events = [
            Event(t: 0, .tap(at: Point(x: 20, y: 60))), Event(t: 1, .tap(at: Point(x: 370, y: 60))),
        ]
        #expect(Self.violations(Scenes.overlay(passThrough: .emptyArea), events).isEmpty)
    }

    // MARK: content.belowHeader

    @Test func contentBelowHeaderCatchesAHeaderCoveringTheFirstRow() throws {
        // The list is inset for a 100-pt header, but the header is 148 + 40 tall.
        var scene = Scenes.collapsing()
        scene.scroll.additionalSafeArea = EdgeInsets(top: 60)
        let found = Self.violations(
            scene, Self.settled([Event(t: 0, .frame)] + Self.drag(from: 300, to: 500, at: 1)))
        // Reported at the first event (the screen starts covered) and again when the list comes back
        // to rest at the top after the pull, not while it is dragged or springs back.
        #expect(found.map(\.invariant) == [.contentBelowHeader, .contentBelowHeader])
        #expect(found.first?.eventIndex == 1)
        let rest = try #require(found.last?.eventIndex)
        #expect(rest > 23)
        #expect(
            found.last?.message
                == "the first item's top y=108 is covered by the header, whose bottom is at y=148 "
                + "(event \(rest), scroll y=-108)")
    }

    /// An empty list has no item to cover (a user's report: it was said to cover "the first
    /// item"); content of a fixed size is named as such.
    @Test func contentBelowHeaderNamesWhatIsCovered() {
        var empty = Scenes.collapsing { $0.content = .items(ItemLayout(count: 0, length: 88)) }
        empty.scroll.additionalSafeArea = EdgeInsets(top: 60)
        #expect(Self.violations(empty, [Event(t: 0, .frame)]).isEmpty)
        var fixed = Scenes.collapsing { $0.content = .size(width: 414, height: 2000) }
        fixed.scroll.additionalSafeArea = EdgeInsets(top: 60)
        #expect(
            Self.violations(fixed, [Event(t: 0, .frame)]).map(\.message) == [
                "the content's top y=108 is covered by the header, whose bottom is at y=148 "
                    + "(event 1, scroll y=-108)"
            ])
    }

    @Test func contentBelowHeaderHoldsWhenTheInsetMatchesTheHeader() {
        #expect(Self.violations(Scenes.collapsing(), Self.settled(Self.drag(from: 300, to: 500))).isEmpty)
    }

    // MARK: update.anchor

    @Test func updateAnchorKeepsTheFirstVisibleRowInPlace() {
        let events = [
            Event(t: 0, .scroll(.absolute(x: nil, y: 1000))),
            Event(t: 1, .update(ItemUpdate(deleted: [0, 1, 2], anchor: .visible))),
        ]
        var replay = Replay(Recording(scene: Scenes.collapsing(), events: events))
        var found: [Violation] = []
        replay.run { found.append($0) }
        #expect(found.isEmpty)
        #expect(replay.world.axisOffset == 1000 - 3 * 88)
        #expect(replay.world.itemCount == 37)
    }

    @Test func updateWithoutAnchorKeepsTheOffset() {
        let events = [
            Event(t: 0, .scroll(.absolute(x: nil, y: 1000))),
            Event(t: 1, .update(ItemUpdate(deleted: [0, 1, 2], anchor: .none))),
        ]
        var replay = Replay(Recording(scene: Scenes.collapsing(), events: events))
        replay.run()
        #expect(replay.world.axisOffset == 1000)
    }

    @Test func updateAnchorCatchesAnAnchorThatMoved() {
        var before = World(scene: Scenes.collapsing())
        before.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 1000))))
        let event = Event(t: 1, .update(ItemUpdate(deleted: [0, 1, 2], anchor: .visible)))
        var after = before
        let outcome = after.apply(event)
        // The update kept the list where it was on screen (the anchor moved): as if it had not.
        let now = after.t
        after.scrollViews.change(.primary) { machine in
            _ = machine.assign(to: 1000, finger: nil, metrics: machine.metrics, at: now)
        }
        let found = Invariants.check(before: before, event: event, outcome: outcome, after: after)
        #expect(found.map(\.invariant) == [.updateAnchor])
        #expect(
            found.first?.message
                == "anchor item 11 (now 8) moved on screen from -32 to -296 (event 2, scroll y=1000)")
        #expect(
            found.first?.values == [
                .number("oldIndex", 11), .number("newIndex", 8), .number("from", -32), .number("to", -296),
                .number("scroll.offset.y", 1000),
            ])
    }

    // MARK: expect and conformance (more in ConformanceInvariantTests)

    @Test func expectReportsTheValueItGot() {
        let events = [
            Event(t: 0, .expect(Expectation(values: [.init("header.height", .number(100))]))),
            Event(t: 0, .expect(Expectation(values: [.init("header.height", .number(147.6))]))),
            Event(t: 0, .expect(Expectation(values: [.init("scroll.phase", .string("idle"))]))),
            Event(t: 0, .expect(Expectation(values: [.init("scroll.phase", .string("dragging"))]))),
            Event(
                t: 0,
                .expect(
                    Expectation(values: [], hit: HitExpectation(point: Point(x: 20, y: 60), target: "back")))),
            Event(
                t: 0,
                .expect(
                    Expectation(values: [], hit: HitExpectation(point: Point(x: 200, y: 120), target: "list"))
                )),
        ]
        let found = Self.violations(Scenes.collapsing(), events)
        #expect(
            found.map(\.message) == [
                "expected header.height = 100 (±0.5), got 148 (event 1)",
                "expected scroll.phase = \"dragging\", got \"idle\" (event 4)",
                "expected a touch at (200, 120) to reach 'list', it reaches 'header' (chain header) (event 6)",
            ])
        #expect(
            found.map(\.values) == [
                [
                    Value.Member("path", .string("header.height")), .number("expected", 100),
                    .number("actual", 148),
                    .number("tolerance", 0.5),
                ],
                [
                    Value.Member("path", .string("scroll.phase")),
                    Value.Member("expected", .string("dragging")),
                    Value.Member("actual", .string("idle")), .number("tolerance", 0.5),
                ],
                [
                    .number("x", 200), .number("y", 120), Value.Member("expected", .string("list")),
                    Value.Member("actual", .string("header")),
                ],
            ])
    }

    @Test func conformanceComparesObservationsWithinHalfAPoint() {
        let events = [
            Event(t: 0, .observe([.init("scroll.offset.y", .number(-147.6))])),
            Event(t: 0.5, .observe([.init("scroll.offset.y", .number(-140))])),
        ]
        let found = Self.violations(Scenes.collapsing(), events)
        #expect(found.map(\.invariant) == [.conformance])
        #expect(
            found.first?.message
                == "scroll.offset.y: the device showed -140, the model has -148: off by 8, more than the tolerance "
                + "0.5 (event 2, t=0.5)")
    }

    // MARK: replay.deterministic

    @Test func replayIsDeterministic() {
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: Self.drag(from: 700, to: 100) + Self.drag(from: 200, to: 800, at: 2))
        #expect(recording.determinismViolations(interval: 7).isEmpty)
    }

    /// A header whose code keeps a count outside the state (a class shared by every copy), as an
    /// app's header with a global might: its height depends on how often it was called before.
    struct CountingHeader: HeaderBehavior {
        /// Compared by identity: every copy of the header shares it, so copies compare equal.
        final class Calls: Hashable, @unchecked Sendable {
            var count = 0
            static func == (lhs: Calls, rhs: Calls) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        let calls: Calls
        mutating func didScroll(_ screen: inout HeaderScreen) {
            calls.count += 1
            screen.headerHeight = calls.count > 30 ? screen.minHeaderHeight : screen.maxHeaderHeight
        }
    }

    @Test func aHeaderThatCountsOutsideTheStateIsNotDeterministic() {
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: Self.drag(from: 700, to: 100) + Self.drag(from: 200, to: 800, at: 2))
        let found = recording.determinismViolations(
            code: AppCode(header: CountingHeader(calls: .init())), interval: 7)
        #expect(found.map(\.invariant) == [.replayDeterministic])
        // The first replay went on past 30 calls; a second one from the start sees the count it left
        // and the header is elsewhere at once.
        #expect(found.first?.message == "a second replay differs at event 1")
        #expect(found.first?.values == [.number("differsAt", 1)])
    }

    @Test func aReplayThatChecksInvariantsFindsTheSameNondeterminism() {
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: Self.drag(from: 700, to: 100) + Self.drag(from: 200, to: 800, at: 2))
        let result = recording.replay(AppCode(header: CountingHeader(calls: .init())))
        // (The jump at the 31st call also breaks header.overscroll in the first replay.)
        let determinism = result.violations.filter { $0.invariant == .replayDeterministic }
        #expect(determinism.map(\.message) == ["a second replay differs at event 1"])
    }

    @Test func resumingFromACopyIsCheckedAtEveryKeptState() {
        // Deterministic from the start for 30 calls: the second replay agrees at first, and the
        // difference shows where the copies resume.
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: Self.drag(from: 700, to: 100) + Self.drag(from: 200, to: 800, at: 2))
        var check = DeterminismCheck(interval: 4)
        var world = World(scene: recording.scene)
        check.observe(world)
        for event in recording.events {
            world.apply(event)
            check.observe(world)
        }
        #expect(check.violations(in: recording, final: world).isEmpty)
        // The kept states are the replay's own: replaying from them with other code differs.
        let other = check.violations(
            in: recording, final: world, code: AppCode(header: CountingHeader(calls: .init())))
        #expect(other.map(\.invariant) == [.replayDeterministic])
    }

    @Test func countOfViolationsIsTheReplaysNotTheWorlds() {
        let recording = Recording(
            scene: Scenes.collapsing(), events: [Event(t: 0, .scroll(.absolute(x: nil, y: -300)))])
        var replay = Replay(recording)
        replay.run()
        #expect(replay.violationCount == 1)
        #expect(replay.state[path: "violations"] == .number(1))
        // The same state without invariants: the world is the same, its own projection counts none.
        var world = World(scene: recording.scene)
        world.apply(recording.events[0])
        #expect(world == replay.world)
        #expect(world.state[path: "violations"] == .number(0))
    }
}

extension InvariantTests {
    @Test func scrollRestCatchesAPagerRestingBetweenPages() {
        let scene = MotionTests.pager()
        let found = Self.violations(scene, [Event(t: 0, .scroll(.absolute(x: 400, y: nil)))])
        #expect(found.map(\.invariant) == [.scrollRest])
        #expect(
            found.first?.message
                == "list rests at 400, between pages (page 1.311 of 305 pt from 0) (event 1, scroll x=400)")
        #expect(
            found.first?.values == [
                .number("offset", 400), .number("page", 400.0 / 305), .number("pageLength", 305),
                .number("lowerBound", 0), .number("scroll.offset.x", 400),
            ])
        #expect(Self.violations(scene, [Event(t: 0, .scroll(.absolute(x: 610, y: nil)))]).isEmpty)
    }

    @Test func scrollRestHoldsAfterPagingSwipes() {
        var recorder = EventRecorder(world: World(scene: MotionTests.pager()))
        MotionTests.swipe(&recorder, by: -200, speed: 50, at: 0)
        MotionTests.swipe(&recorder, by: -40, speed: 2000, at: 10)
        #expect(recorder.world.axisOffset == 610)
        #expect(Self.violations(MotionTests.pager(), recorder.events).isEmpty)
    }
}
