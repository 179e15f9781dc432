import ScrollTape
import ScrollTapeExamples
import Testing

@testable import ScrollTapeTesting

/// A rule of one's own about nested scrolling, as the "Test your own scroll code" article writes
/// it: a finger moves one scroll view at a time. A sheet that holds a list hands the finger from
/// the sheet to the list (the worked example `SheetWithList`); code that lets both pans follow the
/// finger moves both at once.
struct OneScrollViewPerFinger: Invariant {
    /// The scroll views it watches, by their ids in the session line.
    var ids: [String]

    var name: InvariantName { "app.oneScrollViewPerFinger" }

    /// The watched scroll views' offsets after the step before (nil before the first step).
    func memory(of state: World) -> [Point?]? { nil }

    func check(_ step: ReplayStep, remembering before: inout [Point?]?, into found: inout [Violation]) {
        let now = ids.map { step.offset(of: $0) }
        defer { before = now }
        guard case .touch(_, .moved, _) = step.event.kind, let before else { return }
        let moved = ids.indices.filter { now[$0] != before[$0] }.map { ids[$0] }
        if moved.count > 1 {
            found.append(
                Violation(
                    name, event: step.index,
                    "\(moved.joined(separator: " and ")) moved together under one finger"))
        }
    }
}

/// Code that lets the sheet's pan and the list's follow the same finger, the list scrolling too.
struct BothPansFollow: ScrollViewDelegate {
    mutating func viewDidAppear(_ screen: inout AppScreen) {
        screen[scrollView: "list"].isScrollEnabled = true
    }

    func panShouldRecognizeSimultaneously(_ asking: String, with other: String, _ screen: inout AppScreen)
        -> Bool
    {
        true
    }
}

@Suite struct OwnInvariantTests {
    /// The sheet of recordings/app-code/sheet-holding-a-list.jsonl, a finger dragging up over its
    /// list from near the bottom of the screen, twice.
    static func dragUpOverTheList() throws -> Recording {
        let screen = try TestScreen(
            sessionLine:
                #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0}},"scroll":{"id":"sheet","content":{"width":414,"height":1296},"insetAdjustment":"never"},"views":[{"id":"sheet","kind":"scroll","children":[{"id":"grabber","kind":"view","frame":[0,400,414,44],"children":[{"id":"done","kind":"button","frame":[340,0,66,44]}]},{"id":"list","kind":"scroll"}]}],"scrolls":[{"id":"list","frame":[0,444,414,852],"content":{"items":{"count":40,"length":88}},"scrollEnabled":false}]}"#
        )
        var tape = TestRecording(screen)
        tape.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 300), duration: 0.5)
        tape.drag(from: Point(x: 200, y: 800), to: Point(x: 200, y: 300), duration: 0.5)
        return try tape.recording()
    }

    static func mine(_ code: AppCode) throws -> [Violation] {
        var code = code
        code.invariants = [OneScrollViewPerFinger(ids: ["sheet", "list"])]
        return try dragUpOverTheList().replay(code).violations.filter {
            $0.invariant.rawValue == "app.oneScrollViewPerFinger"
        }
    }

    @Test func theSheetHandsTheFingerToItsList() throws {
        #expect(try Self.mine(AppCode(delegate: SheetWithList())) == [])
        // Both moved, one after the other: the rule had something to check.
        var replay = Replay(try Self.dragUpOverTheList(), code: AppCode(delegate: SheetWithList()))
        replay.run { _ in }
        let world = replay.world
        let list = try #require(world.scrollViewID(of: "list"))
        #expect(world.axisOffset > 300)
        #expect(world.scrollViews[list].state.offset.y > 0)
    }

    @Test func codeThatLetsBothPansFollowBreaksIt() throws {
        let found = try Self.mine(AppCode(delegate: BothPansFollow()))
        #expect(found.first?.message == "sheet and list moved together under one finger")
    }
}
