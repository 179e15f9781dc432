/// What a scroll view is doing, as app code reads it (`UIScrollView.isTracking`, `isDragging`,
/// `isDecelerating`): a mode without its data, small enough to go with every offset a scroll view
/// reports.
public struct ScrollFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `isTracking`: a finger is down on the content.
    public static let tracking = ScrollFlags(rawValue: 1)
    /// `isDragging`: the content follows a finger.
    public static let dragging = ScrollFlags(rawValue: 2)
    /// `isDecelerating`: the content moves by itself after the finger lifted.
    public static let decelerating = ScrollFlags(rawValue: 4)

    /// The flags of a scroll view in `mode`.
    @inline(__always)
    init(_ mode: ScrollState.Mode) {
        var flags: ScrollFlags = []
        if mode.isTracking { flags.insert(.tracking) }
        if mode.isDragging { flags.insert(.dragging) }
        if mode.isDecelerating { flags.insert(.decelerating) }
        self = flags
    }
}
