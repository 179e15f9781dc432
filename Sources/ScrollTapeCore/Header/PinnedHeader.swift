/// `pinned` (recordings/FORMAT.md, `header`): collapses with the list and expands only near the top.
///
/// height = max(minHeight, maxHeight − (y − minOffset)), capped at maxHeight unless it
/// `stretches` (then it grows while the list is pulled down past its top). minHeight and
/// maxHeight are the session's. Also `exitUntilCollapsed`, its Android name, and `stretchy`, one
/// that stretches.
public struct PinnedHeader: HeaderBehavior, Hashable, Sendable {
    /// Grow past maxHeight while the list is pulled past its top.
    public var stretches: Bool
    /// Left part-way when the list comes to rest, scroll it to the nearer of minHeight and
    /// maxHeight (`snap`).
    public var snaps: Bool

    /// A pinned behaviour; by default it neither stretches nor snaps.
    public init(stretches: Bool = false, snaps: Bool = false) {
        self.stretches = stretches
        self.snaps = snaps
    }

    /// The behaviour the session's `header` sets up: its `stretches` (`stretchy` sets it) and `snaps`.
    public init(_ configuration: HeaderConfiguration) {
        self.init(stretches: configuration.stretches, snaps: configuration.snaps)
    }

    /// The reference behaviour follows every offset the motion passes through.
    public var observesIntermediateOffsets: Bool { true }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        screen.headerHeight = height(after: screen.offset, in: HeaderRange(screen))
    }

    /// `didScroll` on the numbers alone (the reducer's hot path): the height once the list is at
    /// `offset`.
    func height(after offset: Double, in range: HeaderRange) -> Double {
        let height = max(range.minHeight, range.maxHeight - (offset - range.minOffset))
        return stretches ? height : min(height, range.maxHeight)
    }

    /// The height is a function of the offset and the range: worked out anew when a rotation or a
    /// safe-area change moves the range (the list's offset may not have moved).
    public func didLayoutSubviews(_ screen: inout HeaderScreen) {
        screen.headerHeight = height(after: screen.offset, in: HeaderRange(screen))
    }

    public func didEndScrolling(_ screen: inout HeaderScreen) {
        if snaps { screen.snap(restHeights: [screen.minHeaderHeight, screen.maxHeaderHeight]) }
    }
}

extension PinnedHeader: BuiltInHeaderBehavior {
    static var name: HeaderConfiguration.Behavior { .pinned }

    static var isQuickReturn: Bool { false }

    /// With `stretch` (or as `stretchy`).
    static func stretches(_ configuration: HeaderConfiguration) -> Bool { configuration.stretches }

    @inline(__always)
    func didScroll(to offset: Double, from _: Double, in range: HeaderRange) -> Double? {
        height(after: offset, in: range)
    }
}
