import ScrollTapeRecorder
import Testing

/// The height of the window the keyboard covers (`KeyboardCover`): no UIKit.
@Suite struct KeyboardCoverTests {
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
