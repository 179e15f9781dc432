import Testing

@testable import ScrollTapeCore

@Suite struct HitTesterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var passThrough: ViewSpec.PassThrough
        var point: Point
        var chain: [String]
        var target: String
        var receiver: String
        var testDescription: String { name }
    }

    static let overlayCases: [Case] = [
        Case(
            name: "self: empty area is swallowed by the stack", passThrough: .emptyArea,
            point: Point(x: 200, y: 120),
            chain: ["header", "toolbar"], target: "toolbar", receiver: "none"),
        Case(
            name: "self: button still receives", passThrough: .emptyArea, point: Point(x: 20, y: 60),
            chain: ["header", "toolbar", "back"], target: "back", receiver: "control"),
        Case(
            name: "self: label is not interactive, stack behind it wins", passThrough: .emptyArea,
            point: Point(x: 100, y: 100), chain: ["header", "toolbar"], target: "toolbar", receiver: "none"),
        Case(
            name: "controls: empty area falls through to the list", passThrough: .controls,
            point: Point(x: 200, y: 120), chain: ["list"], target: "list", receiver: "scroll"),
        Case(
            name: "controls: share button", passThrough: .controls, point: Point(x: 370, y: 60),
            chain: ["header", "toolbar", "share"], target: "share", receiver: "control"),
        Case(
            name: "controls: below the header is a row", passThrough: .controls, point: Point(x: 200, y: 150),
            chain: ["list", "list.item.0"], target: "list.item.0", receiver: "scroll"),
        Case(
            name: "none: the header swallows its empty area", passThrough: .none,
            point: Point(x: 200, y: 120),
            chain: ["header", "toolbar"], target: "toolbar", receiver: "none"),
        Case(
            name: "right edge of a frame is outside (CGRect.contains)", passThrough: .controls,
            point: Point(x: 52, y: 60), chain: ["list"], target: "list", receiver: "scroll"),
    ]

    @Test(arguments: overlayCases)
    func overlayHeader(_ testCase: Case) {
        let world = World(scene: Scenes.overlay(passThrough: testCase.passThrough))
        let hit = world.geometry.hitTest(testCase.point)
        #expect(hit.chain == testCase.chain)
        #expect(hit.target.id(scrollID: "list") == testCase.target)
        #expect(hit.receiver == testCase.receiver)
    }

    @Test func passThroughViewsAreReported() {
        let world = World(scene: Scenes.overlay(passThrough: .controls))
        #expect(world.geometry.hitTest(Point(x: 200, y: 120)).passedThrough == ["header"])
        #expect(world.geometry.hitTest(Point(x: 20, y: 60)).passedThrough == [])
    }

    @Test func hiddenTransparentAndNonInteractiveSubtreesAreSkipped() {
        for change in [
            { (view: inout ViewSpec) in view.isHidden = true },
            { (view: inout ViewSpec) in view.alpha = 0.005 },
            { (view: inout ViewSpec) in view.isInteractive = false },
        ] {
            var scene = Scenes.collapsing()
            change(&scene.views[1])
            let hit = World(scene: scene).geometry.hitTest(Point(x: 20, y: 60))
            #expect(hit.chain == ["list"])
            #expect(hit.target == .scroll)
        }
    }

    @Test func childOutsideItsParentIsNotHit() {
        var scene = Scenes.collapsing()
        scene.views[1].children.append(
            ViewSpec(id: "badge", kind: .button, frame: Rect(x: 0, y: 140, width: 44, height: 44)))
        let world = World(scene: scene)
        #expect(world.geometry.hitTest(Point(x: 10, y: 145)).target == .control("badge"))
        #expect(world.geometry.hitTest(Point(x: 10, y: 170)).chain == ["list", "list.item.0"])
    }

    @Test func headerChildrenFollowTheHeaderHeightByPin() {
        var world = World(scene: Scenes.collapsing())
        world.drag(from: 600, to: 500, at: 0)
        // The pan begins at y 580 (the first sample more than 10 pt away), so the list moved 80 pt
        // and the header collapsed from 148 to 68.
        #expect(world.header?.height == 68)
        let geometry = world.geometry
        #expect(geometry.windowFrame(of: "header") == Rect(x: 0, y: 0, width: 414, height: 68))
        #expect(geometry.windowFrame(of: "back") == Rect(x: 8, y: 52, width: 44, height: 44))
        #expect(geometry.windowFrame(of: "title") == Rect(x: 16, y: 20, width: 300, height: 30))
        // Below the collapsed header is the list again.
        #expect(geometry.hitTest(Point(x: 200, y: 70)).receiver == "scroll")
    }

    @Test func fillViewsGrowAndPassTheirChangeOn() {
        let filler = ViewSpec(
            id: "background", frame: Rect(x: 0, y: 0, width: 414, height: 148), pin: .fill,
            children: [
                ViewSpec(
                    id: "search", kind: .button, frame: Rect(x: 16, y: 100, width: 380, height: 40),
                    pin: .bottom)
            ])
        var world = World(scene: Scenes.collapsing(headerChildren: [filler]))
        world.drag(from: 600, to: 530, at: 0)
        // The pan begins at 580; 50 pt later the header is 98 tall (a change of −50).
        #expect(world.header?.height == 98)
        #expect(world.geometry.windowFrame(of: "background") == Rect(x: 0, y: 0, width: 414, height: 98))
        #expect(world.geometry.windowFrame(of: "search") == Rect(x: 16, y: 50, width: 380, height: 40))
    }

    @Test func itemsFollowTheContentOffset() {
        var world = World(scene: Scenes.collapsing())
        world.drag(from: 700, to: 400, at: 0)
        // The pan begins at 680: offset −148 + 280 = 132, so window y 300 is content y 432, row 4.
        #expect(world.axisOffset == 132)
        #expect(world.geometry.hitTest(Point(x: 200, y: 300)).target == .item(4))
        #expect(world.geometry.itemFrame(5) == Rect(x: 0, y: 440 - 132, width: 414, height: 88))
    }

    @Test func spacingBetweenItemsHitsTheScrollView() {
        let scene = Scenes.collapsing {
            $0.content = .items(ItemLayout(count: 10, length: 80, spacing: 8, leading: 4))
        }
        let geometry = World(scene: scene).geometry
        // Content y = window y − 148: item 0 spans 4..<84, spacing 84..<92, item 1 from 92.
        #expect(geometry.hitTest(Point(x: 10, y: 148 + 2)).target == .scroll)
        #expect(geometry.hitTest(Point(x: 10, y: 148 + 50)).target == .item(0))
        #expect(geometry.hitTest(Point(x: 10, y: 148 + 88)).target == .scroll)
        #expect(geometry.hitTest(Point(x: 10, y: 148 + 92)).target == .item(1))
    }

    @Test func nothingUnderThePointIsTheWindow() {
        var scene = Scenes.collapsing()
        scene.scroll.frame = Rect(x: 0, y: 200, width: 414, height: 600)
        scene.views[0].frame = scene.scroll.frame
        let hit = World(scene: scene).geometry.hitTest(Point(x: 200, y: 850))
        #expect(hit.chain.isEmpty)
        #expect(hit.target == .window)
        #expect(hit.receiver == "none")
    }
}
