import ScrollTape
import ScrollTapeRecorder
import Testing

/// The height of the window the keyboard covers (`KeyboardCover`): no UIKit. Every frame is in the
/// screen's coordinate space, as UIKit gives the keyboard's.
@Suite struct KeyboardCoverTests {
    static let phone = Rect(x: 0, y: 0, width: 414, height: 896)
    static let pad = Rect(x: 0, y: 0, width: 768, height: 1024)

    /// A keyboard docked at the bottom covers the window's bottom, clamped to it; nil when the
    /// height is the one already written.
    @Test func aDockedKeyboardCoversTheWindowsBottom() {
        var keyboard = KeyboardCover()
        let ends = [
            Rect(x: 0, y: 896, width: 414, height: 0), Rect(x: 0, y: 560, width: 414, height: 336),
            Rect(x: 0, y: 560, width: 414, height: 336), Rect(x: 0, y: -50, width: 414, height: 946),
        ]
        let heights = ends.map { keyboard.change(end: $0, window: Self.phone, screen: Self.phone) }
        #expect(heights == [nil, 336, nil, 896])
    }

    /// A window lower on the screen (Stage Manager, a sheet's window): the keyboard's top is taken
    /// in the screen's coordinates, where the window's frame is too.
    @Test func aWindowLowerOnTheScreenIsCoveredFromTheKeyboardsTop() {
        var keyboard = KeyboardCover()
        let window = Rect(x: 100, y: 100, width: 500, height: 700)
        let end = Rect(x: 0, y: 660, width: 768, height: 364)
        #expect(keyboard.change(end: end, window: window, screen: Self.pad) == 140)
        // Below the window: nothing of it.
        let lower = Rect(x: 0, y: 820, width: 768, height: 204)
        #expect(keyboard.change(end: lower, window: window, screen: Self.pad) == 0)
    }

    /// An undocked or split iPad keyboard (not at the screen's bottom) and a floating one cover
    /// nothing an inset could make room for; a keyboard beside the window (another app's side in
    /// Split View, were it narrower) covers none of it.
    @Test func aKeyboardAwayFromTheScreensBottomCoversNothing() {
        var keyboard = KeyboardCover()
        let docked = Rect(x: 0, y: 688, width: 768, height: 336)
        #expect(keyboard.change(end: docked, window: Self.pad, screen: Self.pad) == 336)
        let undocked = Rect(x: 0, y: -264, width: 768, height: 304)
        #expect(keyboard.change(end: undocked, window: Self.pad, screen: Self.pad) == 0)
        let floating = Rect(x: 200, y: 600, width: 320, height: 250)
        #expect(keyboard.change(end: floating, window: Self.pad, screen: Self.pad) == nil)
        let beside = Rect(x: 500, y: 700, width: 268, height: 324)
        let leftHalf = Rect(x: 0, y: 0, width: 400, height: 1024)
        #expect(keyboard.change(end: beside, window: leftHalf, screen: Self.pad) == nil)
        #expect(keyboard.height == 0)
    }
}
