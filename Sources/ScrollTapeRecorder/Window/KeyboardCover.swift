import ScrollTape

/// The height of the window the keyboard covers, as its frame changes: a `keyboard` event is
/// written when it changes.
///
/// Every frame is in the screen's coordinate space, where UIKit gives the keyboard's
/// (`keyboardFrameEndUserInfoKey`: "in the screen's coordinate space", which differs from the
/// window's "in Split View, Slide Over, and Stage Manager"). A keyboard docked at the screen's
/// bottom covers the part of the window above the screen's bottom that it overlaps; one that does
/// not reach the screen's bottom — undocked, split or floating on an iPad, reported with frames
/// such as `{{0,-264},{768,304}}` — or has no area covers nothing an inset could make room for
/// (the keyboard modes Flutter's iOS embedder tells apart: docked, floating, hidden).
package struct KeyboardCover: Sendable {
    /// The height it was last written at, in points (0: hidden).
    package private(set) var height = 0.0

    /// The keyboard hidden.
    package init() {}

    /// The height of `window` the keyboard will cover when it ends at `end`, on a screen of
    /// `screen` bounds (all three in the screen's coordinate space), or nil when that is the height
    /// already written.
    package mutating func change(end: Rect, window: Rect, screen: Rect) -> Double? {
        let height = Self.covered(by: end, of: window, on: screen)
        guard height != self.height else { return nil }
        self.height = height
        return height
    }

    /// The height of `window` that a keyboard at `end` covers from the window's bottom.
    static func covered(by end: Rect, of window: Rect, on screen: Rect) -> Double {
        let docked = end.width > 0 && end.height > 0 && end.y + end.height >= screen.y + screen.height - 0.5
        let acrossWindow = end.x < window.x + window.width && end.x + end.width > window.x
        guard docked, acrossWindow else { return 0 }
        return min(max(window.y + window.height - end.y, 0), window.height)
    }
}
