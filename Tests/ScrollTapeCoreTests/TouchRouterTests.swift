import Testing

@testable import ScrollTapeCore

/// The touch router alone: facts in, decisions out (FORMAT.md `touch`, and "`scrolls`: more scroll views").
@Suite struct TouchRouterTests {
    @Test(arguments: [
        // target, in a scroll view, stopped a motion, tracked, delays content touches → owner
        (HitTarget.control("button"), false, false, false, true, TouchState.Owner.control),
        // A control in a list: held like an item, so a quick drag from it scrolls the list.
        (.control("button"), true, false, true, true, .pending),
        (.control("button"), true, false, true, false, .control),
        (.control("button"), true, true, true, true, .scroll),
        (.control("button"), true, true, true, false, .scroll),
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

    @Test func aPendingTouchOnAnItemOrAControlIsTrackedByItOnceHeldForTheTouchDelay() {
        let configuration = Scenes.collapsing().scroll
        let touch = TouchState(
            id: 1, location: .zero, start: .zero, beganAt: 1, target: .item(2), owner: .pending,
            stoppedMotion: false, scrollViewID: .primary)
        let delay = configuration.touchDelay
        func tracker(_ touch: TouchState, at time: Double, _ configuration: ScrollConfiguration)
            -> TouchState.Owner?
        {
            TouchRouter.contentTracker(of: touch, at: time, configuration: configuration, resolution: 1e-9)
        }
        #expect(tracker(touch, at: 1 + delay / 2, configuration) == nil)
        #expect(tracker(touch, at: 1 + delay, configuration) == .item)
        var onAButton = touch
        onAButton.target = .control("button")
        #expect(tracker(onAButton, at: 1 + delay / 2, configuration) == nil)
        #expect(tracker(onAButton, at: 1 + delay, configuration) == .control)
        var onTheScrollView = touch
        onTheScrollView.target = .scroll
        #expect(tracker(onTheScrollView, at: 5, configuration) == nil)
        var onAPlainView = touch
        onAPlainView.target = .view("section")
        #expect(tracker(onAPlainView, at: 5, configuration) == nil)
        var withoutDelay = configuration
        withoutDelay.delaysContentTouches = false
        #expect(tracker(touch, at: 5, withoutDelay) == nil)
    }

    /// The primary list of the collapsing screen, tracking finger 1 (as after it went down).
    private static func trackingScrollViews() -> ScrollViewMachines {
        var machines = ScrollViewMachines(
            SceneStorage(Scenes.collapsing(), hitTestOverrides: [:]).scrollLayouts)
        _ = machines.change(.primary) { $0.fingerDown(1, at: 0) }
        return machines
    }

    /// Whether a pan may begin with finger `touch` of `owner`, moved from (200, 600) to `location`,
    /// over the primary list of `machines`.
    private static func panMayBegin(
        _ machines: ScrollViewMachines, touch: Int = 1, owner: TouchState.Owner = .pending,
        panFailed: Bool = false, to location: Point = Point(x: 200, y: 500)
    ) -> Bool {
        TouchRouter.panMayBegin(
            touch: touch, owner: owner, panFailed: panFailed, start: Point(x: 200, y: 600),
            location: location,
            chain: [.primary], inner: .primary, scrollViews: machines)
    }

    @Test func noPanBeginsWithinTheSlop() {
        let machines = Self.trackingScrollViews()
        let slop = machines.primary.configuration.panSlop
        #expect(!Self.panMayBegin(machines, to: Point(x: 200, y: 600 - slop)))
    }

    @Test func aPanMayBeginPastTheSlopOnTheScrollViewTrackingTheFinger() {
        let machines = Self.trackingScrollViews()
        let slop = machines.primary.configuration.panSlop
        #expect(Self.panMayBegin(machines, to: Point(x: 200, y: 600 - slop - 1)))
        #expect(
            TouchRouter.panCandidates(
                touch: 1, start: Point(x: 200, y: 600), location: Point(x: 200, y: 600 - slop - 1),
                chain: [.primary], scrollViews: machines) == [.primary])
        // Another finger's travel does not move it; nor is a pan tried again once refused.
        #expect(!Self.panMayBegin(machines, touch: 2))
        #expect(!Self.panMayBegin(machines, panFailed: true))
    }

    @Test func aScrollViewWhoseScrollingIsDisabledIsNoCandidate() {
        var scene = Scenes.collapsing()
        scene.scroll.scrollEnabled = false
        var machines = ScrollViewMachines(SceneStorage(scene, hitTestOverrides: [:]).scrollLayouts)
        _ = machines.change(.primary) { $0.fingerDown(1, at: 0) }
        #expect(
            TouchRouter.panCandidates(
                touch: 1, start: Point(x: 200, y: 600), location: Point(x: 200, y: 500), chain: [.primary],
                scrollViews: machines
            ).isEmpty)
    }

    @Test func anItemThatCannotBeCancelledKeepsItsFinger() {
        var scene = Scenes.collapsing()
        scene.scroll.canCancelContentTouches = false
        var machines = ScrollViewMachines(SceneStorage(scene, hitTestOverrides: [:]).scrollLayouts)
        _ = machines.change(.primary) { $0.fingerDown(1, at: 0) }
        #expect(!Self.panMayBegin(machines, owner: .item))
        #expect(Self.panMayBegin(machines, owner: .pending))
    }

    @Test func aControlThatTracksTheFingerKeepsItEvenWhenTheListCanCancelContentTouches() {
        // UIScrollView.touchesShouldCancel(in:) answers false for a control.
        let machines = Self.trackingScrollViews()
        #expect(machines.primary.configuration.canCancelContentTouches)
        #expect(!Self.panMayBegin(machines, owner: .control))
        #expect(Self.panMayBegin(machines, owner: .item))
        #expect(Self.panMayBegin(machines, owner: .pending))
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
        // In a list: lifted before the delay, the held touch reaches the control and taps it; once
        // a pan took it, the control never saw it.
        var inAList = touch
        inAList.scrollViewID = .primary
        inAList.owner = .pending
        #expect(
            TouchRouter.action(
                firedBy: inAList, at: Point(x: 20, y: 20), index: 3, scroll: nil, controlFrame: frame)
                == .tap(index: 3, view: "button"))
        inAList.owner = .scroll
        #expect(
            TouchRouter.action(
                firedBy: inAList, at: Point(x: 20, y: 20), index: 3, scroll: nil, controlFrame: frame)
                == nil)
    }

    @Test func aTapSelectsAnItemOrTapsAControlUnlessItStoppedAMotionOrAFingerDrivesTheList() {
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
                firedByTapOn: control, index: 1, stoppedMotion: false, driven: false, scroll: nil)
                == .tap(index: 1, view: "button"))
        // A tap that stops a moving list around the control reaches no view of its content.
        #expect(
            TouchRouter.action(
                firedByTapOn: control, index: 1, stoppedMotion: true, driven: false, scroll: nil) == nil)
    }
}
