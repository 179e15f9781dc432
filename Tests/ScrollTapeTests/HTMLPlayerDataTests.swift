import ScrollTapeCore
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

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
}
