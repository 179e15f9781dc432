/// `enterAlwaysCollapsed` (recordings/FORMAT.md, `header`; Android's name): like `collapsing`, but scrolling up anywhere
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
    /// The quick return this refines: it moves the header by the in-range part of every move.
    private var quickReturn = CollapsingHeader(ignoresOverscroll: true)

    /// A behaviour whose header scrolling up returns to `collapsedHeight` points away from the top; by
    /// default it does not snap.
    public init(collapsedHeight: Double, snaps: Bool = false) {
        self.collapsedHeight = collapsedHeight
        self.snaps = snaps
    }

    /// The behaviour the session's `header` sets up: its `collapsedHeight` and `snaps`.
    public init(_ configuration: HeaderConfiguration) {
        self.init(collapsedHeight: configuration.collapsedHeight, snaps: configuration.snaps)
    }

    /// previousY: the offset of the last change (NaN before the first).
    public var previousOffset: Double { quickReturn.previousOffset }

    /// The reference behaviour follows every offset the motion passes through.
    public var observesIntermediateOffsets: Bool { true }

    /// The quick return's height, capped at max(collapsedHeight, maxHeight − (c(y) − minOffset))
    /// (collapsedHeight ≥ minHeight, so this is the clamp of the formula above).
    public mutating func didScroll(_ screen: inout HeaderScreen) {
        let isFirst = quickReturn.previousOffset.isNaN
        quickReturn.didScroll(&screen)
        guard !isFirst else { return }
        let ceiling = max(
            collapsedHeight, screen.maxHeaderHeight - (screen.clamped(screen.offset) - screen.minOffset))
        screen.headerHeight = min(screen.headerHeight, ceiling)
    }

    public func didEndScrolling(_ screen: inout HeaderScreen) {
        if snaps {
            screen.snap(restHeights: [screen.minHeaderHeight, collapsedHeight, screen.maxHeaderHeight])
        }
    }
}

extension EnterAlwaysCollapsedHeader: BuiltInHeaderBehavior {
    static var name: HeaderConfiguration.Behavior { .enterAlwaysCollapsed }

    static var isQuickReturn: Bool { true }

    static func stretches(_ configuration: HeaderConfiguration) -> Bool { false }

    /// It reads the screen (`didScroll(_:)`).
    func didScroll(to _: Double, from _: Double, in _: HeaderRange) -> Double? { nil }
}
