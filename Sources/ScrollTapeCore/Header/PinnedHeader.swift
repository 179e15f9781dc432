/// `pinned` (SPEC §3.4): collapses with the list and expands only near the top.
///
/// height = max(minHeight, maxHeight − (y − minOffset)), capped at maxHeight unless it
/// `stretches` (then it grows while the list is pulled down past its top). minHeight and
/// maxHeight are the session's.
public struct PinnedHeader: HeaderBehavior, Hashable, Sendable {
    /// Grow past maxHeight while the list is pulled past its top.
    public var stretches: Bool

    public init(stretches: Bool = false) {
        self.stretches = stretches
    }

    public init(_ configuration: HeaderConfiguration) {
        self.init(stretches: configuration.stretches)
    }

    /// The reference behaviour follows every offset the motion passes through.
    public var observesIntermediateOffsets: Bool { true }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        let maxHeight = screen.maxHeaderHeight
        let height = max(screen.minHeaderHeight, maxHeight - (screen.offset - screen.minOffset))
        screen.headerHeight = stretches ? height : min(height, maxHeight)
    }
}
