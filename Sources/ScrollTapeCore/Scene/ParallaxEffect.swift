/// `parallax` (seed 002): the image of a stretchy header moves at `ratio` times the content's speed
/// while the list scrolls: its frame moves along the axis by −ratio · max(0, y − minOffset). Pulled
/// past the top it does not move (with `"pin":"fill"` it grows with a stretching header instead).
public struct ParallaxEffect: Hashable, Sendable {
    /// The id of the view that moves (the header's image).
    package var view: String
    public var scrollViewID: String?
    /// How fast the view moves compared with the content (0.5: half as fast).
    package var ratio: Double

    /// The effect for view `view`, following scroll view `scrollViewID` (nil: the primary), moving at
    /// `ratio` times the content's speed (default 0.5).
    public init(view: String, scrollViewID: String? = nil, ratio: Double = 0.5) {
        self.view = view
        self.scrollViewID = scrollViewID
        self.ratio = ratio
    }
}
