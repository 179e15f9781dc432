import Testing

@testable import ScrollTapeCore

/// `snap`: when the list comes to rest with the header part-way, the behaviour asks,
/// in `didEndScrolling`, for the animated scroll that takes the header to the nearer rest height.
@Suite struct HeaderSnapTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var height: Double
        var offset: Double
        var restHeights = [48.0, 148]
        /// The content's length (3520: the offset runs from −148 to 2658).
        var contentLength = 3520.0
        var target: Double?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "part-way nearer the collapsed end: down to it", height: 60, offset: 500, target: 512),
        Case(name: "part-way nearer the expanded end: up to it", height: 130, offset: 500, target: 482),
        Case(name: "a tie goes to the taller", height: 98, offset: 500, target: 450),
        Case(
            name: "near the bottom edge the nearer end is out of range: the other end", height: 60,
            offset: 2650, target: 2562),
        Case(
            name: "near the top edge the nearer end is out of range: the other end", height: 130,
            offset: -140,
            target: -58),
        Case(name: "a target exactly at an edge is in range", height: 130, offset: -130, target: -148),
        Case(name: "at minHeight: no snap", height: 48, offset: 500, target: nil),
        Case(name: "at maxHeight: no snap", height: 148, offset: -148, target: nil),
        Case(
            name: "a rounding error from a rest height: no snap", height: 48 + 1e-12, offset: 500, target: nil
        ),
        Case(name: "stretched past the tallest: no snap", height: 160, offset: -148, target: nil),
        Case(name: "below the lowest: no snap", height: 40, offset: 500, target: nil),
        Case(
            name: "no rest height within reach: no snap", height: 90, offset: -100, contentLength: 800,
            target: nil),
        Case(
            name: "three rest heights: the nearest", height: 80, offset: 500, restHeights: [48, 92, 148],
            target: 488),
        Case(
            name: "three rest heights: above the middle one, near the top", height: 130, offset: -130,
            restHeights: [48, 92, 148], target: -148),
        Case(
            name: "three rest heights: the nearest out of range, the next one", height: 60, offset: 2650,
            restHeights: [48, 92, 148], target: 2618),
    ]

    @Test(arguments: cases)
    func snapTargetIsTheNearerReachableRestHeight(_ testCase: Case) {
        let screen = HeaderScreens.screen(
            offset: testCase.offset, height: testCase.height, contentLength: testCase.contentLength)
        #expect(
            screen.snapTarget(restHeights: testCase.restHeights) == testCase.target.map { Point(x: 0, y: $0) }
        )
    }

    @Test func snapTargetOfAHorizontalListMovesAlongX() {
        let screen = HeaderScreens.screen(offset: 500, height: 60, axis: .horizontal)
        #expect(screen.snapTarget(restHeights: [48, 148]) == Point(x: 512, y: 0))
    }

    /// Every built-in behaviour that snaps asks for the snap, animated, only with `snap`; `none`
    /// never does.
    @Test(arguments: [
        HeaderConfiguration.Behavior.collapsing, .pinned, .stretchy, .enterAlwaysCollapsed, .none,
    ])
    func builtInBehavioursAskForTheSnapOnlyWithSnap(_ behavior: HeaderConfiguration.Behavior) {
        for snaps in [false, true] {
            let configuration = HeaderScreens.configuration(behavior, snaps: snaps)
            var header = HeaderState(height: 60, behavior: configuration.builtInBehavior)
            let request = header.didEndScrolling(HeaderScreens.screen(offset: 500, height: 60))
            #expect(header.height == 60)
            if snaps && behavior != .none {
                #expect(request?.offset == Point(x: 0, y: 512))
                #expect(request?.animated == true)
            } else {
                #expect(request == nil)
            }
        }
    }

    struct Snap: Sendable, CustomTestStringConvertible {
        var name: String
        var behavior: HeaderConfiguration.Behavior
        var offsets: [Double]
        /// The height the header is left at, and the rest height the snap takes it to.
        var partWay: Double
        var rest: Double
        var testDescription: String { name }
    }

    static let snaps: [Snap] = [
        Snap(
            name: "collapsing, up to maxHeight", behavior: .collapsing, offsets: [500, 430], partWay: 118,
            rest: 148),
        Snap(
            name: "collapsing, down to minHeight", behavior: .collapsing, offsets: [500, 480], partWay: 68,
            rest: 48),
        Snap(name: "pinned, up to maxHeight", behavior: .pinned, offsets: [-100], partWay: 100, rest: 148),
        Snap(name: "pinned, down to minHeight", behavior: .pinned, offsets: [-60], partWay: 60, rest: 48),
        Snap(
            name: "enterAlwaysCollapsed, up to collapsedHeight far down", behavior: .enterAlwaysCollapsed,
            offsets: [1000, 960], partWay: 88, rest: 92),
        Snap(
            name: "enterAlwaysCollapsed, down to collapsedHeight near the top",
            behavior: .enterAlwaysCollapsed,
            offsets: [-100], partWay: 100, rest: 92),
        Snap(
            name: "enterAlwaysCollapsed, up to maxHeight near the top", behavior: .enterAlwaysCollapsed,
            offsets: [-125], partWay: 125, rest: 148),
        Snap(
            name: "enterAlwaysCollapsed, down to minHeight", behavior: .enterAlwaysCollapsed,
            offsets: [1000, 990],
            partWay: 58, rest: 48),
    ]

    /// Scrolling to the snap's target moves each built-in header exactly to the rest height: it
    /// never rests part-way.
    @Test(arguments: snaps)
    func scrollingToTheSnapTargetRestsTheHeaderThere(_ snap: Snap) throws {
        var header = HeaderState(
            height: 148, behavior: HeaderScreens.configuration(snap.behavior, snaps: true).builtInBehavior)
        var offset = HeaderScreens.minOffset
        for next in [offset] + snap.offsets {
            offset = next
            var screen = HeaderScreens.screen(offset: offset, height: header.height)
            header.didScroll(&screen)
        }
        #expect(header.height == snap.partWay)
        let snapped = header.didEndScrolling(HeaderScreens.screen(offset: offset, height: header.height))
        let request = try #require(snapped)
        #expect(request.offset.y == offset + (snap.partWay - snap.rest))
        var screen = HeaderScreens.screen(offset: request.offset.y, height: header.height)
        header.didScroll(&screen)
        #expect(header.height == snap.rest)
        let again = header.didEndScrolling(
            HeaderScreens.screen(offset: request.offset.y, height: header.height))
        #expect(again == nil)
    }

    /// A user's header without `didEndScrolling` (UIKit code that does not snap).
    struct QuickReturnHeader: HeaderBehavior {
        var previousOffsetY = -148.0
        mutating func didScroll(_ screen: inout HeaderScreen) {
            let y = screen.scrollView.contentOffset.y
            screen.headerHeight = min(max(screen.headerHeight - (y - previousOffsetY), 48), 148)
            previousOffsetY = y
        }
    }

    @Test func didEndScrollingDoesNothingByDefault() {
        var behavior = QuickReturnHeader()
        var screen = HeaderScreens.screen(offset: 500, height: 60)
        let before = screen
        behavior.didEndScrolling(&screen)
        #expect(screen == before)
        #expect(screen.requestedContentOffset == nil)
        var header = HeaderState(height: 60, behavior: QuickReturnHeader())
        let request = header.didEndScrolling(screen)
        #expect(request == nil)
        #expect(header.height == 60)
    }

    /// A user's header that snaps the UIKit way, and asks twice: the last request counts.
    struct SnappingHeader: HeaderBehavior {
        var ends = 0
        mutating func didScroll(_ screen: inout HeaderScreen) {}
        mutating func didEndScrolling(_ screen: inout HeaderScreen) {
            ends += 1
            screen.setContentOffset(Point(x: 0, y: 0), animated: false)
            if let target = screen.snapTarget(restHeights: [48, 148]) {
                screen.setContentOffset(target, animated: true)
            }
        }
    }

    @Test func aUsersDidEndScrollingIsCalledAndItsLastRequestReturned() throws {
        var header = HeaderState(height: 60, behavior: SnappingHeader())
        let first = header.didEndScrolling(HeaderScreens.screen(offset: 500, height: 60))
        let request = try #require(first)
        #expect(request.offset == Point(x: 0, y: 512))
        #expect(request.animated)
        #expect((header.behavior as? SnappingHeader)?.ends == 1)
        let second = header.didEndScrolling(HeaderScreens.screen(offset: 500, height: 48))
        let atRest = try #require(second)
        #expect(atRest.offset == Point(x: 0, y: 0))
        #expect(!atRest.animated)
        #expect((header.behavior as? SnappingHeader)?.ends == 2)
    }

    /// Asking for a scroll changes nothing the behaviour reads: `offset` stays.
    @Test func setContentOffsetOnlyRecordsTheRequest() {
        var screen = HeaderScreens.screen(offset: 500, height: 60)
        screen.setContentOffset(Point(x: 0, y: 512), animated: true)
        #expect(screen.offset == 500)
        #expect(screen.scrollView.contentOffset == Point(x: 0, y: 500))
        #expect(screen.requestedContentOffset?.offset == Point(x: 0, y: 512))
        #expect(screen.requestedContentOffset?.animated == true)
    }
}
