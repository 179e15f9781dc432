extension HeaderScreen {
    /// Where to scroll so that a header left part-way rests at the nearer of `restHeights`
    /// (the header's `snap`, recordings/FORMAT.md), or nil when it needs no snap.
    ///
    /// With the header h high and strictly between two rest heights, the target is
    /// offset + (h − H), where H is the nearest rest height whose target lies inside
    /// [minOffset, maxOffset] (a tie goes to the taller). Scrolling by h − H inside the range moves
    /// each built-in behaviour's header exactly to H. Ask for it the way UIKit code would:
    /// `screen.setContentOffset(target, animated: true)`.
    ///
    /// - Parameter restHeights: The heights the header may rest at, in points (`minHeaderHeight`
    ///   and `maxHeaderHeight`, and any height between that the behaviour returns to).
    /// - Returns: The content offset (the offset across the axis unchanged, the target clamped into
    ///   the range); nil when h is at a rest height (within `Tolerance.snap`), not between two, or
    ///   no rest height's target lies inside the range.
    public func snapTarget(restHeights: [Double]) -> Point? {
        let height = headerHeight
        guard let lowest = restHeights.min(), let highest = restHeights.max(),
            height > lowest + Tolerance.snap, height < highest - Tolerance.snap,
            !restHeights.contains(where: { abs($0 - height) <= Tolerance.snap })
        else { return nil }
        var best: (height: Double, target: Double)?
        for rest in restHeights {
            let target = offset + (height - rest)
            guard target >= minOffset - Tolerance.snap, target <= maxOffset + Tolerance.snap else { continue }
            if let chosen = best {
                let distance = abs(height - rest)
                let chosenDistance = abs(height - chosen.height)
                let isNearer = distance < chosenDistance - Tolerance.snap
                let isTallerTie = abs(distance - chosenDistance) <= Tolerance.snap && rest > chosen.height
                guard isNearer || isTallerTie else { continue }
            }
            best = (rest, target)
        }
        guard let target = best.map({ clamped($0.target) }) else { return nil }
        var contentOffset = scrollView.contentOffset
        switch axis {
        case .vertical: contentOffset.y = target
        case .horizontal: contentOffset.x = target
        }
        return contentOffset
    }

    /// Asks for the scroll ``snapTarget(restHeights:)`` gives, animated, if it gives one (what
    /// the built-in behaviours do in `didEndScrolling` when they snap).
    mutating func snap(restHeights: [Double]) {
        if let target = snapTarget(restHeights: restHeights) { setContentOffset(target, animated: true) }
    }
}

extension Tolerance {
    /// How close, in points, a header height is to a rest height, or a snap target to the
    /// offset range, to count as there (`HeaderScreen.snapTarget(restHeights:)`): far below what
    /// anyone sees, above the rounding of the sums that make them.
    static let snap = 1e-9
}
