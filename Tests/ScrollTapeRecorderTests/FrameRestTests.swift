import ScrollTape
import ScrollTapeRecorder
import Testing

/// Which refreshes a recording writes (`FrameRest`) and the keyboard's height (`KeyboardCover`):
/// no UIKit.
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

    /// The height the keyboard covers of the window, clamped to it; nil when unchanged.
    @Test func theKeyboardCoversTheWindowsBottom() {
        var keyboard = KeyboardCover()
        // (the keyboard's top in the screen, the window's top, the window's height)
        let frames: [(Double, Double, Double)] = [
            (896, 0, 896), (560, 0, 896), (560, 0, 896),
            // A window lower on the screen (a sheet): the keyboard's top is in the screen's
            // coordinates.
            (660, 100, 796), (-50, 0, 896), (2000, 0, 896),
        ]
        let heights = frames.map { keyboard.change(endTop: $0.0, windowTop: $0.1, windowHeight: $0.2) }
        #expect(heights == [nil, 336, nil, 236, 896, 0])
        #expect(keyboard.height == 0)
    }
}
