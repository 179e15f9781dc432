/// `enterAlwaysCollapsed` (SPEC §9, Android's name): like `collapsing`, but scrolling up anywhere
/// brings the header back only to `collapsedHeight`; above that it expands only near the top.
///
/// height = clamp(height − (c(y) − c(previousY)), minHeight,
/// max(collapsedHeight, maxHeight − (c(y) − minOffset))), then previousY = y, where c clamps an
/// offset into [minOffset, maxOffset]: the part of a move inside the range always counts and the
/// part outside never does, also when one move crosses an edge, and the header is fully expanded
/// at the top. previousY starts at the initial offset. minHeight and maxHeight are the session's.
public struct EnterAlwaysCollapsedHeader: HeaderBehavior, Hashable, Sendable {
    /// The height in points that scrolling up returns the header to away from the top (between
    /// minHeight and maxHeight).
    public var collapsedHeight: Double
    /// Left part-way when the list comes to rest, scroll it to the nearest of minHeight,
    /// `collapsedHeight` and maxHeight (`snap`).
    public var snaps: Bool
    /// previousY: the offset of the last change (NaN before the first).
    public private(set) var previousOffset = Double.nan

    public init(collapsedHeight: Double, snaps: Bool = false) {
        self.collapsedHeight = collapsedHeight
        self.snaps = snaps
    }

    public init(_ configuration: HeaderConfiguration) {
        self.init(collapsedHeight: configuration.collapsedHeight, snaps: configuration.snaps)
    }

    /// The reference behaviour follows every offset the motion passes through.
    public var observesIntermediateOffsets: Bool { true }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        let offset = screen.clamped(screen.offset)
        defer { previousOffset = screen.offset }
        guard !previousOffset.isNaN else { return }
        let change = offset - screen.clamped(previousOffset)
        let ceiling = max(collapsedHeight, screen.maxHeaderHeight - (offset - screen.minOffset))
        screen.headerHeight = min(max(screen.headerHeight - change, screen.minHeaderHeight), ceiling)
    }

    public func didEndScrolling(_ screen: inout HeaderScreen) {
        if snaps {
            screen.snap(restHeights: [screen.minHeaderHeight, collapsedHeight, screen.maxHeaderHeight])
        }
    }

    // NaN never equals itself: compare "not yet" as equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.collapsedHeight == rhs.collapsedHeight && lhs.snaps == rhs.snaps
            && lhs.previousOffset.bitPattern == rhs.previousOffset.bitPattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(collapsedHeight)
        hasher.combine(snaps)
        hasher.combine(previousOffset.bitPattern)
    }
}
