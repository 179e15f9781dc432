import Testing

@testable import ScrollTapeCore

/// The app's `ScrollViewDelegate`: called in UIKit's order, with UIKit's units, and
/// what it changes carried out as UIKit does (FORMAT.md "The app's code as UIKit calls it").
@Suite struct ScrollViewDelegateTests {
    /// Writes down every call, with the offset it saw (`didScroll`s in a row are one entry, with
    /// the last offset).
    struct CallLog: ScrollViewDelegate {
        var calls: [String] = []
        var lastScrollOffset = 0.0
        /// What `scrollViewWillEndDragging` sets the target to (nil: leaves it).
        var snapTo: Double?
        var velocities: [Point] = []
        var targets: [Point] = []
        var answersScrollToTop = true

        private mutating func log(_ call: String, _ screen: AppScreen) {
            calls.append("\(call) \(screen.scrollView.id)")
        }

        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            lastScrollOffset = screen.scrollView.contentOffset.y
            if calls.last?.hasPrefix("didScroll") != true { log("didScroll", screen) }
        }
        mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {
            log("willBeginDragging", screen)
        }
        mutating func scrollViewWillEndDragging(
            _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            log("willEndDragging", screen)
            velocities.append(velocity)
            targets.append(targetContentOffset)
            if let snapTo { targetContentOffset.y = snapTo }
        }
        mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool) {
            log("didEndDragging(\(decelerate))", screen)
        }
        mutating func scrollViewWillBeginDecelerating(_ screen: inout AppScreen) {
            log("willBeginDecelerating", screen)
        }
        mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {
            log("didEndDecelerating", screen)
        }
        mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
            log("didEndScrollingAnimation", screen)
        }
        mutating func scrollViewShouldScrollToTop(_ screen: inout AppScreen) -> Bool {
            log("shouldScrollToTop", screen)
            return answersScrollToTop
        }
        mutating func scrollViewDidScrollToTop(_ screen: inout AppScreen) { log("didScrollToTop", screen) }
        mutating func scrollViewDidChangeAdjustedContentInset(_ screen: inout AppScreen) {
            log("didChangeAdjustedContentInset", screen)
        }
        mutating func viewDidAppear(_ screen: inout AppScreen) { log("viewDidAppear", screen) }
        mutating func viewDidLayoutSubviews(_ screen: inout AppScreen) {
            log("viewDidLayoutSubviews", screen)
        }
        mutating func primaryActionTriggered(_ control: String, _ screen: inout AppScreen) {
            calls.append("primaryActionTriggered \(control)")
        }
        mutating func didSelectItem(at index: Int, _ screen: inout AppScreen) {
            log("didSelectItem(\(index))", screen)
        }
    }

    static func log(_ world: World) -> CallLog {
        world.delegate as? CallLog ?? CallLog()
    }

    static func frames(_ world: inout World, from start: Double, seconds: Double) {
        var t = start
        while t < start + seconds {
            t += 1.0 / 60
            world.apply(Event(t: t, .frame))
        }
    }

    @Test func aFlickIsHeardInUIKitsOrderWithTheVelocityInPointsPerMillisecond() throws {
        var world = World(scene: Scenes.collapsing(), delegate: CallLog())
        #expect(
            Self.log(world).calls == ["didScroll list", "viewDidLayoutSubviews list", "viewDidAppear list"])
        let lift = world.drag(from: 700, to: 300, step: 20, at: 1, lift: false) + 1.0 / 60
        world.apply(.touch(1, .ended, 200, 280, at: lift))
        // The motion starts with the release velocity, in points per second.
        let release = world.scroll.velocity.y
        Self.frames(&world, from: lift, seconds: 6)
        let log = Self.log(world)
        #expect(
            log.calls.dropFirst(3) == [
                "willBeginDragging list", "didScroll list", "willEndDragging list",
                "didEndDragging(true) list",
                "willBeginDecelerating list", "didScroll list", "didEndDecelerating list",
            ])
        // The finger moved up 20 pt a frame: the offset grows at 1200 pt/s, 1.2 pt/ms, as UIKit gives it.
        let velocity = try #require(log.velocities.first)
        #expect(release > 1100)
        #expect(velocity.y == release / 1000)
        #expect(velocity.x == 0)
        // The target is where the deceleration rests, and it rests there.
        #expect(log.targets.first?.y == world.axisOffset)
        #expect(log.lastScrollOffset == world.axisOffset)
        #expect(world.scroll.phase == .idle)
    }

    @Test func aReleaseWithoutMotionDoesNotDecelerate() {
        var world = World(scene: Scenes.collapsing(), delegate: CallLog())
        var t = world.drag(from: 700, to: 400, step: 20, at: 1, lift: false)
        // The finger holds still for 0.2 s: no velocity is left at release.
        t += 0.2
        world.apply(.touch(1, .moved, 200, 400, at: t))
        world.apply(.touch(1, .ended, 200, 400, at: t + 0.01))
        Self.frames(&world, from: t + 0.01, seconds: 1)
        let log = Self.log(world)
        #expect(Array(log.calls.suffix(2)) == ["willEndDragging list", "didEndDragging(false) list"])
        #expect(log.velocities == [Point(x: 0, y: 0)])
        // 0, not −0 (found by a first-time user's trial: it printed "-0.0").
        #expect(log.velocities.first?.y.sign == .plus)
    }

    @Test(arguments: [500.0, 123.25, -148.0])
    func aChangedTargetIsWhereTheMotionRestsExactly(target: Double) {
        var world = World(scene: Scenes.collapsing(), delegate: CallLog(snapTo: target))
        let end = world.drag(from: 700, to: 300, step: 20, at: 1)
        Self.frames(&world, from: end, seconds: 6)
        #expect(world.axisOffset == target)
        #expect(Self.log(world).calls.last == "didEndDecelerating list")
    }

    @Test func aChangedTargetIsWhereAPageRestsExactly() {
        let scene = Scenes.collapsing { $0.paging = .init(pageLength: 300) }
        var world = World(scene: scene, delegate: CallLog(snapTo: 452))
        let end = world.drag(from: 700, to: 300, step: 20, at: 1)
        Self.frames(&world, from: end, seconds: 4)
        #expect(world.axisOffset == 452)
        #expect(Self.log(world).calls.last == "didEndDecelerating list")
    }

    /// Sets the top inset to `top` once the list has scrolled past 200 pt (as a quick-return bar
    /// whose inset follows it), keeping the content where it is on screen or not.
    struct InsetOnScroll: ScrollViewDelegate {
        var top: Double
        var adjustedInsetCalls: [EdgeInsets] = []
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            if screen.scrollView.contentOffset.y > 200 { screen.scrollView.contentInset.top = top }
        }
        mutating func scrollViewDidChangeAdjustedContentInset(_ screen: inout AppScreen) {
            adjustedInsetCalls.append(screen.scrollView.adjustedContentInset)
        }
    }

    @Test func anInsetTheCodeSetsKeepsTheOffsetAndMovesTheRange() {
        var world = World(scene: Scenes.collapsing(), delegate: InsetOnScroll(top: 60))
        #expect(world.metrics.lowerBound == -148)
        world.apply(Event(t: 1, .scroll(.absolute(x: nil, y: 300))))
        #expect(world.axisOffset == 300)
        #expect(world.metrics.lowerBound == -208)
        #expect(world.metrics.adjustedInset.top == 208)
        let code = world.delegate as? InsetOnScroll
        #expect(code?.adjustedInsetCalls == [EdgeInsets(top: 208, bottom: 34)])
    }

    /// Assigns `contentOffset` (plain assignment) once, the first time the list passes `at`.
    struct AssignOnce: ScrollViewDelegate {
        var at: Double
        var to: Double
        var animated: Bool?
        var done = false
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            guard !done, screen.scrollView.contentOffset.y > at else { return }
            done = true
            if let animated {
                screen.scrollView.setContentOffset(Point(x: 0, y: to), animated: animated)
            } else {
                screen.scrollView.contentOffset.y = to
            }
        }
    }

    @Test func aDragGoesOnFromAnOffsetTheCodeAssigns() {
        var world = World(scene: Scenes.collapsing(), delegate: AssignOnce(at: -100, to: 1000))
        world.drag(from: 700, to: 600, step: 10, at: 1, lift: false)
        let afterAssignment = world.axisOffset
        world.apply(.touch(1, .moved, 200, 550, at: 2))
        // The finger moved 50 pt more: the content follows it from where the code put it.
        #expect(afterAssignment > 1000)
        #expect(world.axisOffset == afterAssignment + 50)
        #expect(world.scroll.phase == .dragging)
    }

    @Test func anUnanimatedSetContentOffsetStopsADecelerationAndIsNotClamped() {
        var world = World(
            scene: Scenes.collapsing(), delegate: AssignOnce(at: 600, to: 9000, animated: false))
        let end = world.drag(from: 800, to: 200, step: 30, at: 1)
        Self.frames(&world, from: end, seconds: 1)
        #expect(world.axisOffset == 9000)
        #expect(world.scroll.phase == .idle)
    }

    @Test func aPlainAssignmentLetsADecelerationGoOn() {
        var world = World(scene: Scenes.collapsing(), delegate: AssignOnce(at: 600, to: 100))
        let end = world.drag(from: 800, to: 200, step: 30, at: 1)
        // The frame that passes 600 is put back to 100 at its end, and the motion goes on from there.
        world.apply(Event(t: end + 0.2, .frame))
        #expect(world.axisOffset == 100)
        world.apply(Event(t: end + 0.3, .frame))
        #expect(world.scroll.phase == .decelerating)
        #expect(world.axisOffset > 100)
    }

    /// Asks for an animated scroll to `to` when the app's button is tapped, and logs its end.
    struct ScrollOnTap: ScrollViewDelegate {
        var to: Double
        var ends: [Double] = []
        mutating func primaryActionTriggered(_ control: String, _ screen: inout AppScreen) {
            screen.scrollView.setContentOffset(Point(x: 0, y: to), animated: true)
        }
        mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
            ends.append(screen.scrollView.contentOffset.y)
        }
    }

    @Test func anAnimatedScrollEndsWithDidEndScrollingAnimationUnlessItIsThereAlready() {
        var world = World(scene: Scenes.collapsing(), delegate: ScrollOnTap(to: 400))
        world.apply(Event(t: 1, .tap(at: Point(x: 30, y: 70))))
        #expect(world.actions == [.tap(index: 1, view: "back")])
        #expect(world.scroll.phase == .snapping)
        Self.frames(&world, from: 1, seconds: 0.5)
        #expect(world.axisOffset == 400)
        #expect((world.delegate as? ScrollOnTap)?.ends == [400])
        var still = World(scene: Scenes.collapsing(), delegate: ScrollOnTap(to: -148))
        still.apply(Event(t: 1, .tap(at: Point(x: 30, y: 70))))
        Self.frames(&still, from: 1, seconds: 0.5)
        #expect(still.scroll.phase == .idle)
        #expect((still.delegate as? ScrollOnTap)?.ends == [])
    }

    @Test(arguments: [true, false])
    func theStatusBarAsksTheDelegateAndEndsWithDidScrollToTop(answer: Bool) {
        var world = World(scene: Scenes.collapsing(), delegate: CallLog(answersScrollToTop: answer))
        world.apply(Event(t: 1, .scroll(.absolute(x: nil, y: 600))))
        world.apply(Event(t: 2, .scrollTo(ScrollRequest(.top, animated: true))))
        Self.frames(&world, from: 2, seconds: 0.5)
        let calls = Self.log(world).calls.dropFirst(4)
        if answer {
            #expect(calls == ["shouldScrollToTop list", "didScroll list", "didScrollToTop list"])
            #expect(world.axisOffset == -148)
        } else {
            #expect(calls == ["shouldScrollToTop list"])
            #expect(world.axisOffset == 600)
        }
    }

    @Test func actionsReachTheDelegate() {
        var world = World(scene: Scenes.collapsing(), delegate: CallLog())
        world.apply(Event(t: 1, .tap(at: Point(x: 30, y: 70))))
        world.apply(.touch(2, .began, 200, 500, at: 2))
        world.apply(.touch(2, .ended, 200, 500, at: 2.05))
        #expect(world.actions.count == 2)
        guard case .select(_, let item, _) = world.actions.last else {
            Issue.record("no selection: \(world.actions)")
            return
        }
        #expect(
            Array(Self.log(world).calls.suffix(2)) == [
                "primaryActionTriggered back", "didSelectItem(\(item)) list",
            ])
    }

    /// Hides, disables or moves the header's back button, and sets the header's height, when the
    /// view appears.
    struct ChangeViews: ScrollViewDelegate {
        var hide = false
        var disable = false
        var transform: AffineTransform?
        var frameY: Double?
        var headerHeight: Double?
        mutating func viewDidAppear(_ screen: inout AppScreen) {
            var back = screen[view: "back"]
            back.isHidden = hide
            back.isUserInteractionEnabled = !disable
            if let transform { back.transform = transform }
            if let frameY { back.frame.y = frameY }
            screen[view: "back"] = back
            if let headerHeight { screen.headerHeight = headerHeight }
        }
    }

    @Test func hiddenAndDisabledViewsLetTouchesThrough() {
        let button = Point(x: 30, y: 70)
        #expect(
            World(scene: Scenes.collapsing(), delegate: ChangeViews()).geometry.hitTest(button).target
                == .control("back"))
        for code in [ChangeViews(hide: true), ChangeViews(disable: true)] {
            let world = World(scene: Scenes.collapsing(), delegate: code)
            #expect(world.geometry.hitTest(button).target != .control("back"))
        }
    }

    @Test func aTransformedViewIsHitWhereItIsDrawn() {
        // The button (8…52 × 52…96) scaled to half its size about its centre (30, 74) and moved
        // 100 pt right: drawn at 119…141 × 63…85.
        let transform = AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 100, ty: 0)
        let world = World(scene: Scenes.collapsing(), delegate: ChangeViews(transform: transform))
        #expect(world.geometry.hitTest(Point(x: 130, y: 74)).target == .control("back"))
        #expect(world.geometry.hitTest(Point(x: 120, y: 64)).target == .control("back"))
        #expect(world.geometry.hitTest(Point(x: 30, y: 74)).target != .control("back"))
        #expect(world.geometry.hitTest(Point(x: 142, y: 74)).target != .control("back"))
        #expect(world.geometry.hitTest(Point(x: 130, y: 87)).target != .control("back"))
    }

    @Test func aFrameTheCodeSetsIsLaidOutAndTheHeaderHeightIsOneValue() {
        let moved = World(scene: Scenes.collapsing(), delegate: ChangeViews(frameY: 200))
        #expect(moved.geometry.windowFrame(of: "back")?.y == 200)
        #expect(moved.geometry.hitTest(Point(x: 30, y: 70)).target != .control("back"))
        let shorter = World(scene: Scenes.collapsing(), delegate: ChangeViews(headerHeight: 90))
        #expect(shorter.header?.height == 90)
        #expect(shorter.geometry.windowFrame(of: "header")?.height == 90)
    }

    /// Moves the back button 100 pt down when the view appears, and back up by what it reads
    /// when the view is laid out again: the code reads the frame it set, and a move back to the
    /// frame laid out from the session takes effect (found by the pager's worked example, whose
    /// underline stayed where the last-but-one `didScroll` put it).
    struct MovesBackAndForth: ScrollViewDelegate {
        var read: [Double] = []
        var appeared = false
        mutating func viewDidAppear(_ screen: inout AppScreen) {
            screen[view: "back"].frame.y += 100
            appeared = true
        }
        mutating func viewDidLayoutSubviews(_ screen: inout AppScreen) {
            guard appeared else { return }  // the first layout comes before the view appears
            read.append(screen[view: "back"].frame.y)
            screen[view: "back"].frame.y -= 100
        }
    }

    @Test func theCodeReadsWhatItSetAndMovesAViewBackToWhereItWasLaidOut() {
        var world = World(scene: Scenes.collapsing(), delegate: MovesBackAndForth())
        #expect(world.geometry.windowFrame(of: "back")?.y == 152)
        world.apply(Event(t: 0.1, .safeArea(SafeAreaChange())))
        #expect((world.delegate as? MovesBackAndForth)?.read == [152])
        #expect(world.geometry.windowFrame(of: "back")?.y == 52)
    }

    /// Moves the list in every `didScroll`: UIKit would never return; the replay stops calling.
    struct Runaway: ScrollViewDelegate {
        var calls = 0
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            calls += 1
            screen.scrollView.contentOffset.y += 1
        }
    }

    @Test func codeThatKeepsMovingTheListFromDidScrollIsCalledABoundedNumberOfTimes() {
        var world = World(scene: Scenes.collapsing(), delegate: Runaway())
        let before = (world.delegate as? Runaway)?.calls ?? 0
        world.apply(Event(t: 1, .scroll(.absolute(x: nil, y: 300))))
        let calls = ((world.delegate as? Runaway)?.calls ?? 0) - before
        // Paid at the start of the event (what the first layout left owed) and at its end (the
        // scroll's): each time at most `AppCodeRunner.rounds` calls.
        #expect(calls == 2 * AppCodeRunner.rounds)
        #expect(world.axisOffset == 300 + Double(AppCodeRunner.rounds))
    }

    @Test func withADelegateTheHeaderKeepsTheHeightTheDelegateSets() {
        var world = World(scene: Scenes.collapsing(), delegate: CallLog())
        world.apply(Event(t: 1, .scroll(.absolute(x: nil, y: 600))))
        #expect(world.header?.height == Scenes.collapsing().header?.maxHeight)
    }

    /// An `expect` may name `views.<id>.…` for any view of the session, in a recording
    /// replayed without code too (the state lists no views there).
    @Test func anExpectNamesAnyViewOfTheSession() {
        let expect = { (x: Double) in
            Event(
                t: 1,
                .expect(
                    Expectation(values: [
                        .init("views.back.x", .number(x)), .init("views.back.hidden", .bool(false)),
                        .init("views.header.height", .number(148)),
                    ])))
        }
        #expect(World(scene: Scenes.collapsing()).state[path: "views"] == nil)
        let holds = Recording(scene: Scenes.collapsing(), events: [expect(8)])
        #expect(holds.replay().violations.isEmpty)
        let fails = Recording(scene: Scenes.collapsing(), events: [expect(9)])
        #expect(
            fails.replay().violations.map(\.message) == ["expected views.back.x = 9 (±0.5), got 8 (event 1)"])
    }
}
