import ScrollTape

/// The height of the window the keyboard covers, as its frame changes: a `keyboard` event is
/// written when it changes.
package struct KeyboardCover: Sendable {
    /// The height it was last written at, in points (0: hidden).
    package private(set) var height = 0.0

    /// The keyboard hidden.
    package init() {}

    /// The keyboard will end at `endTop` (its frame's top in the screen's coordinates) over a
    /// window whose frame's top is `windowTop` and which is `windowHeight` points high: the height
    /// it will cover, clamped to the window, or nil when that is the height already written.
    package mutating func change(endTop: Double, windowTop: Double, windowHeight: Double) -> Double? {
        let height = min(max(windowHeight - (endTop - windowTop), 0), windowHeight)
        guard height != self.height else { return nil }
        self.height = height
        return height
    }
}
