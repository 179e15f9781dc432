import ScrollTape

/// What the screen showed at one refresh: the list's offset and the header's height.
package struct FrameSample: Hashable, Sendable {
    /// The list's `contentOffset`.
    package var contentOffset: Point
    /// The header's height, nil without a header.
    package var headerHeight: Double?

    /// A refresh that showed the list at `contentOffset` and the header `headerHeight` high.
    package init(contentOffset: Point, headerHeight: Double?) {
        self.contentOffset = contentOffset
        self.headerHeight = headerHeight
    }
}

/// Which refreshes are written: while no finger is down and nothing moved for two refreshes,
/// none (a screen at rest writes two frames, not sixty a second).
package struct FrameRest: Sendable {
    /// The last frame written, and how many refreshes in a row showed the same since.
    private var lastFrame: FrameSample?
    private var stillFrames = 0

    /// No frame written yet.
    package init() {}

    /// Whether the refresh that showed `sample` is written; `isStill`: no finger is down, no event
    /// was written at it and no other scroll view moved.
    package mutating func writes(_ sample: FrameSample, isStill: Bool) -> Bool {
        if isStill, sample == lastFrame {
            stillFrames += 1
            if stillFrames > 1 { return false }
        } else {
            stillFrames = 0
        }
        lastFrame = sample
        return true
    }
}
