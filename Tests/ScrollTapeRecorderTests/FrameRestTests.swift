import ScrollTape
import ScrollTapeRecorder
import Testing

/// Which refreshes a recording writes (`FrameRest`): no UIKit.
@Suite struct FrameRestTests {
    static func sample(_ y: Double, header: Double? = 148) -> FrameSample {
        FrameSample(contentOffset: Point(x: 0, y: y), headerHeight: header)
    }

    /// A screen at rest writes two frames, not one per refresh; anything that moves, a finger or an
    /// event writes again.
    @Test func aScreenAtRestWritesTwoFrames() {
        var rest = FrameRest()
        let written = [
            (Self.sample(0), true), (Self.sample(0), true), (Self.sample(0), true), (Self.sample(0), true),
            (Self.sample(10), true), (Self.sample(10), true), (Self.sample(10), true),
            (Self.sample(10), false), (Self.sample(10, header: 100), true),
            (Self.sample(10, header: 100), true),
            (Self.sample(10, header: 100), true),
        ].map { rest.writes($0, isStill: $1) }
        #expect(written == [true, true, false, false, true, true, false, true, true, true, false])
    }
}
