import ScrollTapeCore
import Testing

@testable import ScrollTape

/// Scale: thousands of views and of `code` names read, replay and hit-test
/// as a handful do, and messages about them list a few names and a count, not all of them.
@Suite struct ManyViewsAndNamesTests {
    static let viewCount = 5_000

    /// A session line with `viewCount` labels `v0`… in one box (ten rows of 8 pt, repeated).
    static let manyViewsSession: String = {
        let children = (0..<viewCount).map {
            #"{"id":"v\#($0)","kind":"view","frame":[0,\#($0 % 10 * 8),100,8]}"#
        }
        return #"{"type":"session","device":{"width":414,"height":896},"scroll":{"id":"list","content":"#
            + #"{"items":{"count":40,"length":88}}},"views":[{"id":"list","kind":"scroll"},{"id":"box","#
            + #""kind":"view","frame":[0,100,414,80],"children":["# + children.joined(separator: ",") + "]}]}"
    }()

    @Test func aSceneOfThousandsOfViewsReadsReplaysAndHitTests() throws {
        let last = Self.viewCount - 1
        let expect =
            #"{"type":"expect","t":0,"that":{"views.v\#(last).y":\#(100 + last % 10 * 8),"views.v0.width":100},"#
            + #""hit":{"x":5,"y":101,"target":"v\#(last - 9)"}}"#
        let read = readBothWays([Self.manyViewsSession, expect], path: "views.jsonl")
        for file in [try read.fast.get(), try read.tree.get()] {
            let scene = file.recording.scene
            #expect(scene.view(withID: "v\(last)")?.frame.y == Double(last % 10 * 8))
            #expect(scene.topLevelIndex(of: "v17") == 1)
            let result = file.recording.replay()
            #expect(result.violations.isEmpty, "\(result.violations)")
            // The front-most label at the point (the last child there) is the target.
            let world = World(scene: scene)
            #expect(world.geometry.windowFrame(of: "v\(last)") == Rect(x: 0, y: 172, width: 100, height: 8))
            #expect(world.geometry.hitTest(Point(x: 5, y: 101)).targetID == "v\(last - 9)")
        }
    }

    @Test func anUnknownViewPathListsTheClosestIDsAndACount() {
        let expect = #"{"type":"expect","t":0,"that":{"views.v4999x.y":0}}"#
        let read = readBothWays([Self.manyViewsSession, expect], path: "views.jsonl")
        guard case .failure(let diagnostic) = read.tree else {
            Issue.record("a path to no view was read")
            return
        }
        #expect(
            diagnostic.message
                == "unknown state path 'views.v4999x.y': 'views' has no 'v4999x' (it has v4999, v499, v999, "
                + "v1999, v2999, v3999, v4099, v4199 and 4994 more)")
    }

    @Test func aFrameForNoViewListsTheClosestIDsAndACount() {
        let line = #"{"type":"safeArea","t":0.1,"frames":{"v12x":[0,0,1,1]}}"#
        let read = readBothWays([Self.manyViewsSession, line], path: "views.jsonl")
        guard case .failure(let diagnostic) = read.tree else {
            Issue.record("a frame for no view was read")
            return
        }
        #expect(
            diagnostic.message
                == "'frames' names view 'v12x', which the scene does not have (views: v12, v120, v121, v122, "
                + "v123, v124, v125, v126 and 4994 more)")
    }

    /// Thousands of close `code` names: ten warnings, then one line with the count of the rest.
    @Test func closeCodeNamesAreSummarizedAfterTen() throws {
        let lines = (0..<1_000).map {
            #"{"type":"expect","t":0,"that":{"scroll.offset.y":-48},"code":"Code\#($0)"}"#
        }
        let file = try readBothWays([minimalSessionLine] + lines, path: "code.jsonl").tree.get()
        #expect(file.warnings.count == 11)
        #expect(
            file.warnings.first?.message
                == "expect 'code' 'Code1' (1 line) is close to 'Code0' (1 line): a replay checks only the lines "
                + "of its code's exact name, so a misspelt name's lines are never checked")
        #expect(file.warnings.last?.line == 13)
        #expect(
            file.warnings.last?.message
                == "989 more expect 'code' names (from 'Code11' here on) are close to other names")
    }

    /// The close name is the one `closeMatches` picks among the names with more lines (or as many
    /// and earlier): the nearest, the earliest of the nearest.
    @Test(arguments: [
        (["QuickReturnBar", "QuickReturnbar"], [(1, 0)]),
        (["Alpha", "Beta", "Alphb", "Alpa"], [(2, 0), (3, 0)]),
        (["Pager", "Paper", "Pagers"], [(1, 0), (2, 0)]),
        (["Longname", "Lnogname", "Lomgnane"], [(1, 0), (2, 0)]),
        (["Shy", "Snap"], []),
    ])
    func closeCodeNamesMatchClosestSpelling(_ names: [String], _ close: [(Int, Int)]) {
        let found = RecordingReader.closeCodeNames(names.enumerated().map { ($1, 1, $0) })
        #expect(found.map(\.position) == close.map(\.0))
        #expect(found.map(\.near) == close.map(\.1))
        for (position, near) in found {
            let earlier = Array(names.prefix(position))
            #expect(Spelling.closeMatches(for: names[position], among: earlier).first == names[near])
        }
    }
}
