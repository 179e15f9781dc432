import Testing

@testable import ScrollTapeCore

/// The touch router alone: facts in, decisions out (FORMAT.md `touch`, and "`scrolls`: more scroll views").
@Suite struct TouchRouterTests {
    @Test(arguments: [
        // target, in a scroll view, stopped a motion, tracked, delays content touches → owner
        (HitTarget.control("button"), false, false, false, true, TouchState.Owner.control),
        (.control("button"), true, true, true, false, .control),
        (.view("header"), false, false, false, true, .none),
        (.window, false, false, false, true, .none),
        (.item(3), true, true, true, true, .scroll),
        (.item(3), true, false, false, true, .scroll),
        (.item(3), true, false, true, true, .pending),
        (.item(3), true, false, true, false, .item),
        (.scroll, true, false, true, false, .pending),
        (.view("section"), true, false, true, false, .pending),
    ])
    func ownerOfAFingerThatWentDown(
        target: HitTarget, inScrollView: Bool, stopped: Bool, tracking: Bool, delays: Bool,
        expected: TouchState.Owner
    ) {
        #expect(
            TouchRouter.owner(
                of: target, inScrollView: inScrollView, stoppedMotion: stopped, tracking: tracking,
                delaysContentTouches: delays) == expected)
    }

    @Test func aPendingTouchOnAnItemTracksItOnceHeldForTheTouchDelay() {
        let configuration = Scenes.collapsing().scroll
        let touch = TouchState(
            id: 1, location: .zero, start: .zero, beganAt: 1, target: .item(2), owner: .pending,
            stoppedMotion: false, scrollViewID: .primary)
        let delay = configuration.touchDelay
        #expect(
            !TouchRouter.itemTracks(touch, at: 1 + delay / 2, configuration: configuration, resolution: 1e-9))
        #expect(TouchRouter.itemTracks(touch, at: 1 + delay, configuration: configuration, resolution: 1e-9))
        var onTheScrollView = touch
        onTheScrollView.target = .scroll
        #expect(
            !TouchRouter.itemTracks(onTheScrollView, at: 5, configuration: configuration, resolution: 1e-9))
        var withoutDelay = configuration
        withoutDelay.delaysContentTouches = false
        #expect(!TouchRouter.itemTracks(touch, at: 5, configuration: withoutDelay, resolution: 1e-9))
    }

    /// The primary list of the collapsing screen, tracking finger 1 (as after it went down).
    private static func trackingScrollViews() -> ScrollViewMachines {
        var machines = ScrollViewMachines(
            SceneStorage(Scenes.collapsing(), hitTestOverrides: [:]).scrollLayouts)
        _ = machines.change(.primary) { $0.fingerDown(1, at: 0) }
        return machines
    }

    @Test func noPanBeginsWithinTheSlop() {
        let machines = Self.trackingScrollViews()
        let slop = machines.primary.configuration.panSlop
        let winner = TouchRouter.panWinner(
            touch: 1, owner: .pending, start: Point(x: 200, y: 600), location: Point(x: 200, y: 600 - slop),
            chain: [.primary], inner: .primary, scrollViews: machines, metrics: { machines.metrics($0) })
        #expect(winner == nil)
    }

    @Test func aPanBeginsPastTheSlopOnTheScrollViewTrackingTheFinger() {
        let machines = Self.trackingScrollViews()
        let slop = machines.primary.configuration.panSlop
        let winner = TouchRouter.panWinner(
            touch: 1, owner: .pending, start: Point(x: 200, y: 600),
            location: Point(x: 200, y: 600 - slop - 1), chain: [.primary], inner: .primary,
            scrollViews: machines, metrics: { machines.metrics($0) })
        #expect(winner == .primary)
        // Another finger's travel does not move it.
        let other = TouchRouter.panWinner(
            touch: 2, owner: .pending, start: Point(x: 200, y: 600), location: Point(x: 200, y: 500),
            chain: [.primary], inner: .primary, scrollViews: machines, metrics: { machines.metrics($0) })
        #expect(other == nil)
    }

    @Test func anItemThatCannotBeCancelledKeepsItsFinger() {
        var scene = Scenes.collapsing()
        scene.scroll.canCancelContentTouches = false
        var machines = ScrollViewMachines(SceneStorage(scene, hitTestOverrides: [:]).scrollLayouts)
        _ = machines.change(.primary) { $0.fingerDown(1, at: 0) }
        func winner(_ owner: TouchState.Owner) -> ScrollViewID? {
            TouchRouter.panWinner(
                touch: 1, owner: owner, start: Point(x: 200, y: 600), location: Point(x: 200, y: 500),
                chain: [.primary], inner: .primary, scrollViews: machines, metrics: { machines.metrics($0) })
        }
        #expect(winner(.item) == nil)
        #expect(winner(.pending) == .primary)
    }

    @Test func aLiftedFingerSelectsTheItemItTrackedUnlessItStoppedAMotion() {
        var touch = TouchState(
            id: 1, location: .zero, start: .zero, beganAt: 0, target: .item(4), owner: .item,
            stoppedMotion: false, scrollViewID: .primary)
        let noFrame: (String) -> Rect? = { _ in nil }
        #expect(
            TouchRouter.action(firedBy: touch, at: .zero, index: 7, scroll: nil, controlFrame: noFrame)
                == .select(index: 7, item: 4, scroll: nil))
        touch.owner = .pending
        #expect(
            TouchRouter.action(firedBy: touch, at: .zero, index: 7, scroll: "pager", controlFrame: noFrame)
                == .select(index: 7, item: 4, scroll: "pager"))
        touch.stoppedMotion = true
        #expect(
            TouchRouter.action(firedBy: touch, at: .zero, index: 7, scroll: nil, controlFrame: noFrame) == nil
        )
        touch.stoppedMotion = false
        touch.owner = .scroll
        #expect(
            TouchRouter.action(firedBy: touch, at: .zero, index: 7, scroll: nil, controlFrame: noFrame) == nil
        )
    }

    @Test func aLiftedFingerTapsItsControlOnlyInsideIt() {
        let touch = TouchState(
            id: 1, location: .zero, start: .zero, beganAt: 0, target: .control("button"), owner: .control,
            stoppedMotion: false)
        let frame: (String) -> Rect? = { $0 == "button" ? Rect(x: 0, y: 0, width: 44, height: 44) : nil }
        #expect(
            TouchRouter.action(
                firedBy: touch, at: Point(x: 20, y: 20), index: 3, scroll: nil, controlFrame: frame)
                == .tap(index: 3, view: "button"))
        #expect(
            TouchRouter.action(
                firedBy: touch, at: Point(x: 60, y: 20), index: 3, scroll: nil, controlFrame: frame)
                == nil)
    }

    @Test func aTapSelectsAnItemUnlessItStoppedAMotionOrAFingerDrivesTheList() {
        let item = HitResult(
            chain: ["list.item.2", "list"], target: .item(2), passedThrough: [], scrollViewID: .primary,
            scrollView: "list")
        #expect(
            TouchRouter.action(firedByTapOn: item, index: 1, stoppedMotion: false, driven: false, scroll: nil)
                == .select(index: 1, item: 2, scroll: nil))
        #expect(
            TouchRouter.action(firedByTapOn: item, index: 1, stoppedMotion: true, driven: false, scroll: nil)
                == nil)
        #expect(
            TouchRouter.action(firedByTapOn: item, index: 1, stoppedMotion: false, driven: true, scroll: nil)
                == nil)
        let control = HitResult(chain: ["button"], target: .control("button"), passedThrough: [])
        #expect(
            TouchRouter.action(
                firedByTapOn: control, index: 1, stoppedMotion: true, driven: true, scroll: nil)
                == .tap(index: 1, view: "button"))
    }
}
