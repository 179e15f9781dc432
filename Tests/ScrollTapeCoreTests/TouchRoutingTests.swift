import Testing

@testable import ScrollTapeCore

@Suite struct TouchRoutingTests {
    @Test func panBeginsAfterTheSlopWithoutAJump() {
        var store = TestStore(Scenes.collapsing())
        store.assertApply(.touch(1, .began, 200, 600, at: 0)) {
            $0.set("scroll.phase", .string("tracking"))
            $0.set(
                "touches.0",
                .object([
                    .init("id", .number(1)), .init("x", .number(200)), .init("y", .number(600)),
                    .init("target", .string("list.item.5")), .init("owner", .string("pending")),
                ]))
        }
        // 10 pt is not more than the slop: nothing moves.
        store.assertApply(.touch(1, .moved, 200, 590, at: 0.016)) { $0[number: "touches.0.y"] = 590 }
        // 11 pt: the pan begins here, and the content does not jump.
        store.assertApply(.touch(1, .moved, 200, 589, at: 0.033)) {
            $0[number: "touches.0.y"] = 589
            $0[string: "touches.0.owner"] = "scroll"
            $0[string: "scroll.phase"] = "dragging"
        }
        // From now on one to one; the velocity is the finger's, reversed.
        store.assertApply(.touch(1, .moved, 200, 569, at: 0.05)) {
            $0[number: "touches.0.y"] = 569
            $0[number: "scroll.offset.y"] = -128
            $0[number: "scroll.velocity.y"] = 20 / (0.05 - 0.033)
            $0[number: "header.height"] = 128
            $0[number: "header.progress"] = 0.2
        }
        // Lifted after resting longer than 100 ms: no velocity, no deceleration.
        store.assertApply(.touch(1, .ended, 200, 569, at: 0.2)) {
            $0.set("touches", .array([]))
            $0[string: "scroll.phase"] = "idle"
            $0[number: "scroll.velocity.y"] = 0
        }
    }

    @Test func aQuickTapOnARowSelectsIt() {
        var store = TestStore(Scenes.collapsing())
        store.assertApply(.touch(1, .began, 100, 300, at: 0)) {
            $0[string: "scroll.phase"] = "tracking"
            $0.set(
                "touches.0",
                .object([
                    .init("id", .number(1)), .init("x", .number(100)), .init("y", .number(300)),
                    .init("target", .string("list.item.1")), .init("owner", .string("pending")),
                ]))
        }
        store.assertApply(.touch(1, .ended, 100, 300, at: 0.05)) {
            $0.set("touches", .array([]))
            $0[string: "scroll.phase"] = "idle"
            $0.set(
                "actions.0",
                .object([
                    .init("index", .number(2)), .init("kind", .string("select")), .init("item", .number(1)),
                ]))
        }
    }

    @Test func aHeldTouchIsTrackedByTheItemAfterTheDelay() {
        var world = World(scene: Scenes.collapsing())
        world.apply(.touch(1, .began, 100, 300, at: 1))
        world.apply(.frame(at: 1.149))
        #expect(world.touches[0].owner == .pending)
        world.apply(.frame(at: 1.15))
        #expect(world.touches[0].owner == .item)
        world.apply(.touch(1, .ended, 100, 300, at: 1.4))
        #expect(world.actions == [.select(index: 4, item: 1)])
    }

    @Test func withoutDelaysContentTouchesTheItemTracksAtOnce() {
        var world = World(scene: Scenes.collapsing { $0.delaysContentTouches = false })
        world.apply(.touch(1, .began, 100, 300, at: 0))
        #expect(world.touches[0].owner == .item)
    }

    @Test func aPanAfterTheDelayCancelsTheItem() {
        var world = World(scene: Scenes.collapsing())
        world.apply(.touch(1, .began, 100, 500, at: 0))
        world.apply(.frame(at: 0.3))
        #expect(world.touches[0].owner == .item)
        world.apply(.touch(1, .moved, 100, 480, at: 0.32))
        #expect(world.touches[0].owner == .scroll)
        #expect(world.scroll.phase == .dragging)
        world.apply(.touch(1, .moved, 100, 400, at: 0.34))
        world.apply(.touch(1, .ended, 100, 400, at: 0.36))
        #expect(world.actions.isEmpty)
        #expect(world.axisOffset == -148 + 80)
    }

    @Test func withoutCanCancelContentTouchesTheItemKeepsTheTouchAndNoPanBegins() {
        var world = World(scene: Scenes.collapsing { $0.canCancelContentTouches = false })
        world.apply(.touch(1, .began, 100, 500, at: 0))
        world.apply(.frame(at: 0.3))
        world.apply(.touch(1, .moved, 100, 400, at: 0.32))
        #expect(world.touches[0].owner == .item)
        #expect(world.axisOffset == -148)
        world.apply(.touch(1, .ended, 100, 400, at: 0.36))
        #expect(world.actions == [.select(index: 4, item: 4)])
    }

    @Test func aPanBeforeTheDelayNeverSelects() {
        var world = World(scene: Scenes.collapsing())
        world.drag(from: 500, to: 450, at: 0)
        #expect(world.actions.isEmpty)
    }

    @Test func aControlFiresWhenTheTouchEndsInsideIt() {
        var world = World(scene: Scenes.collapsing())
        world.apply(.touch(1, .began, 20, 60, at: 0))
        #expect(world.touches[0].owner == .control)
        world.apply(.touch(1, .moved, 30, 80, at: 0.1))
        world.apply(.touch(1, .ended, 30, 80, at: 0.2))
        #expect(world.actions == [.tap(index: 3, view: "back")])
        #expect(world.axisOffset == -148)
    }

    // A button in a row of the list (row 2's: window x 340…400, y 346…390 at the top).

    @Test func aQuickDragThatStartsOnAButtonInAListScrollsIt() {
        var world = World(scene: Scenes.buttonsInRows())
        world.apply(.touch(1, .began, 370, 368, at: 0))
        #expect(world.touches[0].owner == .pending)
        #expect(world.touches[0].target == .control("like2"))
        // Past the slop within the touch delay: the pan takes the finger.
        world.apply(.touch(1, .moved, 370, 356, at: 0.016))
        world.apply(.touch(1, .moved, 370, 256, at: 0.1))
        #expect(world.touches[0].owner == .scroll)
        #expect(world.axisOffset == -148 + 100)
        world.apply(.touch(1, .ended, 370, 256, at: 0.3))
        #expect(world.actions.isEmpty)
    }

    @Test func aQuickPressOnAButtonInAListTapsItWhenTheFingerLifts() {
        var world = World(scene: Scenes.buttonsInRows())
        world.apply(.touch(1, .began, 370, 368, at: 0))
        world.apply(.touch(1, .ended, 370, 368, at: 0.08))
        #expect(world.actions == [.tap(index: 2, view: "like2")])
    }

    @Test func aPressHeldOnAButtonInAListIsTheButtonsAndNoPanTakesIt() {
        var world = World(scene: Scenes.buttonsInRows())
        world.apply(.touch(1, .began, 370, 368, at: 0))
        world.apply(.touch(1, .moved, 370, 368, at: 0.2))
        #expect(world.touches[0].owner == .control)
        world.apply(.touch(1, .moved, 370, 268, at: 0.3))
        #expect(world.axisOffset == -148)
        #expect(world.touches[0].owner == .control)
        world.apply(.touch(1, .ended, 370, 268, at: 0.35))
        #expect(world.actions.isEmpty)
    }

    @Test func withoutDelaysContentTouchesAButtonInAListTracksAtOnceAndNoPanTakesIt() {
        var world = World(scene: Scenes.buttonsInRows { $0.delaysContentTouches = false })
        world.apply(.touch(1, .began, 370, 368, at: 0))
        #expect(world.touches[0].owner == .control)
        world.apply(.touch(1, .moved, 370, 356, at: 0.016))
        world.apply(.touch(1, .moved, 370, 256, at: 0.1))
        #expect(world.axisOffset == -148)
    }

    @Test func aTapOnAButtonOfAMovingListStopsItAndTapsNothing() {
        var world = World(scene: Scenes.buttonsInRows())
        world.apply(.touch(1, .began, 200, 800, at: 0))
        for step in 1...6 {
            world.apply(.touch(1, .moved, 200, 800 - 30 * Double(step), at: 0.016 * Double(step)))
        }
        world.apply(.touch(1, .ended, 200, 600, at: 0.112))
        world.apply(Event(t: 0.15, .frame))
        #expect(world.scroll.mode.isMoving)
        let offset = world.axisOffset
        // Row 3's button, where the moving list has brought it.
        world.apply(Event(t: 0.15, .tap(at: Point(x: 370, y: 148 + 88 * 3 + 44 - (offset + 148)))))
        #expect(!world.scroll.mode.isMoving)
        #expect(world.actions.isEmpty)
    }

    @Test func aControlDoesNotFireWhenTheTouchEndsOutside() {
        var world = World(scene: Scenes.collapsing())
        world.apply(.touch(1, .began, 20, 60, at: 0))
        world.apply(.touch(1, .moved, 100, 60, at: 0.1))
        world.apply(.touch(1, .ended, 100, 60, at: 0.2))
        #expect(world.actions.isEmpty)
    }

    @Test func aCancelledTouchDoesNothing() {
        var world = World(scene: Scenes.collapsing())
        world.apply(.touch(1, .began, 20, 60, at: 0))
        world.apply(.touch(1, .cancelled, 20, 60, at: 0.1))
        world.apply(.touch(2, .began, 100, 300, at: 0.2))
        world.apply(.touch(2, .cancelled, 100, 300, at: 0.25))
        #expect(world.actions.isEmpty)
        #expect(world.touches.isEmpty)
        #expect(world.scroll.phase == .idle)
    }

    @Test func aTouchOnAPlainViewMovesNothing() {
        var world = World(scene: Scenes.overlay(passThrough: .none))
        world.apply(.touch(1, .began, 200, 120, at: 0))
        #expect(world.touches[0].owner == .none)
        #expect(world.touches[0].target == .view("toolbar"))
        world.apply(.touch(1, .moved, 200, 20, at: 0.1))
        world.apply(.touch(1, .ended, 200, 20, at: 0.2))
        #expect(world.axisOffset == -148)
        #expect(world.actions.isEmpty)
    }

    @Test func onlyTheFirstFingerMovesTheList() {
        var world = World(scene: Scenes.collapsing())
        world.apply(.touch(1, .began, 100, 600, at: 0))
        world.apply(.touch(2, .began, 300, 600, at: 0.01))
        #expect(world.touches[1].owner == .scroll)
        world.apply(.touch(2, .moved, 300, 400, at: 0.02))
        #expect(world.axisOffset == -148)
        world.apply(.touch(1, .moved, 100, 580, at: 0.03))
        world.apply(.touch(1, .moved, 100, 500, at: 0.04))
        #expect(world.axisOffset == -68)
        world.apply(.touch(2, .ended, 300, 400, at: 0.05))
        #expect(world.actions.isEmpty)
    }

    @Test func tapEventsTapControlsAndSelectRows() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event(t: 0, .tap(at: Point(x: 20, y: 60))))
        world.apply(Event(t: 0.5, .tap(at: Point(x: 20, y: 400))))
        world.apply(Event(t: 1, .tap(at: Point(x: 300, y: 100))))
        #expect(world.actions == [.tap(index: 1, view: "back"), .select(index: 2, item: 2)])
        #expect(world.touches.isEmpty)
    }

    @Test func releasePastAnEdgeSpringsBackToIt() {
        var world = World(scene: Scenes.collapsing())
        world.drag(from: 300, to: 500, at: 0, lift: false)
        #expect(world.axisOffset < -148)
        #expect(world.axisOffset > -148 - 180)
        world.apply(.touch(1, .ended, 200, 500, at: 1))
        #expect(world.scroll.phase == .bouncing)
        world.runFrames(from: 1, until: 3)
        #expect(world.axisOffset == -148)
        #expect(world.scroll.phase == .idle)
        #expect(world.header?.height == 148)
    }

    @Test func pullPastTheTopFollowsTheRubberBand() {
        var world = World(scene: Scenes.collapsing())
        // Pan starts at 320, then 180 pt of raw overshoot.
        world.drag(from: 300, to: 500, at: 0, lift: false)
        let expected = -148 - RubberBand(coefficient: 0.55, extent: 896).displayed(180)
        #expect(abs(world.axisOffset - expected) < 1e-9)
        // Moving back follows the same curve (no jump when the direction changes).
        world.apply(.touch(1, .moved, 200, 320, at: 1))
        #expect(abs(world.axisOffset - -148) < 1e-9)
    }

    @Test func withoutBouncesTheDragStopsAtTheEdge() {
        var world = World(scene: Scenes.collapsing { $0.bounces = false })
        world.drag(from: 300, to: 500, at: 0, lift: false)
        #expect(world.axisOffset == -148)
    }

    @Test func shortContentOnlyBouncesWithAlwaysBounce() {
        var still = World(scene: Scenes.collapsing { $0.content = .items(ItemLayout(count: 3, length: 88)) })
        still.drag(from: 600, to: 300, at: 0, lift: false)
        #expect(still.axisOffset == -148)
        #expect(still.scroll.phase == .tracking)
        var bouncy = World(
            scene: Scenes.collapsing {
                $0.content = .items(ItemLayout(count: 3, length: 88))
                $0.alwaysBounces = true
            })
        bouncy.drag(from: 600, to: 300, at: 0, lift: false)
        #expect(bouncy.axisOffset > -148)
        bouncy.apply(.touch(1, .ended, 200, 300, at: 1))
        bouncy.runFrames(from: 1, until: 3)
        #expect(bouncy.axisOffset == -148)
    }

    @Test func scrollEventsMoveTheList() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event(t: 0, .scroll(.absolute(x: nil, y: 500))))
        #expect(world.axisOffset == 500)
        #expect(world.header?.height == 48)
        world.apply(Event(t: 0.1, .scroll(.relative(dx: 0, dy: -30))))
        #expect(world.axisOffset == 470)
        #expect(world.header?.height == 78)
        world.apply(Event(t: 0.2, .scroll(.relative(dx: 0, dy: 10_000))))
        #expect(world.axisOffset == 2658)
    }
}

extension Event {
    static func frame(at t: Double) -> Event { Event(t: t, .frame) }
}
