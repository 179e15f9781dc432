import Testing

@testable import ScrollTapeCore

/// `scrollTo` events: the app's `setContentOffset(_:animated:)` and
/// `scrollToItem(at:at:animated:)`, and the status bar's scroll to the top, animated at a constant
/// rate over `scrollAnimationDuration` (0.3 s) as Apple's Scroll View Programming Guide describes.
@Suite struct ScrollToTests {
    /// A header behaviour that writes down every offset its `didScroll` sees, as UIKit calls it.
    struct OffsetLog: HeaderBehavior, Hashable {
        var offsets: [Double] = []
        mutating func didScroll(_ screen: inout HeaderScreen) {
            offsets.append(screen.scrollView.contentOffset.y)
        }
    }

    static func scrollTo(_ target: ScrollRequest.Target, animated: Bool, at t: Double) -> Event {
        Event(t: t, .scrollTo(ScrollRequest(target, animated: animated)))
    }

    @Test func anAnimatedScrollMovesAtAConstantRateAndRestsOnItsTarget() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.scrollTo(.offset(x: nil, y: 1000), animated: true, at: 1))
        #expect(world.scroll.phase == .snapping)
        #expect(world.axisOffset == -148)
        // 1148 pt in 0.3 s: 3826.67 pt/s, the same all the way.
        let samples: [(t: Double, share: Double)] = [(1.075, 0.25), (1.15, 0.5), (1.225, 0.75)]
        for (t, share) in samples {
            let expected = -148 + 1148 * share
            world.apply(Event(t: t, .frame))
            #expect(abs(world.axisOffset - expected) < 1e-9, "t = \(t)")
            #expect(abs(world.scroll.velocity.y - 1148 / 0.3) < 1e-9)
            #expect(world.scroll.mode.isDecelerating == false)
        }
        world.apply(Event(t: 1.3, .frame))
        #expect(world.axisOffset == 1000)
        #expect(world.scroll.phase == .idle)
        #expect(world.scroll.velocity == .zero)
    }

    @Test func anUnanimatedScrollIsThereAtOnceAndIsNotClampedAsSetContentOffset() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.scrollTo(.offset(x: nil, y: 5000), animated: false, at: 1))
        #expect(world.axisOffset == 5000)
        #expect(world.scroll.phase == .idle)
        let recording = Recording(
            scene: Scenes.collapsing(),
            events: [Self.scrollTo(.offset(x: nil, y: 5000), animated: false, at: 1)])
        #expect(recording.replay().violations.map(\.invariant) == [.scrollRest])
    }

    @Test func theStatusBarScrollsToTheTopAndTheHeaderCodeSeesEveryFrame() {
        var world = World(scene: Scenes.collapsing(), header: OffsetLog())
        world.apply(Self.scrollTo(.offset(x: nil, y: 600), animated: false, at: 0.5))
        world.apply(Self.scrollTo(.top, animated: true, at: 1))
        for frame in 1...20 { world.apply(Event(t: 1 + Double(frame) / 60, .frame)) }
        let log = world.header?.behavior as? OffsetLog
        // The initial layout, the jump to 600, then one call per frame of the animation (18 frames
        // in 0.3 s, the last at the top), and none after it.
        let animation = Array(log?.offsets.dropFirst(2) ?? [])
        #expect(animation.count == 18)
        #expect(animation.last == -148)
        #expect(zip(animation, animation.dropFirst()).allSatisfy { $0 > $1 })
        // Constant rate: 748 pt over 18 frames, 41.56 pt a frame.
        #expect(abs((animation[0] - animation[1]) - 748 / 18) < 1e-9)
        #expect(world.scroll.phase == .idle)
    }

    @Test func theBuiltInHeaderExpandsAsTheStatusBarScrollRunsUp() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.scrollTo(.offset(x: nil, y: 600), animated: false, at: 0.5))
        #expect(world.header?.height == 48)
        world.apply(Self.scrollTo(.top, animated: true, at: 1))
        world.apply(Event(t: 1.2, .frame))
        // Two thirds of the way: 600 − 748 · 2/3 = 101.33, 498.67 pt up: the header is fully out.
        #expect(abs(world.axisOffset - (600 - 748 * 2 / 3)) < 1e-9)
        #expect(world.header?.height == 148)
    }

    struct ItemCase: CustomTestStringConvertible, Sendable {
        var item: Int
        var position: ScrollRequest.ItemPosition
        var from: Double
        var offset: Double
        var testDescription: String { "item \(item) at \(position) from \(from)" }
    }

    /// iPhone 11 list of 88-pt rows; the visible area is 896 − 148 − 34 = 714 pt below the inset top.
    static let itemCases: [ItemCase] = [
        ItemCase(item: 10, position: .top, from: -148, offset: 880 - 148),
        ItemCase(item: 10, position: .bottom, from: -148, offset: 880 + 88 - 148 - 714),
        ItemCase(item: 10, position: .middle, from: -148, offset: 880 + 44 - 148 - 357),
        // Clamped: the last row cannot come to the top.
        ItemCase(item: 39, position: .top, from: -148, offset: 2658),
        ItemCase(item: 0, position: .bottom, from: 500, offset: -148),
        // `none`: in view already (row 2 at 176…264 on screen), no move; above → top; below → bottom.
        ItemCase(item: 2, position: .none, from: -148, offset: -148),
        ItemCase(item: 1, position: .none, from: 500, offset: 88 - 148),
        ItemCase(item: 20, position: .none, from: -148, offset: 1760 + 88 - 148 - 714),
    ]

    @Test(arguments: itemCases)
    func scrollingToAnItemPlacesItInTheVisibleArea(_ testCase: ItemCase) {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.scrollTo(.offset(x: nil, y: testCase.from), animated: false, at: 0.5))
        world.apply(Self.scrollTo(.item(testCase.item, testCase.position), animated: false, at: 1))
        #expect(world.axisOffset == testCase.offset)
    }

    @Test func scrollingToARowOfASectionUsesItsOwnPlaceAndHeight() {
        var world = World(scene: SectionedListTests.scene())
        // Item 10 is section 1's row 7: it begins at 220 + 28 + 7 · 50 = 598, right below section
        // 1's pinned 28-pt header.
        world.apply(Self.scrollTo(.item(10, .top), animated: false, at: 1))
        #expect(world.axisOffset == 598 - 28 - 148)
        world.apply(Self.scrollTo(.item(12, .bottom), animated: false, at: 2))
        // Item 12 (section 1's row 9, 50 pt) ends at 248 + 10 · 50 = 748: its bottom right above
        // the section's floating 20-pt footer at the visible area's bottom.
        #expect(world.axisOffset == 748 + 20 - 148 - 714)
    }

    /// `scrollToRow(at:at: .top)` on a section's first row of a plain table brings the section's
    /// header into view with it: the row right below the header, the header at the visible top
    /// (FORMAT.md `scrollTo`, with its sources).
    @Test func scrollingToASectionsFirstRowBringsItsHeaderIntoView() {
        var world = World(scene: SectionedListTests.scene())
        // Item 3 is section 1's row 0: section 1 begins at 220, its 28-pt header, then the row at 248.
        world.apply(Self.scrollTo(.item(3, .top), animated: false, at: 1))
        #expect(world.axisOffset == 220 - 148)
        #expect(world.geometry.sectionHeaderFrame(1, in: .primary)?.y == 148)
        #expect(world.geometry.itemFrame(3)?.y == 176)
        #expect(world.geometry.hitTest(Point(x: 200, y: 160)).targetID == "list.section.1.header")
        #expect(world.geometry.hitTest(Point(x: 200, y: 180)).targetID == "list.item.3")
    }

    @Test func aTouchStopsTheAnimationWhereTheListIs() {
        var world = World(scene: Scenes.collapsing())
        world.apply(Self.scrollTo(.offset(x: nil, y: 1000), animated: true, at: 1))
        world.apply(Event.touch(1, .began, 200, 500, at: 1.15))
        #expect(world.scroll.phase == .tracking)
        #expect(abs(world.axisOffset - 426) < 1e-9)
        world.apply(Event.touch(1, .ended, 200, 500, at: 1.2))
        world.apply(Event(t: 2, .frame))
        #expect(abs(world.axisOffset - 426) < 1e-9)
        #expect(world.actions.isEmpty)
    }

    @Test func anAnimationPastTheEndCrossesTheEdgeAndTheHeaderIgnoresTheOverscroll() {
        let events =
            [Self.scrollTo(.offset(x: nil, y: 2900), animated: true, at: 1)]
            + (1...30).map { Event(t: 1 + Double($0) / 60, .frame) }
        let recording = Recording(scene: Scenes.collapsing(), events: events)
        // It rests past maxOffset as setContentOffset leaves it (scroll.rest), and nothing else.
        #expect(Set(recording.replay().violations.map(\.invariant)) == [.scrollRest])
        var world = World(scene: Scenes.collapsing())
        for event in events { world.apply(event) }
        #expect(world.axisOffset == 2900)
        #expect(world.header?.height == 48)
    }
}

/// App code's `setContentOffset(_:animated: true)` (a header's snap, a tab's action) moves the list
/// as an animated `scrollTo` does: UIKit animates the call the same way whoever makes it.
@Suite struct AppCodeScrollAnimationTests {
    @Test func aHeaderSnapMovesAtAConstantRateOverTheScrollAnimationDuration() throws {
        var scene = Scenes.collapsing()
        scene.header?.snaps = true
        var world = World(scene: scene)
        // A slow drag up by 30, held still so it lifts without velocity: the header rests
        // part-way, nearer 148, and the snap scrolls the list back to −148.
        var t = world.drag(from: 600, to: 570, step: 5, at: 0, lift: false)
        for _ in 0..<10 {
            t += 1.0 / 60
            world.apply(.touch(1, .moved, 200, 570, at: t))
        }
        t += 1.0 / 60
        world.apply(.touch(1, .ended, 200, 570, at: t))
        #expect(world.scroll.phase == .snapping)
        guard case .scrollingTo(let animation) = world.scroll.mode else {
            Issue.record("the snap is not an animated scroll: \(world.scroll.mode)")
            return
        }
        // The pan took the drag after its 10-pt slop: the list rests 15 pt down, the header at 133.
        #expect(animation.duration == scene.scroll.scrollAnimationDuration)
        #expect(animation.from == -133)
        #expect(animation.to == -148)
        #expect(animation.startTime == t)
        world.apply(Event(t: t + 0.15, .frame))
        #expect(abs(world.axisOffset - -140.5) < 1e-9)
        #expect(abs(world.scroll.velocity.y - -50) < 1e-9)
        world.apply(Event(t: t + 0.3, .frame))
        #expect(world.axisOffset == -148)
        #expect(world.header?.height == 148)
        #expect(world.scroll.phase == .idle)
    }
}

/// `scrollToRow(at:at:)` in a list in sections (FORMAT.md `scrollTo`): a table keeps the row clear
/// of its section's header and footer (floating: every row; grouped: the first row's header, the
/// last row's footer); a flow layout puts the item's own edge at the edge.
extension ScrollToTests {
    /// Sections of 30-pt headers (a 20-pt footer under the second) and ten 50-pt rows each, under
    /// the collapsing screen's 148-pt adjusted inset.
    static func sectionsScene(style: SectionLayout.Style, kind: SectionLayout.Kind) -> Scene {
        Scenes.collapsing { scroll in
            let layout = SectionLayout(
                sections: [
                    .init(header: 30, rows: Array(repeating: 50, count: 10)),
                    .init(header: 30, footer: 20, rows: Array(repeating: 50, count: 10)),
                    .init(header: 30, rows: Array(repeating: 50, count: 10)),
                ], style: style, kind: kind)
            scroll.content = .sections(layout)
        }
    }

    static func offset(
        showing row: Int, at position: ScrollRequest.ItemPosition, style: SectionLayout.Style,
        kind: SectionLayout.Kind = .table
    ) -> Double {
        var world = World(scene: sectionsScene(style: style, kind: kind))
        world.apply(scrollTo(.item(row, position), animated: false, at: 1))
        return world.axisOffset
    }

    /// Section 1 begins at 530 (its header), its first row at 560: a plain table shows the header
    /// with it (560 − 30 − 148 = 382); a flow layout puts the row under the pinned header (412).
    @Test func aPlainTableBringsTheSectionsHeaderIntoViewWithItsFirstRow() {
        #expect(Self.offset(showing: 10, at: .top, style: .plain) == 382)
        #expect(Self.offset(showing: 10, at: .top, style: .plain, kind: .flow) == 412)
        #expect(Self.offset(showing: 10, at: .top, style: .grouped) == 382)
    }

    /// Row 13 (at 710): right below the pinned header in a plain table, at the very top in a grouped
    /// one, where the header has scrolled away.
    @Test func aLaterRowGoesBelowThePinnedHeaderOnlyWhereHeadersFloat() {
        #expect(Self.offset(showing: 13, at: .top, style: .plain) == 710 - 30 - 148)
        #expect(Self.offset(showing: 13, at: .top, style: .grouped) == 710 - 148)
        #expect(Self.offset(showing: 13, at: .top, style: .plain, kind: .flow) == 710 - 148)
    }

    /// At the bottom (the visible area 896 − 148 − 34 = 714 tall): row 19 (at 1010, the section's
    /// last) above its 20-pt footer in both table styles; row 18 above the floating footer only
    /// in the plain style; the middle centres the row alone.
    @Test func theBottomKeepsTheRowAboveItsFooter() {
        let visible = 896.0 - 148 - 34
        #expect(Self.offset(showing: 19, at: .bottom, style: .plain) == 1060 + 20 - 148 - visible)
        #expect(Self.offset(showing: 19, at: .bottom, style: .grouped) == 1060 + 20 - 148 - visible)
        #expect(Self.offset(showing: 18, at: .bottom, style: .plain) == 1010 + 20 - 148 - visible)
        #expect(Self.offset(showing: 18, at: .bottom, style: .grouped) == 1010 - 148 - visible)
        #expect(Self.offset(showing: 19, at: .bottom, style: .plain, kind: .flow) == 1060 - 148 - visible)
        #expect(Self.offset(showing: 13, at: .middle, style: .plain) == 735 - 148 - visible / 2)
    }
}
