/// What an effect sets on one view: its alpha and how far its laid-out frame moves.
public struct ViewAdjustment: Hashable, Sendable {
    /// `alpha` as hit-testing sees it (below 0.01 the view and its subtree are not hit).
    public var alpha: Double
    /// The move of the view's laid-out frame, in points (`frame.origin` changed by code, or a
    /// translation transform).
    public var translation: Point
    /// The alpha the user sees when it is not the view's own (a background colour faded instead
    /// of the view); nil: `alpha`.
    public var visibleAlpha: Double?

    public init(alpha: Double = 1, translation: Point = .zero, visibleAlpha: Double? = nil) {
        self.alpha = alpha
        self.translation = translation
        self.visibleAlpha = visibleAlpha
    }
}
