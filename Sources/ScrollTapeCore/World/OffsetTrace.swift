/// How the offset moved during one event, as the invariants need it (SPEC §6).
public struct OffsetTrace: Hashable, Sendable {
    /// The last offset along the axis that was inside [minOffset, maxOffset].
    public private(set) var lastInside: Double
    /// The header's height when the offset was last inside (nil without a header).
    public private(set) var heightAtLastInside: Double?
    /// The in-bounds length of the path the list took since it was last inside (the way out to the
    /// edge; more if a move crossed the whole range).
    public private(set) var insideSinceLastInside: Double = 0
    /// The offset change of this event that moved the header furthest beyond what its in-bounds
    /// travel allows (`header.overscroll`), if any moved it beyond at all.
    public private(set) var worstOverscroll: OverscrollMove?
    /// In-bounds distance actually travelled toward larger offsets (scrolling down) during the event.
    public private(set) var insideForward: Double = 0
    /// In-bounds distance actually travelled toward smaller offsets (scrolling up) during the event.
    public private(set) var insideBackward: Double = 0
    /// The offset along the axis when the event began.
    public private(set) var startOffset: Double = 0
    /// How many times the offset changed during the event.
    public private(set) var offsetChanges = 0
    /// The anchor of an `update` with `anchor: "visible"` handled during the event.
    public internal(set) var anchor: UpdateAnchorRecord?

    init(lastInside: Double, height: Double?) {
        self.lastInside = lastInside
        heightAtLastInside = height
        startOffset = lastInside
    }

    mutating func beginEvent(offset: Double) {
        worstOverscroll = nil
        offsetChanges = 0
        insideForward = 0
        insideBackward = 0
        startOffset = offset
        anchor = nil
    }

    /// Records a move from `old` to `new` (a straight segment of the list's path) and the header
    /// heights before and after it.
    ///
    /// `header.overscroll`: the header may change by at most the in-bounds length of the path the
    /// list took from L to `new`, L being `old` if it was inside, else the last offset that was.
    /// While the list is outside, the change is measured from the height the header had at L, so a
    /// bounce cannot move the header by small steps that each look allowed. The path counts, not
    /// the straight line from L: a list that leaves the range in one step from deep inside has
    /// travelled to the edge first. Only moves that change the header count.
    mutating func record(
        from old: Double, to new: Double, heightBefore: Double?, heightAfter: Double?, metrics: ScrollMetrics
    ) {
        offsetChanges += 1
        let wasInside = metrics.contains(old)
        let origin = wasInside ? old : lastInside
        let reference = wasInside ? heightBefore : heightAtLastInside
        let travelled = metrics.insideLength(from: old, to: new)
        let allowance = (wasInside ? 0 : insideSinceLastInside) + travelled
        if let reference, let height = heightAfter, height != heightBefore {
            let excess = abs(height - reference) - allowance
            if excess > (worstOverscroll?.excess ?? 0) {
                worstOverscroll = OverscrollMove(
                    from: old, to: new, origin: origin, referenceHeight: reference, height: height,
                    allowance: allowance)
            }
        }
        if new > old { insideForward += travelled } else { insideBackward += travelled }
        if metrics.contains(new) {
            lastInside = new
            heightAtLastInside = heightAfter
            insideSinceLastInside = 0
        } else {
            insideSinceLastInside = allowance
        }
    }
}
