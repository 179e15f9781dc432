import Foundation
import ScrollTapeCore
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapePictures

/// The views' frames in the page's data, read back as the page's script reads them: where the
/// replay has them at every index, each view's frame kept only where it changes, and a list that
/// scrolls changing none of the frames inside it (nor its pagers' offsets). Past its budget the
/// page says which frames it left out, and so does `scrolltape html`.
@Suite struct HTMLPlayerFramesTests {
    /// The page's data, and the views' window frames drawn from it as the page's script composes
    /// them (`windowFramesAt`): each view's kept frame plus the origin of the scroll view it is in
    /// (that scroll view's window origin less its offset along its axis), scroll views in turn.
    struct PageData {
        let views: [[String: Any]]
        let scrolls: [String]
        let axes: [String]
        let frames: [[Any]]
        let offsets: [Double]
        let scrollOffsets: [[Any]]
        let listOrigins: [[Any]]
        let framesEnd: Int?
        let notice: String?

        init(_ json: String) throws {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            views = try #require(object["views"] as? [[String: Any]])
            scrolls = try #require(object["scrolls"] as? [String])
            axes = try #require(object["axes"] as? [String])
            frames = try #require(object["frames"] as? [[Any]])
            offsets = try #require(object["offsets"] as? [Any]).map(Self.number)
            scrollOffsets = try #require(object["scrollOffsets"] as? [[Any]])
            listOrigins = try #require(object["listOrigins"] as? [[Any]])
            framesEnd = object["framesEnd"] as? Int
            notice = object["notice"] as? String
        }

        static func number(_ value: Any) -> Double {
            (value as? Double) ?? (value as? Int).map(Double.init) ?? .nan
        }

        /// The indices of the entries of a list of changes, in order.
        static func indices(_ list: [[Any]]) -> [Int] { list.map { $0[0] as? Int ?? -1 } }

        /// The window frame of every view the page draws at `index`, by id.
        func windowFrames(at index: Int) -> [String: Rect] {
            var kept: [Int: Rect] = [:]
            for entry in frames where entry[0] as? Int ?? .max <= index {
                for change in entry[1] as? [[Any]] ?? [] {
                    let value = change.map(Self.number)
                    kept[Int(value[0])] = Rect(x: value[1], y: value[2], width: value[3], height: value[4])
                }
            }
            var otherOffsets: [Int: Double] = [:]
            for entry in scrollOffsets where entry[0] as? Int ?? .max <= index {
                for change in entry[1] as? [[Any]] ?? [] {
                    otherOffsets[change[0] as? Int ?? -1] = Self.number(change[1])
                }
            }
            let viewNumbers = Dictionary(
                views.enumerated().map { ($1["id"] as? String ?? "", $0) },
                uniquingKeysWith: { first, _ in first })
            func originOf(_ scroll: Int?) -> Point? {
                guard let scroll else { return .zero }
                var origin: Point
                if scroll == 0 {
                    let list = listOrigins.last { $0[0] as? Int ?? .max <= index }
                    origin = Point(
                        x: list.map { Self.number($0[1]) } ?? 0, y: list.map { Self.number($0[2]) } ?? 0)
                } else {
                    guard let view = viewNumbers[scrolls[scroll]], let frame = kept[view],
                        let around = originOf(views[view]["in"] as? Int)
                    else { return nil }
                    origin = Point(x: around.x + frame.x, y: around.y + frame.y)
                }
                let along = scroll == 0 ? offsets[index] : otherOffsets[scroll] ?? 0
                if axes[scroll] == "vertical" { origin.y -= along } else { origin.x -= along }
                return origin
            }
            var found: [String: Rect] = [:]
            for (number, frame) in kept {
                guard let origin = originOf(views[number]["in"] as? Int),
                    let id = views[number]["id"] as? String
                else { continue }
                found[id] = Rect(
                    x: frame.x + origin.x, y: frame.y + origin.y, width: frame.width, height: frame.height)
            }
            return found
        }
    }

    /// Checks that the page of `recording` draws every view where the replay has it, at every
    /// `every`th index up to `last` (default: the end) and at `last`.
    static func expectFramesMatchTheReplay(
        _ recording: Recording, data: PageData, through last: Int? = nil, every: Int = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var replay = Replay(recording)
        let listID = recording.scene.scroll.id
        while true {
            let index = replay.world.index
            let isLast = replay.isAtEnd || index >= last ?? .max
            guard index % every == 0 || isLast else {
                replay.step()
                continue
            }
            let drawn = data.windowFrames(at: index)
            var mismatches: [String] = []
            for (id, frame) in replay.world.geometry.windowFrames() where id != listID {
                guard let page = drawn[id] else {
                    mismatches.append("\(id) not drawn")
                    continue
                }
                if abs(page.x - frame.x) > 1e-3 || abs(page.y - frame.y) > 1e-3
                    || abs(page.width - frame.width) > 1e-3 || abs(page.height - frame.height) > 1e-3
                {
                    mismatches.append("\(id) drawn at \(page), replay \(frame)")
                }
            }
            #expect(
                mismatches.isEmpty, "index \(index): \(mismatches.prefix(3).joined(separator: "; "))",
                sourceLocation: sourceLocation)
            if isLast || !mismatches.isEmpty { break }
            replay.step()
        }
    }

    /// Recordings with views inside scroll views inside scroll views (a carousel in a list, a pager
    /// with a tab strip in a profile, lists in a pager in an outer table), a header whose subviews move with its height, a rotation.
    @Test(arguments: [
        "carousel-in-list.jsonl", "tabs-pager.jsonl", "app-code/pager-tab-indicator.jsonl",
        "pinned-header.jsonl", "rotation-header-mid-collapse.jsonl", "app-code/profile-pager-hand-off.jsonl",
    ])
    func thePageDrawsEveryViewWhereTheReplayHasIt(name: String) throws {
        let path = RecordingsTests.root.appendingPathComponent("recordings/" + name).path
        let recording = try Recording(contentsOfFile: path)
        let data = try PageData(HTMLPlayer.collect(recording, title: name))
        #expect(data.notice == nil && data.framesEnd == nil)
        Self.expectFramesMatchTheReplay(recording, data: data)
    }

    /// A drag up the screen at `x`, from `y` by `steps` moves of 9 points, with a display frame
    /// after each move; then ten frames of deceleration.
    static func drag(
        id: Int, x: Double, from y: Double, steps: Int, dx: Double = 0, dy: Double = -9, at t: inout Double
    )
        -> [Event]
    {
        var events = [Event(t: t, .touch(id: id, phase: .began, at: Point(x: x, y: y)))]
        for step in 1...steps {
            t += 1.0 / 120
            let point = Point(x: x + dx * Double(step), y: y + dy * Double(step))
            events.append(Event(t: t, .touch(id: id, phase: .moved, at: point)))
            events.append(Event(t: t, .frame))
        }
        t += 1.0 / 120
        let end = Point(x: x + dx * Double(steps), y: y + dy * Double(steps))
        events.append(Event(t: t, .touch(id: id, phase: .ended, at: end)))
        for _ in 0..<10 {
            t += 1.0 / 60
            events.append(Event(t: t, .frame))
        }
        return events
    }

    static let device = Device(
        width: 414, height: 896, safeArea: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))

    /// 1,000 views in a list that scrolls at every event: each view's frame is kept once (at index
    /// 0), not at every index (1,000 × 921 frames, some 23 MB), and drawn where the replay has it.
    @Test func viewsInAListThatScrollsAreKeptOnce() throws {
        let list = ScrollConfiguration(
            frame: Rect(x: 0, y: 0, width: 414, height: 896),
            content: .items(ItemLayout(count: 1000, length: 44)))
        let rows = (0..<1000).map {
            ViewSpec(id: "row\($0)", frame: Rect(x: 0, y: Double($0) * 44, width: 414, height: 44))
        }
        let scene = Scene(
            device: Self.device, scroll: list,
            views: [ViewSpec(id: "list", kind: .scroll, frame: list.frame, children: rows)])
        var t = 0.0
        var events: [Event] = []
        for gesture in 1...10 { events += Self.drag(id: gesture, x: 200, from: 850, steps: 40, at: &t) }
        let recording = Recording(scene: scene, events: events)
        let json = HTMLPlayer.collect(recording, title: "rows")
        // (Most of it the whole state at each of the 921 indices, for the state panel.)
        #expect(json.utf8.count < 2 << 20, "\(json.utf8.count) bytes")
        let data = try PageData(json)
        #expect(PageData.indices(data.frames) == [0])
        let moved = try #require(data.offsets.last)
        #expect(moved > 500, "the list scrolled (to \(moved))")
        Self.expectFramesMatchTheReplay(recording, data: data, every: 97)
    }

    /// 40 horizontal pagers in a list: the list's scrolling changes neither their frames nor their
    /// offsets, and a swipe on one pager changes that pager's offset alone.
    @Test func pagersInAListKeepTheirOffsetsAsChanges() throws {
        let list = ScrollConfiguration(
            frame: Rect(x: 0, y: 0, width: 414, height: 896),
            content: .items(ItemLayout(count: 40, length: 200)))
        let pagers = (0..<40).map {
            ScrollConfiguration(
                id: "pager\($0)", frame: Rect(x: 0, y: Double($0) * 200, width: 414, height: 200),
                axis: .horizontal,
                content: .items(ItemLayout(count: 5, length: 414)), paging: ScrollConfiguration.Paging())
        }
        let scene = Scene(
            device: Self.device, scroll: list, scrolls: pagers,
            views: [
                ViewSpec(
                    id: "list", kind: .scroll, frame: list.frame,
                    children: pagers.map {
                        ViewSpec(
                            id: $0.id, kind: .scroll, frame: $0.frame,
                            children: [
                                ViewSpec(
                                    id: $0.id + ".badge", frame: Rect(x: 500, y: 10, width: 40, height: 20))
                            ])
                    })
            ])
        var t = 0.0
        var events: [Event] = []
        for gesture in 1...3 { events += Self.drag(id: gesture, x: 200, from: 850, steps: 40, at: &t) }
        // Then a swipe to the left on the pager under the finger.
        events += Self.drag(id: 11, x: 380, from: 400, steps: 30, dx: -9, dy: 0, at: &t)
        let recording = Recording(scene: scene, events: events)
        let data = try PageData(HTMLPlayer.collect(recording, title: "pagers"))
        #expect(try #require(data.offsets.last) > 300, "the list scrolled")
        #expect(PageData.indices(data.frames) == [0])
        #expect(PageData.indices(data.scrollOffsets).first == 0)
        let swiped = Set(
            data.scrollOffsets.dropFirst().flatMap { ($0[1] as? [[Any]] ?? []).map { $0[0] as? Int ?? -1 } })
        #expect(swiped.count == 1, "one pager moved: \(swiped)")
        #expect(data.scrollOffsets.count > 1, "the swipe moved a pager")
        Self.expectFramesMatchTheReplay(recording, data: data, every: 37)
    }

    /// A recording of a collapsing header with 500 subviews pinned to its bottom (each moves at
    /// every index the header's height changes), dragged up: its text.
    static func movingViews() -> String {
        let badges = (0..<500).map {
            #"{"id":"b\#($0)","kind":"view","frame":[\#($0 % 100 * 4),130,4,4],"pin":"bottom"}"#
        }
        let session = """
            {"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,\
            "height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0}},"scroll":{"id":"list",\
            "content":{"items":{"count":40,"length":88}},"additionalSafeArea":{"top":100}},"header":{"view":"header",\
            "behavior":"collapsing","minHeight":48,"maxHeight":148},"views":[{"id":"list","kind":"scroll"},\
            {"id":"header","kind":"view","frame":[0,0,414,148],"children":[\(badges.joined(separator: ","))]}]}
            """
        var t = 0.0
        return RecordingText.text(
            sessionLine: session, events: Self.drag(id: 1, x: 200, from: 800, steps: 30, at: &t))
    }

    /// `movingViews()` written into a new folder, and its path.
    static func withMovingViews(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-html-cut-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("badges.jsonl").path
        try movingViews().write(toFile: path, atomically: true, encoding: .utf8)
        try body(path)
    }

    /// Past its budget of frame changes the page keeps no more frames and says which it left out:
    /// in its data, in the page itself, and drawn exactly up to there.
    @Test func pastItsBudgetThePageSaysWhichFramesItLeftOut() throws {
        var read: Recording?
        try Self.withMovingViews { read = try Recording(contentsOfFile: $0) }
        let recording = try #require(read)
        let (json, cut) = HTMLPlayer.collected(recording, title: "badges", frameBytes: 100_000)
        let data = try PageData(json)
        let lastIndex = try #require(cut?.lastIndex)
        #expect(lastIndex > 1 && lastIndex < recording.events.count)
        #expect(data.framesEnd == lastIndex)
        #expect(PageData.indices(data.frames).allSatisfy { $0 <= lastIndex })
        #expect(
            data.notice?.hasPrefix("the views' frames after event \(lastIndex) are not in this page") == true)
        #expect(data.notice?.contains("more than 97 KB of changes") == true, "\(data.notice ?? "")")
        Self.expectFramesMatchTheReplay(recording, data: data, through: lastIndex)
        let page = HTMLPlayer.page(recording, title: "badges", frameBytes: 100_000)
        #expect(page.cut == cut)
        #expect(page.html.contains(#"<p id="notice" hidden></p>"#), "the page's place for the notice")
        // Within the budget, the same recording keeps every frame.
        let whole = try PageData(HTMLPlayer.collect(recording, title: "badges"))
        #expect(whole.framesEnd == nil && whole.notice == nil)
        #expect(PageData.indices(whole.frames).count > PageData.indices(data.frames).count)
    }

    /// `scrolltape html` warns on standard error, at the first event whose frames the page has not,
    /// and writes the page all the same; within the budget it says nothing.
    @Test func htmlWarnsWhichFramesThePageLeftOut() throws {
        try Self.withMovingViews { path in
            let out = path.replacingOccurrences(of: ".jsonl", with: ".html")
            var command = HTMLCommand(try ArgumentParser.parse([path, "-o", out], for: HTMLCommand.spec))
            command.frameBytes = 100_000
            var console = BufferConsole()
            #expect(command.run(console: &console) == 0)
            let cut = try #require(
                HTMLPlayer.collected(try Recording(contentsOfFile: path), title: "", frameBytes: 100_000).cut)
            // The first event left out is on line lastIndex + 2 (the session line is line 1).
            #expect(console.stderr == "\(path):\(cut.lastIndex + 2):1: warning: \(cut.message)\n")
            #expect(
                console.stderr.contains(
                    "warning: the views' frames after event \(cut.lastIndex) are not in this page: more than 97 KB"
                ))
            #expect(console.stdout == "wrote \(out)\n")
            #expect(
                try String(contentsOfFile: out, encoding: .utf8).contains("\"framesEnd\":\(cut.lastIndex)"))
            let plain = HTMLCommand(try ArgumentParser.parse([path, "-o", out], for: HTMLCommand.spec))
            var quiet = BufferConsole()
            #expect(plain.run(console: &quiet) == 0)
            #expect(quiet.stderr.isEmpty)
        }
    }
}
