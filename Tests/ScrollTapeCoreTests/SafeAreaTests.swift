import Testing

@testable import ScrollTapeCore
@testable import ScrollTapeExplorer

/// `safeArea` events: a rotation or a safe-area change lays the scene out anew (frames
/// follow the window by the edges on their parents' edges), the lists keep their offsets as UIKit's
/// scroll views do, and the header code hears of it.
@Suite struct SafeAreaTests {
    /// An iPhone 11 turned to landscape: no status bar, the sensor housing on the left and right.
    static let landscape = SafeAreaChange(
        width: 896, height: 414, safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48), statusBar: 0)
    /// And back to portrait.
    static let portrait = SafeAreaChange(
        width: 414, height: 896, safeArea: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0), statusBar: 48)

    static func rotate(_ change: SafeAreaChange = landscape, at t: Double) -> Event {
        Event(t: t, .safeArea(change))
    }

    // MARK: Frames

    @Test(arguments: [
        // A full-screen list: both pairs of edges on the window's.
        (Rect(x: 0, y: 0, width: 414, height: 896), Rect(x: 0, y: 0, width: 896, height: 414)),
        // A header across the top: its width follows, its height stays.
        (Rect(x: 0, y: 0, width: 414, height: 148), Rect(x: 0, y: 0, width: 896, height: 148)),
        // A tab bar at the bottom: it moves with the bottom edge and takes the width.
        (Rect(x: 0, y: 813, width: 414, height: 83), Rect(x: 0, y: 331, width: 896, height: 83)),
        // A button at the right edge moves with it.
        (Rect(x: 370, y: 52, width: 44, height: 44), Rect(x: 852, y: 52, width: 44, height: 44)),
        // A view in the middle keeps its place from the top left.
        (Rect(x: 100, y: 300, width: 200, height: 100), Rect(x: 100, y: 300, width: 200, height: 100)),
        // A view taller than the new window: its height goes down by the window's change, not below 0.
        (Rect(x: 0, y: 0, width: 10, height: 896), Rect(x: 0, y: 0, width: 10, height: 414)),
    ])
    func framesFollowTheWindowByTheEdgesOnItsEdges(frame: Rect, expected: Rect) {
        let window = Size(width: 414, height: 896)
        let landscape = Size(width: 896, height: 414)
        #expect(frame.following(from: window, to: landscape) == expected)
        // And back again.
        #expect(expected.following(from: landscape, to: window) == frame)
    }

    @Test func theSceneIsLaidOutOnTheNewScreen() {
        let share = ViewSpec(id: "share", kind: .button, frame: Rect(x: 370, y: 52, width: 44, height: 44))
        let scene = Scenes.collapsing(
            headerChildren: [
                ViewSpec(id: "back", kind: .button, frame: Rect(x: 8, y: 52, width: 44, height: 44)), share,
            ])
        let device = Self.landscape.applied(to: scene.device)
        let laidOut = scene.laidOut(on: device)
        #expect(laidOut.device == device)
        #expect(laidOut.device.statusBar == 0)
        #expect(laidOut.scroll.frame == Rect(x: 0, y: 0, width: 896, height: 414))
        #expect(laidOut.view(withID: "list")?.frame == laidOut.scroll.frame)
        #expect(laidOut.view(withID: "header")?.frame == Rect(x: 0, y: 0, width: 896, height: 148))
        #expect(laidOut.view(withID: "share")?.frame == Rect(x: 852, y: 52, width: 44, height: 44))
        #expect(laidOut.view(withID: "back")?.frame == Rect(x: 8, y: 52, width: 44, height: 44))
        // Only the frames and the device change.
        #expect(laidOut.header == scene.header)
        #expect(laidOut.scroll.content == scene.scroll.content)
        #expect(laidOut.laidOut(on: scene.device) == scene)
    }

    @Test func aScrollViewInsideAViewTakesItsNewFrameInItsParent() {
        var scene = Scenes.collapsing()
        let pager = ScrollConfiguration(
            id: "pager", frame: Rect(x: 0, y: 0, width: 414, height: 200), axis: .horizontal,
            content: .items(ItemLayout(count: 3, length: 414)), insetAdjustment: .never, paging: .init())
        scene.scrolls = [pager]
        scene.views.append(
            ViewSpec(
                id: "card", frame: Rect(x: 0, y: 600, width: 414, height: 200),
                children: [ViewSpec(id: "pager", kind: .scroll, frame: pager.frame)]))
        let laidOut = scene.laidOut(on: Self.landscape.applied(to: scene.device))
        #expect(laidOut.view(withID: "card")?.frame == Rect(x: 0, y: 600, width: 896, height: 200))
        #expect(laidOut.scrolls[0].frame == Rect(x: 0, y: 0, width: 896, height: 200))
        #expect(laidOut.view(withID: "pager")?.frame == laidOut.scrolls[0].frame)
    }

    // MARK: Offsets

    @Test func aListAtItsTopStaysAtItsTop() {
        var world = World(scene: Scenes.collapsing())
        #expect(world.axisOffset == -148)
        world.apply(Self.rotate(at: 1))
        // The inset loses the status bar (48) and keeps the additional safe area (100); the sensor
        // housing's 48 on the sides does not inset a vertical list (`automatic`).
        #expect(world.metrics.adjustedInset == EdgeInsets(top: 100, left: 0, bottom: 21, right: 0))
        #expect(world.metrics.contentWidth == 896)
        #expect(world.metrics.maxOffset.y == 3520 + 21 - 414)
        #expect(world.axisOffset == -100)
        #expect(world.scroll.offset.x == 0)
        world.apply(Self.rotate(Self.portrait, at: 2))
        #expect(world.axisOffset == -148)
        #expect(world.metrics == World(scene: Scenes.collapsing()).metrics)
    }

    @Test func anOffsetInsideBothRangesStays() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: 1000))))
        world.apply(Self.rotate(at: 1))
        #expect(world.axisOffset == 1000)
        world.apply(Self.rotate(Self.portrait, at: 2))
        #expect(world.axisOffset == 1000)
    }

    @Test func aListAtItsEndComesBackToItsNewEndWhenTheViewportGrows() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.rotate(at: 0.5))
        world.apply(Event(t: 1, .scroll(.absolute(x: nil, y: 3127))))
        world.apply(Self.rotate(Self.portrait, at: 2))
        #expect(world.axisOffset == 2658)
        // Portrait to landscape at the end: the offset stays, no longer at the end (UIKit's).
        world.apply(Self.rotate(at: 3))
        #expect(world.axisOffset == 2658)
        #expect(world.metrics.upperBound == 3127)
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: [
                Event(t: 0.25, .scroll(.absolute(x: nil, y: 1000))), Self.rotate(at: 0.5),
                Event(t: 1, .scroll(.absolute(x: nil, y: 3127))), Self.rotate(Self.portrait, at: 2),
                Self.rotate(at: 3),
            ])
        #expect(recording.replay().violations.isEmpty)
    }

    /// The classic rotation bug: a header whose 148 pt include the portrait status bar's 48, over a
    /// list inset by the safe area, covers the first row in landscape, where there is no status bar.
    @Test func aHeaderSizedForThePortraitStatusBarCoversTheFirstRowInLandscape() {
        let recording = Recording(scene: Scenes.collapsing(), events: [Self.rotate(at: 0.5)])
        let violations = recording.replay().violations
        #expect(violations.map(\.invariant) == [.contentBelowHeader])
        #expect(violations.first?.eventIndex == 1)
        #expect(
            violations.first?.message.hasPrefix("the first item's top y=100 is covered by the header") == true
        )
    }

    @Test func aFlickStopsWhereItIsAndAFingerKeepsItsList() {
        var world = World(scene: Scenes.collapsing())
        let t = world.drag(from: 700, to: 300, step: 40, at: 0)
        #expect(world.scroll.phase == .decelerating)
        world.apply(Event(t: t + 0.1, .frame))
        let offset = world.axisOffset
        world.apply(Self.rotate(at: t + 0.1))
        #expect(world.scroll.phase == .idle)
        #expect(world.scroll.velocity == .zero)
        #expect(world.axisOffset == offset)

        var held = World(scene: Scenes.collapsing())
        held.drag(from: 700, to: 600, at: 0, lift: false)
        #expect(held.scroll.phase == .dragging)
        let heldOffset = held.axisOffset
        held.apply(Self.rotate(at: 1))
        #expect(held.scroll.phase == .dragging)
        #expect(held.axisOffset == heldOffset)
    }

    /// Found by the recording generator's oracle: a list dragged past its top, turned so that its
    /// new range starts lower, jumped toward the range at the next sample (the finger's travel so
    /// far went through the new rubber band). The content follows the finger from where both are.
    @Test func aListDraggedPastItsEdgeFollowsTheFingerFromWhereItIsAfterATurn() {
        var world = World(scene: Scenes.collapsing(behavior: .pinned))
        let t = world.drag(from: 300, to: 400, at: 0, lift: false)
        let before = world.axisOffset
        #expect(before < -148)
        world.apply(Self.rotate(at: t))
        #expect(world.axisOffset == before)
        world.apply(Event.touch(1, .moved, 200, 405, at: t + 1.0 / 60))
        // 5 pt further down past the new top (−100): the list goes further out, less than 5 pt.
        #expect(world.axisOffset < before)
        #expect(world.axisOffset > before - 5)
        world.apply(Event.touch(1, .ended, 200, 405, at: t + 2.0 / 60))
        world.apply(Event(t: t + 3, .frame))
        #expect(world.axisOffset == -100)
    }

    @Test func aPagerWhosePagesAreItsWidthIsLeftBetweenPages() {
        let scroll = ScrollConfiguration(
            frame: Rect(x: 0, y: 0, width: 414, height: 896), axis: .horizontal,
            content: .items(ItemLayout(count: 5, length: 414)), insetAdjustment: .never, paging: .init())
        let scene = Scene(
            device: Scenes.iPhone11, scroll: scroll,
            views: [ViewSpec(id: "list", kind: .scroll, frame: scroll.frame)])
        let recording = Recording(
            scene: scene,
            events: [
                Event(t: 0.5, .scroll(.absolute(x: 828, y: nil))), Self.rotate(at: 1), Event(t: 1.1, .frame),
            ])
        let result = recording.replay()
        #expect(result.violations.map(\.invariant) == [.scrollRest])
        #expect(result.violations.first?.eventIndex == 2)
    }

    // MARK: Header code

    @Test func theBuiltInPinnedHeaderTakesTheHeightOfTheNewRange() {
        var world = World(scene: Scenes.collapsing(behavior: .pinned))
        world.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: -50))))
        // 148 − (−50 − (−148)) = 50.
        #expect(world.header?.height == 50)
        let effects = world.apply(Self.rotate(at: 1))
        #expect(effects.laidOut)
        // The offset stays; the range now starts at −100: 148 − (−50 − (−100)) = 98.
        #expect(world.axisOffset == -50)
        #expect(world.header?.height == 98)
        #expect(OffsetPath(world).lastInside == -50)
        let recording = Recording(
            scene: Scenes.collapsing(behavior: .pinned),
            events: [
                Event(t: 0.5, .scroll(.absolute(x: nil, y: -50))), Self.rotate(at: 1),
                Event(t: 1.5, .scroll(.absolute(x: nil, y: -49))),
            ])
        #expect(recording.replay().violations.isEmpty)
    }

    @Test func aCollapsingHeaderKeepsItsHeight() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: -100))))
        #expect(world.header?.height == 100)
        world.apply(Self.rotate(at: 1))
        #expect(world.axisOffset == -100)
        #expect(world.header?.height == 100)
    }

    /// The pinned formula in a header that recomputes only in `didScroll`: after the rotation it
    /// keeps a stale height and jumps at the next move, which `header.overscroll` reports there.
    struct StalePinnedHeader: HeaderBehavior {
        var calls: [String] = []
        var layoutRecomputes = false

        mutating func didScroll(_ screen: inout HeaderScreen) {
            calls.append("didScroll \(screen.offset)")
            screen.headerHeight = Self.height(screen)
        }

        mutating func didLayoutSubviews(_ screen: inout HeaderScreen) {
            calls.append("didLayoutSubviews \(screen.offset) \(screen.minOffset)")
            if layoutRecomputes { screen.headerHeight = Self.height(screen) }
        }

        static func height(_ screen: HeaderScreen) -> Double {
            min(
                screen.maxHeaderHeight,
                max(screen.minHeaderHeight, screen.maxHeaderHeight - (screen.offset - screen.minOffset)))
        }
    }

    @Test func headerCodeHearsDidScrollThenDidLayoutSubviews() throws {
        var world = World(scene: Scenes.collapsing(behavior: .pinned), header: StalePinnedHeader())
        world.apply(Event(t: 0.5, .scroll(.absolute(x: nil, y: -120))))
        world.apply(Self.rotate(at: 1))
        let header = try #require(world.header?.behavior as? StalePinnedHeader)
        // −120 is below the landscape range (−100…): UIKit moves the list, then lays out.
        #expect(
            header.calls == [
                "didScroll -148.0", "didScroll -120.0", "didScroll -100.0", "didLayoutSubviews -100.0 -100.0",
            ])
    }

    @Test func aHeaderLeftStaleByARotationIsCaughtAtTheNextMove() {
        let events = [
            Event(t: 0.5, .scroll(.absolute(x: nil, y: -50))), Self.rotate(at: 1),
            Event(t: 1.5, .scroll(.absolute(x: nil, y: -49))),
        ]
        let recording = Recording(scene: Scenes.collapsing(behavior: .pinned), events: events)
        let stale = recording.replay(AppCode(header: StalePinnedHeader()))
        #expect(stale.violations.map(\.invariant) == [.headerOverscroll])
        #expect(stale.violations.first?.eventIndex == 3)
        #expect(stale.headerHeight(at: 2) == 50)
        let fixed = recording.replay(AppCode(header: StalePinnedHeader(layoutRecomputes: true)))
        #expect(fixed.violations.isEmpty)
        #expect(fixed.firstDivergence(from: recording.replay()) == nil)
    }

    // MARK: What else follows

    @Test func hitTestingSeesTheNewFrames() {
        let scene = Scenes.collapsing(
            headerChildren: [
                ViewSpec(id: "share", kind: .button, frame: Rect(x: 370, y: 52, width: 44, height: 44))
            ])
        var world = World(scene: scene)
        #expect(world.geometry.hitTest(Point(x: 390, y: 70)).targetID == "share")
        world.apply(Self.rotate(at: 1))
        #expect(world.geometry.hitTest(Point(x: 390, y: 70)).targetID == "header")
        #expect(world.geometry.hitTest(Point(x: 870, y: 70)).targetID == "share")
        // A row spans the new width.
        #expect(world.geometry.hitTest(Point(x: 880, y: 300)).targetID == "list.item.2")
    }

    @Test func theKeyboardCoversTheNewScreen() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.rotate(at: 0.5))
        world.apply(KeyboardTests.keyboard(200, at: 1))
        // The landscape keyboard's top is at 414 − 200 = 214: it covers 200 of the 414-pt list.
        #expect(world.scrollViews.primary.keyboardOverlap == 200)
        #expect(world.metrics.adjustedInset.bottom == 200)
    }

    @Test func aChangeOfTheSafeAreaAloneMovesTheRangeNotTheFrames() {
        // An in-call bar: the status bar grows by 20.
        var world = World(scene: Scenes.collapsing())
        world.apply(
            Event(
                t: 1, .safeArea(SafeAreaChange(safeArea: EdgeInsets(top: 68, left: 0, bottom: 34, right: 0))))
        )
        #expect(world.scene.scroll.frame == Scenes.collapsing().scroll.frame)
        #expect(world.metrics.adjustedInset.top == 168)
        #expect(world.axisOffset == -168)
        #expect(world.scene.device.statusBar == nil)
    }
}

/// `frames` in a `safeArea` event: views that do not keep to their parent's edges (tabs that
/// share the width, a centred title) take the frames the device laid them out at.
@Suite struct SafeAreaFramesTests {
    static func tabsScene() -> Scene {
        let tabs = (0..<4).map { tab in
            ViewSpec(
                id: "tab\(tab)", kind: .button,
                frame: Rect(x: Double(tab) * 103.5, y: 0, width: 103.5, height: 44),
                children: tab == 1
                    ? [ViewSpec(id: "badge", kind: .label, frame: Rect(x: 83.5, y: 0, width: 20, height: 20))]
                    : [])
        }
        var scene = Scenes.collapsing()
        scene.views.append(
            ViewSpec(id: "strip", frame: Rect(x: 0, y: 200, width: 414, height: 44), children: tabs))
        return scene
    }

    static let landscapeTabs = SafeAreaChange(
        width: 896, height: 414, safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48), statusBar: 0,
        frames: Dictionary(
            uniqueKeysWithValues: (0..<4).map {
                ("tab\($0)", Rect(x: Double($0) * 224, y: 0, width: 224, height: 44))
            }
        ))

    @Test func viewsGivenAFrameTakeItAndTheirChildrenFollowThem() {
        let scene = Self.tabsScene()
        let laidOut = scene.laidOut(
            on: Self.landscapeTabs.applied(to: scene.device), frames: Self.landscapeTabs.frames)
        #expect(laidOut.view(withID: "strip")?.frame == Rect(x: 0, y: 200, width: 896, height: 44))
        #expect(laidOut.view(withID: "tab1")?.frame == Rect(x: 224, y: 0, width: 224, height: 44))
        #expect(laidOut.view(withID: "tab3")?.frame == Rect(x: 672, y: 0, width: 224, height: 44))
        // The badge at tab 1's right edge keeps to it.
        #expect(laidOut.view(withID: "badge")?.frame == Rect(x: 204, y: 0, width: 20, height: 20))
    }

    @Test func hitTestingFindsTheTabsWhereTheDeviceLaidThemOut() {
        var world = World(scene: Self.tabsScene())
        #expect(world.geometry.hitTest(Point(x: 300, y: 220)).targetID == "tab2")
        world.apply(Event(t: 1, .safeArea(Self.landscapeTabs)))
        #expect(world.geometry.hitTest(Point(x: 300, y: 220)).targetID == "tab1")
        #expect(world.geometry.hitTest(Point(x: 880, y: 220)).targetID == "tab3")
        #expect(world.geometry.windowFrame(of: "badge") == Rect(x: 428, y: 200, width: 20, height: 20))
    }

    @Test func aFrameWithoutASizeChangeMovesOnlyThatView() {
        let scene = Self.tabsScene()
        var world = World(scene: scene)
        let frames = ["tab0": Rect(x: 0, y: 0, width: 50, height: 44)]
        world.apply(Event(t: 1, .safeArea(SafeAreaChange(frames: frames))))
        #expect(world.scene.view(withID: "tab0")?.frame == frames["tab0"])
        #expect(world.scene.view(withID: "tab1")?.frame == scene.view(withID: "tab1")?.frame)
        #expect(world.scene.scroll.frame == scene.scroll.frame)
    }

    /// explore turns the screen between the layouts its recording shows, frames and all, and back
    /// to the session's frames.
    @Test func exploreTurnsTheScreenToTheRecordedLayouts() {
        let scene = Self.tabsScene()
        let recording = Recording(scene: scene, events: [Event(t: 1, .safeArea(Self.landscapeTabs))])
        let layouts = recording.layouts
        #expect(layouts.count == 2)
        #expect(layouts[0].width == 414)
        #expect(layouts[0].frames["tab1"] == scene.view(withID: "tab1")?.frame)
        #expect(layouts[0].frames.count == 4)
        #expect(layouts[1] == Self.landscapeTabs)
        let generated = GestureGenerator.events(
            from: World(scene: scene), seed: 7, count: 3000, layouts: layouts)
        let turns = generated.compactMap { event -> SafeAreaChange? in
            if case .safeArea(let change) = event.kind { change } else { nil }
        }
        #expect(turns.count >= 2)
        for (turn, next) in zip(turns, turns.dropFirst()) { #expect(!turn.showsTheScreen(of: next)) }
        #expect(
            recording.with(events: generated).replay().violations.allSatisfy {
                $0.invariant == .contentBelowHeader
            })
    }
}
