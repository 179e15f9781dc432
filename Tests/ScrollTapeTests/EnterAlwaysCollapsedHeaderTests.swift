import ScrollTapeCore
import ScrollTapeExamples
import ScrollTapeExplorer
import Testing

/// `enterAlwaysCollapsed`: quick return to `collapsedHeight` anywhere, full expansion
/// only near the top, driven through `HeaderScreen` as header code is.
@Suite struct EnterAlwaysCollapsedHeaderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var collapsedHeight = 92.0
        var offsets: [Double]
        var heights: [Double]
        var testDescription: String { name }
    }

    // A 48…148 pt header; the offset runs from −148 to 2658.
    static let cases: [Case] = [
        Case(
            name: "scrolling down from the top collapses it with the list",
            offsets: [-128, -48, 100, 400], heights: [128, 48, 48, 48]),
        Case(
            name: "scrolling up far from the top returns it only to collapsedHeight",
            offsets: [1000, 980, 900, 500], heights: [48, 68, 92, 92]),
        Case(
            name: "it expands fully only at the top", offsets: [1000, 500, 0, -60, -100, -148],
            heights: [48, 92, 92, 92, 100, 148]),
        Case(
            name: "above collapsedHeight it follows the top edge down and up",
            offsets: [-100, -80, -120, -148], heights: [100, 80, 120, 148]),
        Case(
            name: "scrolling down again collapses from collapsedHeight", offsets: [1000, 900, 930, 1000],
            heights: [48, 92, 62, 48]),
        Case(
            name: "a taller collapsedHeight", collapsedHeight: 120, offsets: [1000, 500, 0, -148],
            heights: [48, 120, 120, 148]),
        Case(
            name: "collapsedHeight at minHeight returns only to minHeight", collapsedHeight: 48,
            offsets: [1000, 500, -60, -148], heights: [48, 48, 60, 148]),
        Case(
            name: "collapsedHeight at maxHeight is collapsing", collapsedHeight: 148,
            offsets: [1000, 950, 800, -148], heights: [48, 98, 148, 148]),
        Case(
            name: "the pull past the top and its release do not move it", offsets: [-160, -200, -148],
            heights: [148, 148, 148]),
        Case(
            name: "the bottom bounce does not move it", offsets: [2600, 2658, 2700, 2750, 2658],
            heights: [48, 48, 48, 48, 48]),
        Case(
            name: "a move across the top edge counts only its part inside the range",
            offsets: [-100, -200, -148], heights: [100, 148, 148]),
        Case(
            name: "a move across the bottom edge counts only its part inside the range",
            offsets: [2600, 2548, 2700, 2650], heights: [48, 92, 48, 56]),
    ]

    @Test(arguments: cases)
    func heightFollowsOffsets(_ testCase: Case) {
        let header = EnterAlwaysCollapsedHeader(collapsedHeight: testCase.collapsedHeight)
        #expect(HeaderScreens.heights(header, testCase.offsets) == testCase.heights)
    }

    /// The session's `enterAlwaysCollapsed` is this behaviour with the session's collapsedHeight.
    @Test func sessionBehaviourIsEnterAlwaysCollapsedHeader() {
        let configuration = HeaderScreens.configuration(
            .enterAlwaysCollapsed, collapsedHeight: 100, snaps: true)
        let behavior = configuration.builtInBehavior as? EnterAlwaysCollapsedHeader
        #expect(behavior == EnterAlwaysCollapsedHeader(collapsedHeight: 100, snaps: true))
        #expect(behavior?.observesIntermediateOffsets == true)
    }

    /// `header.direction` holds: scrolling down never grows it, scrolling up never shrinks it, on
    /// any path of offsets (here: every step of a walk over the range and past its edges).
    @Test(arguments: [48.0, 92, 120, 148])
    func scrollingDownNeverGrowsItNorUpShrinksIt(collapsedHeight: Double) {
        var random = SplitMix64(seed: UInt64(collapsedHeight))
        var offsets: [Double] = []
        var offset = HeaderScreens.minOffset
        for _ in 0..<2000 {
            offset = min(max(offset + Double.random(in: -300...300, using: &random), -400), 2900)
            offsets.append(offset)
        }
        let heights = HeaderScreens.heights(
            EnterAlwaysCollapsedHeader(collapsedHeight: collapsedHeight), offsets)
        var previous = (offset: HeaderScreens.minOffset, height: 148.0)
        for (offset, height) in zip(offsets, heights) {
            let clamp = { min(max($0, HeaderScreens.minOffset), HeaderScreens.maxOffset) }
            let change = clamp(offset) - clamp(previous.offset)
            if change > 0 { #expect(height <= previous.height, "grew scrolling down to \(offset)") }
            if change < 0 { #expect(height >= previous.height, "shrank scrolling up to \(offset)") }
            #expect(
                abs(height - previous.height) <= abs(change) + 1e-9, "moved more than the list at \(offset)")
            #expect((48...148).contains(height))
            if clamp(offset) == HeaderScreens.minOffset { #expect(height == 148, "not expanded at the top") }
            previous = (offset, height)
        }
    }
}
