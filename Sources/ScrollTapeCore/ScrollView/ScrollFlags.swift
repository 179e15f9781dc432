/// What a scroll view is doing, as app code reads it (`UIScrollView.isTracking`, `isDragging`,
/// `isDecelerating`): a mode without its data, small enough to go with every offset a scroll view
/// reports.
package struct ScrollFlags: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `isTracking`: a finger is down on the content.
    package static let tracking = ScrollFlags(rawValue: 1)
    /// `isDragging`: the content follows a finger.
    package static let dragging = ScrollFlags(rawValue: 2)
    /// `isDecelerating`: the content moves by itself after the finger lifted.
    package static let decelerating = ScrollFlags(rawValue: 4)

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
