import Testing

@testable import ScrollTapeCore

/// An app's own `HeaderBehavior` is the short form of a `ScrollViewDelegate`: the
/// replay calls it through the same machinery, at the same moments, with the same screen.
@Suite struct HeaderShortFormTests {
    /// Counts its calls; at rest part-way, asks for an animated scroll far past the top.
    struct CountingHeader: HeaderBehavior {
        var scrolls = 0
        var ends = 0
        var appeared = 0
        var snapsPastTheTop = false
        mutating func didAppear(_ screen: inout HeaderScreen) { appeared += 1 }
        mutating func didScroll(_ screen: inout HeaderScreen) {
            scrolls += 1
            screen.headerHeight = min(max(148 - (screen.offset - screen.minOffset), 48), 148)
        }
        mutating func didEndScrolling(_ screen: inout HeaderScreen) {
            ends += 1
            if snapsPastTheTop { screen.setContentOffset(Point(x: 0, y: -1000), animated: true) }
        }
    }

    static func header(_ world: World) -> CountingHeader? { world.header?.behavior as? CountingHeader }

    /// Counts the list's `scrollViewDidScroll` calls.
    struct ScrollCounter: ScrollViewDelegate {
        var scrolls = 0
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            if screen.scrollView.id == "list" { scrolls += 1 }
        }
    }

    /// A drag up 100 pt (the list moves 80: the first 20 pt step starts the pan) whose finger
    /// holds still for 0.2 s before it lifts: the list rests at once.
    static func dragAndRest(_ world: inout World) {
        var t = world.drag(from: 700, to: 600, step: 20, at: 1, lift: false)
        t += 0.2
        world.apply(.touch(1, .moved, 200, 600, at: t))
        world.apply(.touch(1, .ended, 200, 600, at: t + 0.01))
        ScrollViewDelegateTests.frames(&world, from: t + 0.01, seconds: 1)
    }

    @Test func aHeaderAndADelegateAreBothCalledAndKeepTheirOwnState() throws {
        var world = World(scene: Scenes.collapsing(), header: CountingHeader(), delegate: ScrollCounter())
        Self.dragAndRest(&world)
        let header = try #require(Self.header(world))
        let delegate = try #require(world.delegate as? ScrollCounter)
        #expect(header.appeared == 1)
        // The header heard every didScroll the delegate heard, and ended once, at rest.
        #expect(header.scrolls == delegate.scrolls)
        #expect(header.scrolls == 5)  // the first layout, then four 20-pt steps past the pan's slop
        #expect(header.ends == 1)
        #expect(world.axisOffset == -68)
        #expect(world.header?.height == 68)
    }

    @Test func theScrollAHeaderAsksForAtRestIsClampedIntoTheRange() {
        var world = World(scene: Scenes.collapsing(), header: CountingHeader(snapsPastTheTop: true))
        Self.dragAndRest(&world)
        #expect(world.axisOffset == -148)
        #expect(world.scroll.phase == .idle)
        #expect(world.header?.height == 148)
    }

    @Test func aPagingListSettlingOnAPageIsNotAnEndOfScrolling() {
        var world = World(
            scene: Scenes.collapsing { $0.paging = .init(pageLength: 300) }, header: CountingHeader())
        Self.dragAndRest(&world)
        #expect(world.scroll.phase == .idle)
        #expect(world.axisOffset == -148)  // back on page 0
        #expect(Self.header(world)?.ends == 0)
    }
}
