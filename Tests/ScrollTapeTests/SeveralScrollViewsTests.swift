import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeCore
@testable import ScrollTapeExplorer

/// Several scroll views in one scene, views that follow the scrolling (effects), and the
/// invariants of the articles' bug classes — replayed from recording lines as a user writes them.
@Suite struct SeveralScrollViewsTests {
    /// An iPhone 11 list of 40 rows of 88 pt with a horizontal carousel (12 cards of 150 pt, 10 apart)
    /// inside its content at y = 400.
    static let carouselInList =
        #"{"type":"session","device":{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}},"#
        + #""scroll":{"content":{"items":{"count":40,"length":88}}},"#
        + #""scrolls":[{"id":"carousel","frame":[0,400,414,200],"axis":"horizontal","#
        + #""content":{"items":{"count":12,"length":150,"spacing":10}}}],"#
        + #""views":[{"id":"list","kind":"scroll","children":[{"id":"carousel","kind":"scroll"}]}]}"#

    /// A tab strip of three 138 pt tabs with an underline over a three-page horizontal pager.
    static func tabs(pageLength: String = "") -> String {
        #"{"type":"session","device":{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}},"#
            + #""scroll":{"content":{"items":{"count":40,"length":88}}},"#
            + #""scrolls":[{"id":"pager","frame":[0,148,414,748],"axis":"horizontal","paging":true,"#
            + #""content":{"items":{"count":3,"length":414}}}],"#
            + #""views":[{"id":"list","kind":"scroll"},{"id":"pager","kind":"scroll"},"#
            + #"{"id":"strip","frame":[0,48,414,100],"children":[{"id":"tab0","kind":"button","frame":[0,0,138,96]},"#
            + #"{"id":"tab1","kind":"button","frame":[138,0,138,96]},{"id":"tab2","kind":"button","frame":[276,0,138,96]},"#
            + #"{"id":"underline","frame":[0,96,138,4]}]}],"#
            + #""effects":[{"kind":"tabs","view":"underline","scroll":"pager","tabs":["tab0","tab1","tab2"]\#(pageLength)}]}"#
    }

    /// A list under a 300 pt stretchy header and a navigation bar that fades in over 208 pt.
    static func fadingBar(fades: String = "view") -> String {
        #"{"type":"session","device":{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}},"#
            + #""scroll":{"content":{"items":{"count":40,"length":88}},"additionalSafeArea":{"top":252}},"#
            + #""header":{"view":"header","behavior":"stretchy","minHeight":92,"maxHeight":300},"#
            + #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,300],"passThrough":"self","#
            + #""children":[{"id":"image","kind":"image","frame":[0,0,414,300],"pin":"fill"}]},"#
            + #"{"id":"bar","frame":[0,0,414,92],"children":[{"id":"back","kind":"button","frame":[8,48,44,44]}]}],"#
            + #""effects":[{"kind":"navigationBar","view":"bar","distance":208,"fades":"\#(fades)"},"#
            + #"{"kind":"parallax","view":"image","ratio":0.5}]}"#
    }

    func replay(_ session: String, _ events: [String]) throws -> (world: World, violations: [Violation]) {
        let bytes = Array(([session] + events).joined(separator: "\n").utf8) + [0x0A]
        let recording = try RecordingReader.parse(bytes, path: "test.jsonl").recording
        var replay = Replay(recording)
        var violations: [Violation] = []
        replay.run { violations.append($0) }
        return (replay.world, violations)
    }

    /// A drag of finger `id` from (x, y) by (dx, dy) in `steps` samples 1/60 s apart from `t`.
    func drag(id: Int = 1, x: Double, y: Double, dx: Double, dy: Double, t: Double, steps: Int = 10)
        -> [String]
    {
        var lines = [#"{"type":"touch","t":\#(t),"phase":"began","id":\#(id),"x":\#(x),"y":\#(y)}"#]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            lines.append(
                #"{"type":"touch","t":\#(t + Double(step) / 60),"phase":"moved","id":\#(id),"x":\#(x + dx * f),"y":\#(y + dy * f)}"#
            )
        }
        lines.append(
            #"{"type":"touch","t":\#(t + Double(steps + 30) / 60),"phase":"ended","id":\#(id),"x":\#(x + dx),"y":\#(y + dy)}"#
        )
        return lines
    }

    func number(_ world: World, _ path: String) -> Double? {
        if case .number(let value)? = world.state[path: StatePath(path)] { return value }
        return nil
    }

    @Test func aMostlyHorizontalDragOnTheCarouselMovesTheCarouselNotTheList() throws {
        // The carousel's top is at 400 − (−48) = 448 in the window.
        let (world, violations) = try replay(
            Self.carouselInList, drag(x: 300, y: 500, dx: -120, dy: 20, t: 0))
        #expect(violations.isEmpty)
        #expect(number(world, "scroll.offset.y") == -48)
        #expect(number(world, "scrolls.list.offset.y") == -48)
        #expect((number(world, "scrolls.carousel.offset.x") ?? 0) > 100)
    }

    @Test func aMostlyVerticalDragOnTheCarouselMovesTheListAndTheCarouselWithIt() throws {
        let (world, violations) = try replay(
            Self.carouselInList, drag(x: 300, y: 500, dx: 20, dy: -150, t: 0))
        #expect(violations.isEmpty)
        #expect(number(world, "scrolls.carousel.offset.x") == 0)
        let listOffset = try #require(number(world, "scroll.offset.y"))
        #expect(listOffset > 80)
        // The carousel moved up with the list's content: its first card is where the content put it.
        let hit = world.geometry.hitTest(Point(x: 75, y: 400 - listOffset + 100))
        #expect(hit.targetID == "carousel.item.0")
        #expect(world.geometry.windowFrame(of: "carousel")?.y == 400 - listOffset)
    }

    @Test func aTapOnACarouselCardSelectsItNamingTheCarousel() throws {
        let (world, _) = try replay(Self.carouselInList, [#"{"type":"tap","t":0.5,"x":240,"y":500}"#])
        #expect(world.actions == [.select(index: 1, item: 1, scroll: "carousel")])
        #expect(world.state[path: "actions.0.scroll"] == .string("carousel"))
    }

    @Test func aScrollEventMovesTheScrollViewItNames() throws {
        let (world, _) = try replay(
            Self.carouselInList, [#"{"type":"scroll","t":0.1,"x":320,"scroll":"carousel"}"#])
        #expect(number(world, "scrolls.carousel.offset.x") == 320)
        #expect(number(world, "scroll.offset.y") == -48)
    }

    @Test func theUnderlineFollowsThePagerAndATabTapAnimatesThePager() throws {
        var events = drag(x: 350, y: 500, dx: -207, dy: 0, t: 0, steps: 10)
        events.removeLast()  // still down, half way
        var (world, _) = try replay(Self.tabs(), events)
        let offset = try #require(number(world, "scrolls.pager.offset.x"))
        #expect(abs(try #require(number(world, "tabs.underline.x")) - 138 * offset / 414) < 1e-9)

        events = [#"{"type":"tap","t":0.1,"x":300,"y":90}"#]
        events += (1...60).map { #"{"type":"frame","t":\#(0.1 + Double($0) / 60)}"# }
        (world, _) = try replay(Self.tabs(), Array(events.prefix(4)))
        #expect(world.state[path: "scrolls.pager.phase"] == .string("snapping"))
        let violations: [Violation]
        (world, violations) = try replay(Self.tabs(), events)
        #expect(violations.isEmpty)
        #expect(number(world, "scrolls.pager.offset.x") == 828)
        #expect(number(world, "tabs.underline.x") == 276)
    }

    @Test func anUnderlineDividedByTheWrongPageLengthBreaksTabsUnderline() throws {
        let events =
            drag(x: 350, y: 500, dx: -300, dy: 0, t: 0)
            + (1...60).map { #"{"type":"frame","t":\#(1 + Double($0) / 60)}"# }
        let (_, good) = try replay(Self.tabs(), events)
        #expect(good.isEmpty)
        let (_, bad) = try replay(Self.tabs(pageLength: #","pageLength":450"#), events)
        #expect(!bad.isEmpty)
        #expect(bad.allSatisfy { $0.invariant == .tabsUnderline })
    }

    @Test func theBarFadesInAsTheArticleSaysAndTakesNoTouchWhileInvisible() throws {
        // At the top: alpha 0, and a tap at the back button's place reaches what is behind it.
        var (world, violations) = try replay(Self.fadingBar(), [#"{"type":"tap","t":0.1,"x":30,"y":70}"#])
        #expect(violations.isEmpty)
        #expect(number(world, "navigationBar.alpha") == 0)
        #expect(world.actions.isEmpty)
        // The app scrolls 104 pt: alpha = min(104 / 208, 1) = 0.5; the bar takes the tap now.
        (world, violations) = try replay(
            Self.fadingBar(),
            [#"{"type":"scroll","t":0.1,"y":-196}"#, #"{"type":"tap","t":0.2,"x":30,"y":70}"#])
        #expect(violations.isEmpty)
        #expect(number(world, "navigationBar.alpha") == 0.5)
        #expect(number(world, "views.bar.alpha") == 0.5)
        #expect(world.actions == [.tap(index: 2, view: "back")])
        // The image moves at half the content's speed: 52 pt up.
        #expect(number(world, "views.image.y") == -52)
    }

    @Test func aBarFadedByItsBackgroundSwallowsTouchesWhileInvisible() throws {
        let (world, violations) = try replay(
            Self.fadingBar(fades: "background"), [#"{"type":"tap","t":0.1,"x":30,"y":70}"#])
        #expect(number(world, "navigationBar.alpha") == 0)
        #expect(world.actions == [.tap(index: 1, view: "back")])
        #expect(violations.map(\.invariant) == [.navigationBarTouches])
    }

    @Test func anInListHeaderStaysOnTopAndIsHitWhereItIsDrawn() throws {
        let session =
            #"{"type":"session","device":{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}},"#
            + #""scroll":{"content":{"items":{"count":40,"length":88}},"inset":{"top":100}},"#
            + #""views":[{"id":"list","kind":"scroll","children":[{"id":"header","frame":[0,0,414,148],"#
            + #""children":[{"id":"back","kind":"button","frame":[8,52,44,44]}]}]}],"#
            + #""effects":[{"kind":"inList","view":"header"}]}"#
        let (world, violations) = try replay(
            session, [#"{"type":"scroll","t":0.1,"y":600}"#, #"{"type":"tap","t":0.2,"x":30,"y":74}"#])
        #expect(violations.isEmpty)
        #expect(number(world, "views.header.y") == 0)
        #expect(world.actions == [.tap(index: 2, view: "back")])
    }

    @Test func anIndicatorUnderAnOverlayHeaderBreaksIndicatorBelowHeader() throws {
        func session(_ indicator: String) -> String {
            #"{"type":"session","device":{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}},"#
                + #""scroll":{"content":{"items":{"count":40,"length":88}},"inset":{"top":100},"#
                + #""indicatorInset":{"top":\#(indicator)}},"#
                + #""header":{"view":"header","behavior":"pinned","minHeight":48,"maxHeight":148},"#
                + #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148]}]}"#
        }
        let events = drag(x: 200, y: 600, dx: 0, dy: -60, t: 0)
        let (_, bad) = try replay(session("0"), events)
        #expect(!bad.isEmpty)
        #expect(bad.allSatisfy { $0.invariant == .indicatorBelowHeader })
        let (_, good) = try replay(session("100"), events)
        #expect(good.isEmpty)
    }

    @Test func aSnappingHeaderLeftPartWayAnimatesToTheNearerEnd() throws {
        let session =
            #"{"type":"session","device":{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}},"#
            + #""scroll":{"content":{"items":{"count":40,"length":88}},"additionalSafeArea":{"top":100}},"#
            + #""header":{"view":"header","behavior":"collapsing","minHeight":48,"maxHeight":148,"snap":true},"#
            + #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148]}]}"#
        // A slow drag of 30 pt leaves the header at 118, nearer 148: the list scrolls back 30 pt.
        var events = drag(x: 200, y: 600, dx: 0, dy: -30, t: 0, steps: 30)
        events.insert(
            #"{"type":"touch","t":0.9,"phase":"moved","id":1,"x":200,"y":570}"#, at: events.count - 1)
        var (world, _) = try replay(session, events)
        #expect(world.state[path: "scroll.phase"] == .string("snapping"))
        events += (1...90).map { #"{"type":"frame","t":\#(1.1 + Double($0) / 60)}"# }
        let violations: [Violation]
        (world, violations) = try replay(session, events)
        #expect(violations.isEmpty)
        #expect(number(world, "header.height") == 148)
        #expect(number(world, "scroll.offset.y") == -148)
        #expect(world.state[path: "scroll.phase"] == .string("idle"))
    }

    @Test(arguments: [
        (
            #""scrolls":[{"id":"pager","axis":"horizontal","content":{"width":900,"height":100}}]"#,
            "scrolls[0] is missing required field 'frame'"
        ),
        (
            #""scrolls":[{"id":"pager","frame":[0,0,10,10],"content":{"width":9,"height":9}}]"#,
            #"'views' has no view of kind "scroll" with id 'pager'"#
        ),
        (#""effects":[{"kind":"fade","view":"list"}]"#, "unknown kind 'fade' in effects[0]"),
        (
            #""effects":[{"kind":"parallax","view":"nope"}]"#,
            "the view 'nope' of effects[0] is not in 'views'"
        ),
        (#""effects":[{"kind":"parallax","view":"list"}]"#, "is a scroll view"),
        (#""effects":[{"kind":"inList","view":"box"}]"#, "an inList view must be a direct child"),
        (#""effects":[{"kind":"navigationBar","view":"box","distance":0}]"#, "distance"),
        (
            #""effects":[{"kind":"navigationBar","view":"box","distance":5},{"kind":"navigationBar","view":"box","distance":5}]"#,
            "a scene has at most one navigationBar effect"
        ),
    ])
    func aBadSceneIsOneDiagnostic(_ field: String, _ message: String) throws {
        let line =
            #"{"type":"session","device":{"width":414,"height":896},"scroll":{"content":{"items":{"count":4,"length":88}}},"#
            + #""views":[{"id":"list","kind":"scroll"},{"id":"box","frame":[0,0,10,10]}],"# + field + "}"
        let error = thrownError(Diagnostic.self) { () throws(Diagnostic) in
            try RecordingReader.parse(Array((line + "\n").utf8), path: "s.jsonl")
        }
        #expect(error != nil)
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
        #expect(error?.description.hasPrefix("s.jsonl:1:") == true)
    }

    @Test func aScrollEventNamingNoScrollViewIsOneDiagnostic() throws {
        let lines = [Self.carouselInList, #"{"type":"scroll","t":0.1,"x":10,"scroll":"pager"}"#]
        let error = thrownError(Diagnostic.self) { () throws(Diagnostic) in
            try RecordingReader.parse(Array((lines.joined(separator: "\n") + "\n").utf8), path: "s.jsonl")
        }
        #expect(error != nil)
        #expect(
            error?.description
                == "s.jsonl:2:42: error: 'pager' is not a scroll view of this recording (scroll views: 'list', 'carousel')"
        )
    }

    /// The REPL's `watch`/`break` read `scrolls.…`, `views.…`, `navigationBar.…` and `tabs.…` as
    /// state paths, as they read `scroll.…` (a regression: they were taken for unknown conditions).
    @Test(arguments: ["scrolls.pager.offset.x", "views.underline.x", "tabs.underline.x", "tabs.page"])
    func theNewStateKeysAreWatchablePaths(_ path: String) throws {
        let bytes = Array((Self.tabs() + "\n").utf8)
        let world = World(scene: try RecordingReader.parse(bytes, path: "t.jsonl").recording.scene)
        #expect(
            try Watch.parse(path, validatingPathsIn: world)
                == .value(path: StatePath(path)))
    }

    /// Every top-level key of a state with several scroll views and effects is one the conditions
    /// know (the list and the projection stay in step).
    @Test func everyTopLevelStateKeyIsKnownToConditions() throws {
        let (world, _) = try replay(Self.fadingBar(), [])
        let (tabs, _) = try replay(Self.tabs(), [])
        for state in [world.state, tabs.state] {
            guard case .object(let members) = state else {
                Issue.record("the state is not an object")
                return
            }
            for member in members { #expect(Condition.stateKeys.contains(member.key), "\(member.key)") }
        }
    }

    /// `replay` shows the other scroll views and what the effects show, a line each.
    @Test func theTextStateShowsEveryScrollViewAndTheEffects() throws {
        let (world, violations) = try replay(
            Self.tabs(), [#"{"type":"scroll","t":0.1,"x":207,"scroll":"pager"}"#])
        let text = StateText.render(world, violations: violations.count)
        #expect(
            text.contains(
                "\nscroll 'pager' offset (207, 0)  velocity (0, 0)  phase idle  range (0, 0)…(828, 0)\n"))
        #expect(
            text.contains(
                "\ntabs     {\"page\":0.5,\"underline\":{\"x\":69,\"width\":138},\"view\":\"underline\"}\n"))
    }
}
