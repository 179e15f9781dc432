/// The path of the offset as the invariants need it (SPEC §6): where the list was last inside its
/// range (state, carried from event to event) and, while an event is applied, what it does
/// (handed out as `EventEffects` and cleared: the state keeps no per-event facts).
package struct OffsetTrace: Hashable, Sendable {
    /// The last offset along the axis that was inside [minOffset, maxOffset].
    package private(set) var lastInside: Double
    /// The header's height when the offset was last inside (nil without a header).
    package private(set) var heightAtLastInside: Double?
    /// The in-bounds length of the path the list took since it was last inside (the way out to the
    /// edge; more if a move crossed the whole range).
    package private(set) var insideSinceLastInside: Double = 0
    /// What the event being applied does (scratch: not part of the state).
    var effects: EventEffects

    init(lastInside: Double, height: Double?) {
        self.lastInside = lastInside
        heightAtLastInside = height
        effects = EventEffects(startOffset: lastInside, headerHeight: height)
    }

    /// Starts recording an event that begins with the list at `offset` and the header `height` high.
    mutating func beginEvent(offset: Double, headerHeight: Double?) {
        effects = EventEffects(startOffset: offset, headerHeight: headerHeight)
    }

    /// Ends the event, which left the header `headerHeight` high and fired the actions at
    /// `firedActions`: `effects` holds what it did until the next event begins (scratch, read in
    /// place: equality and hashing leave it out).
    mutating func endEvent(headerHeight: Double?, firedActions: Range<Int> = 0..<0) {
        effects.headerHeightAfter = headerHeight
        effects.firedActions = firedActions
    }

    package static func == (lhs: OffsetTrace, rhs: OffsetTrace) -> Bool {
        lhs.lastInside == rhs.lastInside && lhs.heightAtLastInside == rhs.heightAtLastInside
            && lhs.insideSinceLastInside == rhs.insideSinceLastInside
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(lastInside)
        hasher.combine(heightAtLastInside)
        hasher.combine(insideSinceLastInside)
    }

    /// The screen was laid out anew (a `safeArea` event) and the list is at `offset` in the range of
    /// `metrics`, its header `height` high: the event's effects say so, and the path starts over
    /// from there (the nearest edge when a finger holds the list outside the new range), as at the
    /// first state.
    mutating func relayout(offset: Double, height: Double?, metrics: ScrollMetrics) {
        effects.laidOut = true
        lastInside = metrics.clamped(offset)
        heightAtLastInside = height
        insideSinceLastInside = 0
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
        effects.offsetChanges += 1
        let wasInside = metrics.contains(old)
        let origin = wasInside ? old : lastInside
        let reference = wasInside ? heightBefore : heightAtLastInside
        let travelled = metrics.insideLength(from: old, to: new)
        let allowance = (wasInside ? 0 : insideSinceLastInside) + travelled
        if let reference, let height = heightAfter, height != heightBefore {
            let excess = abs(height - reference) - allowance
            if excess > (effects.worstOverscroll?.excess ?? 0) {
                effects.worstOverscroll = OverscrollMove(
                    from: old, to: new, origin: origin, referenceHeight: reference, height: height,
                    allowance: allowance)
            }
        }
        if new > old { effects.insideForward += travelled } else { effects.insideBackward += travelled }
        if metrics.contains(new) {
            lastInside = new
            heightAtLastInside = heightAfter
            insideSinceLastInside = 0
        } else {
            insideSinceLastInside = allowance
        }
    }
}
