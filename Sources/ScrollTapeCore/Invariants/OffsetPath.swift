/// What `header.overscroll` remembers of the list's path from event to event: where the list was
/// last inside its range and the header's height then, and how far inside it travelled since.
package struct OffsetPath: Hashable, Sendable {
    /// The last offset along the axis that was inside [minOffset, maxOffset].
    package private(set) var lastInside: Double
    /// The header's height when the offset was last inside (nil without a header).
    package private(set) var heightAtLastInside: Double?
    /// The in-bounds length of the path the list took since it was last inside (the way out to the
    /// edge; more if a move crossed the whole range).
    package private(set) var insideSinceLastInside: Double = 0

    /// The path of a list that starts in `state`: at its offset, clamped to its range (the nearest
    /// edge when a finger holds it outside, as after a layout).
    package init(_ state: World) {
        lastInside = state.metrics.clamped(state.axisOffset)
        heightAtLastInside = state.header?.height
    }

    /// A path last inside at `lastInside`, with the header `height` high then.
    package init(lastInside: Double, height: Double?) {
        self.lastInside = lastInside
        heightAtLastInside = height
    }

    /// Follows `moves` (an event's, in order) and returns the one that moved the header furthest
    /// beyond what its in-bounds travel allows, if any moved it beyond at all.
    ///
    /// `header.overscroll`: the header may change by at most the in-bounds length of the path the
    /// list took from L to a move's end, L being the move's start if it was inside, else the last
    /// offset that was. While the list is outside, the change is measured from the height the
    /// header had at L, so a bounce cannot move the header by small steps that each look allowed.
    /// The path counts, not the straight line from L: a list that leaves the range in one step from
    /// deep inside has travelled to the edge first. Only moves that change the header count.
    package mutating func follow(_ moves: OffsetMoves) -> OverscrollMove? {
        var worst: OverscrollMove?
        moves.forEachMove { move in
            let wasInside = move.isInside(move.from)
            let reference = wasInside ? move.headerHeightBefore : heightAtLastInside
            let allowance = (wasInside ? 0 : insideSinceLastInside) + move.insideLength
            if let reference, let height = move.headerHeightAfter, height != move.headerHeightBefore {
                let excess = abs(height - reference) - allowance
                if excess > (worst?.excess ?? 0) {
                    worst = OverscrollMove(
                        from: move.from, to: move.to, origin: wasInside ? move.from : lastInside,
                        referenceHeight: reference, height: height, allowance: allowance)
                }
            }
            if move.isInside(move.to) {
                lastInside = move.to
                heightAtLastInside = move.headerHeightAfter
                insideSinceLastInside = 0
            } else {
                insideSinceLastInside = allowance
            }
        }
        return worst
    }
}

/// One offset change that moved the header more than its in-bounds travel allows.
package struct OverscrollMove: Hashable, Sendable {
    /// The offset before and after the change.
    package var from: Double
    package var to: Double
    /// L: where the in-bounds path is measured from.
    package var origin: Double
    /// The header height at L.
    package var referenceHeight: Double
    /// The header height after the change.
    package var height: Double
    /// The in-bounds length of the path from L to `to`.
    package var allowance: Double

    /// How far the header moved beyond the allowance, in points.
    package var excess: Double { abs(height - referenceHeight) - allowance }
}
