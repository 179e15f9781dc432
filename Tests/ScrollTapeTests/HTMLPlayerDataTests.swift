import ScrollTapeCore
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer
@testable import ScrollTapePictures

/// The page's data, without a browser: what it keeps and how big it gets.
@Suite struct HTMLPlayerDataTests {
    /// A long list in sections updated at every event repeats its rows in every screen the page
    /// keeps; past `HTMLPlayer.screenBytes` of them the page draws later indices on the last one
    /// kept, so its size stays bounded.
    @Test func screensOfAListUpdatedOftenStayWithinTheirBudget() throws {
        let sections = (0..<100).map { _ in
            SectionLayout.Section(header: 28, rows: Array(repeating: 44.5, count: 1000))
        }
        let scroll = ScrollConfiguration(
            frame: Rect(x: 0, y: 0, width: 414, height: 896),
            content: .sections(SectionLayout(sections: sections)))
        let scene = Scene(
            device: Device(width: 414, height: 896), scroll: scroll,
            views: [ViewSpec(id: "list", kind: .scroll, frame: scroll.frame)])
        let update = ItemUpdate(
            sectionChange: SectionChange(insertedRows: [.init(.init(section: 0, row: 0), length: 60.25)]))
        let events = (1...40).map { Event(t: Double($0) / 10, .update(update)) }
        let page = HTMLPlayer.collect(Recording(scene: scene, events: events), title: "long")
        // About 0.5 MB a screen (100,000 rows): some 32 fit the budget, not the 40 updates'.
        let screens = page.matches(of: /\[\d+,\{"device":/).count
        #expect(screens > 10)
        #expect(screens < 40)
        #expect(page.utf8.count < HTMLPlayer.screenBytes + 4 << 20)
    }

    /// An iPhone 11 screen with a list and a header holding `views` views, and a collapsing header.
    static func screen(views: Int) -> Scene {
        let scroll = ScrollConfiguration(
            frame: Rect(x: 0, y: 0, width: 414, height: 896),
            content: .items(ItemLayout(count: 40, length: 88)))
        let children = (0..<views).map {
            ViewSpec(
                id: "v\($0)", frame: Rect(x: Double($0 % 400), y: Double($0 / 400 % 140), width: 4, height: 4)
            )
        }
        return Scene(
            device: Device(
                width: 414, height: 896, safeArea: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)),
            scroll: scroll,
            header: HeaderConfiguration(
                viewID: "header", behavior: .collapsing, minHeight: 48, maxHeight: 148),
            views: [
                ViewSpec(id: "list", kind: .scroll, frame: scroll.frame),
                ViewSpec(id: "header", frame: Rect(x: 0, y: 0, width: 414, height: 148), children: children),
            ])
    }

    /// 15,000 views over 300 display frames: each view's frame is written once, then only those
    /// that moved (none here), not 15,000 frames at each of the 300 indices (some 110 MB).
    @Test func aScreenOfManyViewsKeepsEachFrameOnce() throws {
        let events = (1...300).map { Event(t: Double($0) / 60, .frame) }
        let page = HTMLPlayer.collect(
            Recording(scene: Self.screen(views: 15_000), events: events), title: "views")
        #expect(page.utf8.count < 2 << 20)
        let frames = try #require(page.firstMatch(of: /"frames":\[(.*?)\],"keyboards"/)).output.1
        #expect(frames.matches(of: /\[\d+,\[\[/).count == 1)
    }

    /// 1,000 fingers that come down one after another, then lift: the page keeps each finger's
    /// change once, not every finger down at every index (some 20 MB).
    @Test func manyFingersAreKeptAsTheirChanges() {
        var events: [Event] = []
        for finger in 1...1000 {
            let point = Point(x: Double(finger % 400), y: 200 + Double(finger / 400) * 100)
            events.append(Event(t: Double(finger) / 1000, .touch(id: finger, phase: .began, at: point)))
        }
        for finger in 1...1000 {
            let point = Point(x: Double(finger % 400), y: 200 + Double(finger / 400) * 100)
            events.append(Event(t: 1 + Double(finger) / 1000, .touch(id: finger, phase: .ended, at: point)))
        }
        let page = HTMLPlayer.collect(
            Recording(scene: Self.screen(views: 2), events: events), title: "fingers")
        #expect(page.utf8.count < 1 << 20)
    }
}
