/// What a scroll view is doing, as app code reads it (`UIScrollView.isTracking`, `isDragging`,
/// `isDecelerating`): a mode without its data, small enough to go with every offset a scroll view
/// reports.
struct ScrollFlags: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `isTracking`: a finger is down on the content.
    static let tracking = ScrollFlags(rawValue: 1)
    /// `isDragging`: the content follows a finger.
    static let dragging = ScrollFlags(rawValue: 2)
    /// `isDecelerating`: the content moves by itself after the finger lifted.
    static let decelerating = ScrollFlags(rawValue: 4)

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
