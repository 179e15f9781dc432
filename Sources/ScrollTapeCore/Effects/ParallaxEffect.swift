/// `parallax` (seed 002): the image of a stretchy header moves at `ratio` times the content's speed
/// while the list scrolls: its frame moves along the axis by −ratio · max(0, y − minOffset). Pulled
/// past the top it does not move (with `"pin":"fill"` it grows with a stretching header instead).
public struct ParallaxEffect: ViewEffect, Sendable {
    public var view: String
    public var scrollViewID: String?
    /// How fast the view moves compared with the content (0.5: half as fast).
    public var ratio: Double

    public init(view: String, scrollViewID: String? = nil, ratio: Double = 0.5) {
        self.view = view
        self.scrollViewID = scrollViewID
        self.ratio = ratio
    }

    public var viewIDs: [String] { [view] }

    public mutating func didScroll(_ screen: inout EffectScreen) {
        let move = -ratio * max(0, screen.offset - screen.minOffset)
        screen.views[0].translation = screen.axis == .vertical ? Point(x: 0, y: move) : Point(x: move, y: 0)
    }
}
