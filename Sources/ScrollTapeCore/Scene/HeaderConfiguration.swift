/// The collapsing/pinned header of a scene (`header` in the session line).
public struct HeaderConfiguration: Hashable, Sendable {
    /// How the header height follows the scroll offset (SPEC §3.4).
    public enum Behavior: String, Hashable, Sendable, CaseIterable {
        /// Quick-return: collapses while scrolling down, reveals on any scroll up.
        case collapsing
        /// Collapses with the list and expands only near the top.
        case pinned
        /// Keeps its maximum height.
        case none
    }

    /// Id of the header's view in `Scene.views`; its frame height follows the header height.
    public var viewID: String
    public var behavior: Behavior
    /// Collapsed height in points (default: the device's safe-area top).
    public var minHeight: Double
    /// Expanded height in points.
    public var maxHeight: Double
    /// `collapsing`: ignore offsets outside [minOffset, maxOffset].
    public var ignoresOverscroll: Bool
    /// `pinned`: grow past `maxHeight` while the list is pulled down past its top.
    public var stretches: Bool

    public init(
        viewID: String, behavior: Behavior, minHeight: Double, maxHeight: Double,
        ignoresOverscroll: Bool = true, stretches: Bool = false
    ) {
        self.viewID = viewID
        self.behavior = behavior
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.ignoresOverscroll = ignoresOverscroll
        self.stretches = stretches
    }
}
