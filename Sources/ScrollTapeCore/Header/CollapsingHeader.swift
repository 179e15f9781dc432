/// `collapsing` (quick return, recordings/FORMAT.md, `header`): scrolling down collapses the header, scrolling up
/// anywhere reveals it.
///
/// height = clamp(height − (c(y) − c(previousY)), minHeight, maxHeight), then previousY = y; with
/// `ignoresOverscroll`, c clamps an offset into [minOffset, maxOffset], so the part of a move
/// inside the range always counts and the part outside never does, also when one move crosses an
/// edge. previousY starts at the initial offset. minHeight and maxHeight are the session's. Also
/// `enterAlways`, its Android name.
public struct CollapsingHeader: HeaderBehavior, Hashable, Sendable {
    /// Ignore offsets outside [minOffset, maxOffset] (a bounce does not move the header).
    public var ignoresOverscroll: Bool
    /// Left part-way when the list comes to rest, scroll it to the nearer of minHeight and
    /// maxHeight (`snap`).
    public var snaps: Bool
    /// previousY: the offset of the last change (NaN before the first).
    public private(set) var previousOffset = Double.nan

    /// A quick return behaviour; by default it ignores overscroll and does not snap.
    public init(ignoresOverscroll: Bool = true, snaps: Bool = false) {
        self.ignoresOverscroll = ignoresOverscroll
        self.snaps = snaps
    }

    /// The behaviour the session's `header` sets up: its `ignoresOverscroll` and `snaps`.
    public init(_ configuration: HeaderConfiguration) {
        self.init(ignoresOverscroll: configuration.ignoresOverscroll, snaps: configuration.snaps)
    }

    /// The reference behaviour follows every offset the motion passes through.
    public var observesIntermediateOffsets: Bool { true }

    public mutating func didScroll(_ screen: inout HeaderScreen) {
        screen.headerHeight = height(screen.headerHeight, after: screen.offset, in: HeaderRange(screen))
    }

    /// `didScroll` on the numbers alone (the reducer's hot path): the height after the list moved
    /// to `offset`, from `height`.
    mutating func height(_ height: Double, after offset: Double, in range: HeaderRange) -> Double {
        defer { previousOffset = offset }
        guard !previousOffset.isNaN else { return height }
        func clamped(_ offset: Double) -> Double { min(max(offset, range.minOffset), range.maxOffset) }
        let change = ignoresOverscroll ? clamped(offset) - clamped(previousOffset) : offset - previousOffset
        return min(max(height - change, range.minHeight), range.maxHeight)
    }

    public func didEndScrolling(_ screen: inout HeaderScreen) {
        if snaps { screen.snap(restHeights: [screen.minHeaderHeight, screen.maxHeaderHeight]) }
    }

    // NaN never equals itself: compare "not yet" as equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ignoresOverscroll == rhs.ignoresOverscroll && lhs.snaps == rhs.snaps
            && lhs.previousOffset.bitPattern == rhs.previousOffset.bitPattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ignoresOverscroll)
        hasher.combine(snaps)
        hasher.combine(previousOffset.bitPattern)
    }
}

extension CollapsingHeader: BuiltInHeaderBehavior {
    static var name: HeaderConfiguration.Behavior { .collapsing }

    static var isQuickReturn: Bool { true }

    static func stretches(_ configuration: HeaderConfiguration) -> Bool { false }

    @inline(__always)
    mutating func didScroll(to offset: Double, from height: Double, in range: HeaderRange) -> Double? {
        self.height(height, after: offset, in: range)
    }
}
