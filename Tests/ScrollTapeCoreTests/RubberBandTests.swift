import Testing

@testable import ScrollTapeCore

/// The rubber band (1 − 1/(x·c/d + 1))·d with c = 0.55.
/// Reference values: x = 100, d = 960 → 52.02; x = 960, d = 960 → 340.65 (the reference
/// numbers, from the formula above).
@Suite struct RubberBandTests {
    @Test(arguments: [(100.0, 52.02), (960, 340.65), (0, 0)])
    func referenceOvershoots(raw: Double, displayed: Double) {
        let band = RubberBand(coefficient: 0.55, extent: 960)
        #expect(abs(band.displayed(raw) - displayed) < 0.005)
    }

    @Test func inverseRoundTrips() {
        let band = RubberBand(coefficient: 0.55, extent: 896)
        for raw in stride(from: 0.0, through: 5000, by: 37.5) {
            #expect(abs(band.raw(band.displayed(raw)) - raw) < 1e-6 * max(1, raw))
        }
    }

    @Test func displayedOvershootGrowsSlowerAndStaysBelowTheExtent() {
        let band = RubberBand(coefficient: 0.55, extent: 896)
        var previous = 0.0
        for raw in stride(from: 10.0, through: 100_000, by: 250) {
            let shown = band.displayed(raw)
            #expect(shown > previous)
            #expect(shown < raw)
            #expect(shown < 896)
            previous = shown
        }
    }
}
