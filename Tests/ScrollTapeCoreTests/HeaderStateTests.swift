import Testing

@testable import ScrollTapeCore

@Suite struct HeaderStateTests {
    static let metrics = ScrollMetrics(scene: Scenes.collapsing(), itemCount: 40)

    static func header(
        _ behavior: HeaderConfiguration.Behavior, ignoresOverscroll: Bool = true, stretches: Bool = false
    )
        -> HeaderConfiguration
    {
        HeaderConfiguration(
            viewID: "header", behavior: behavior, minHeight: 48, maxHeight: 148,
            ignoresOverscroll: ignoresOverscroll,
            stretches: stretches)
    }

    /// The collapsing scene's screen with the list at `offset` and the header `height` high, as a
    /// test of header code sets it up (the public initializer).
    static func screen(offset: Double, height: Double) -> HeaderScreen {
        HeaderScreen(
            scrollView: ScrollViewInfo(
                contentOffset: Point(x: 0, y: offset), contentSize: Size(width: 414, height: 3520),
                bounds: Rect(x: 0, y: offset, width: 414, height: 896),
                frame: Rect(x: 0, y: 0, width: 414, height: 896),
                contentInset: .zero, adjustedContentInset: metrics.adjustedInset),
            headerHeight: height, minHeaderHeight: 48, maxHeaderHeight: 148)
    }

    /// Heights after following each offset in turn, from the initial offset −148, through the
    /// built-in behaviour the configuration names.
    static func heights(_ configuration: HeaderConfiguration, _ offsets: [Double]) -> [Double] {
        var behavior = configuration.builtInBehavior
        var height = configuration.maxHeight
        return ([-148] + offsets).map { offset in
            var screen = Self.screen(offset: offset, height: height)
            behavior.didScroll(&screen)
            height = screen.headerHeight
            return height
        }.dropFirst().map { $0 }
    }

    /// The public initializer derives the offset range as the model does.
    @Test func aScreenSetUpByATestHasTheModelsRange() {
        let screen = Self.screen(offset: 100, height: 148)
        #expect(screen.minOffset == Self.metrics.lowerBound)
        #expect(screen.maxOffset == Self.metrics.upperBound)
        #expect(screen.offset == 100)
        #expect(screen.scrollView.bounds == Rect(x: 0, y: 100, width: 414, height: 896))
        #expect(screen.clamped(3000) == 2658)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var behavior: HeaderConfiguration.Behavior
        var ignoresOverscroll = true
        var stretches = false
        var offsets: [Double]
        var heights: [Double]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "collapsing follows scrolling down, clamped at min", behavior: .collapsing,
            offsets: [-128, -48, 100, 400], heights: [128, 48, 48, 48]),
        Case(
            name: "collapsing reveals on any scroll up (quick return)", behavior: .collapsing,
            offsets: [400, 380, 300, 600], heights: [48, 68, 148, 48]),
        Case(
            name: "collapsing ignores the pull past the top and its release", behavior: .collapsing,
            offsets: [-160, -200, -148], heights: [148, 148, 148]),
        Case(
            name: "collapsing ignores the bottom bounce", behavior: .collapsing,
            offsets: [2600, 2658, 2700, 2750, 2658], heights: [48, 48, 48, 48, 48]),
        Case(
            name: "collapsing counts the in-bounds part of a move that crosses the top edge",
            behavior: .collapsing, offsets: [-100, -200, -148], heights: [100, 148, 148]),
        // Seed 000's code skipped such a move and then, back inside, shrank the header
        // while scrolling up (48 at 2650 instead of 56).
        Case(
            name: "collapsing counts the in-bounds part of a move that crosses the bottom edge",
            behavior: .collapsing, offsets: [2600, 2548, 2700, 2650], heights: [48, 100, 48, 56]),
        Case(
            name: "bouncing-header bug: the bottom bounce moves the header", behavior: .collapsing,
            ignoresOverscroll: false, offsets: [2600, 2658, 2700, 2658], heights: [48, 48, 48, 90]),
        Case(
            name: "bouncing-header bug: the top bounce collapses it", behavior: .collapsing,
            ignoresOverscroll: false,
            offsets: [-200, -148], heights: [148, 96]),
        Case(
            name: "pinned collapses with the list and expands near the top", behavior: .pinned,
            offsets: [-100, 0, 500, -60, -100, -148], heights: [100, 48, 48, 60, 100, 148]),
        Case(
            name: "pinned without stretch stays at max past the top", behavior: .pinned, offsets: [-200],
            heights: [148]),
        Case(
            name: "pinned with stretch grows past the top", behavior: .pinned, stretches: true,
            offsets: [-200, -148],
            heights: [200, 148]),
        Case(name: "none keeps its height", behavior: .none, offsets: [500, -200], heights: [148, 148]),
    ]

    @Test(arguments: cases)
    func heightFollowsOffsets(_ testCase: Case) {
        let configuration = Self.header(
            testCase.behavior, ignoresOverscroll: testCase.ignoresOverscroll, stretches: testCase.stretches)
        #expect(Self.heights(configuration, testCase.offsets) == testCase.heights)
    }

    @Test(arguments: [(148.0, 0.0), (98, 0.5), (48, 1)])
    func progressIsTheCollapsedShare(height: Double, progress: Double) {
        let configuration = Self.header(.pinned)
        let state = HeaderState(
            height: Self.heights(configuration, [-148 + (148 - height)])[0],
            behavior: PinnedHeader(configuration))
        #expect(state.height == height)
        #expect(state.progress(configuration) == progress)
    }
}
