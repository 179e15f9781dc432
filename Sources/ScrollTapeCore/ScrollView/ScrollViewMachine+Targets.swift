/// Where a scroll view's content goes: the rubber band past its edges, the offset a
/// release comes to rest at, the page it snaps to, the offset that shows an item. Queries: the
/// inputs that move it are in `ScrollViewMachine+Fingers.swift`, `+Motion.swift` and `+App.swift`.
extension ScrollViewMachine {
    /// The rubber band past its edges.
    func rubberBand(_ metrics: ScrollMetrics) -> RubberBand {
        RubberBand(coefficient: layout.configuration.rubberBandCoefficient, extent: metrics.viewportExtent)
    }

    /// Where it comes to rest if it settles now with `velocity` (UIKit's `targetContentOffset`): the
    /// page it snaps to, the edge it springs back to, or where its deceleration ends (in the range:
    /// past an edge it bounces back to it).
    func restTarget(velocity: Double, metrics: ScrollMetrics) -> Double {
        let configuration = layout.configuration
        let offset = axisOffset
        if let pages = configuration.pages {
            return pageTarget(
                for: offset, velocity: velocity, pageLength: pages.length, threshold: pages.velocityThreshold,
                metrics: metrics)
        }
        guard metrics.contains(offset), velocity != 0 else { return metrics.clamped(offset) }
        let deceleration = Deceleration(
            offset: offset, velocity: velocity, time: 0, rate: configuration.decelerationRate,
            restDistance: configuration.restDistance)
        return metrics.clamped(deceleration.restOffset)
    }

    /// The page a release at `offset` with `velocity` comes to rest on: the fractional
    /// page rounded, or rounded toward the motion when the speed is above the threshold; pages are
    /// `pageLength` (> 0) apart from minOffset, and maxOffset is the last page's boundary.
    func pageTarget(
        for offset: Double, velocity: Double, pageLength length: Double, threshold: Double,
        metrics: ScrollMetrics
    ) -> Double {
        let span = metrics.upperBound - metrics.lowerBound
        let lastPage = (span / length - 1e-9).rounded(.up)
        let fraction = (offset - metrics.lowerBound) / length
        let page: Double
        if abs(velocity) > threshold {
            page = velocity > 0 ? (fraction - 1e-9).rounded(.up) : (fraction + 1e-9).rounded(.down)
        } else {
            page = fraction.rounded(.toNearestOrAwayFromZero)
        }
        return min(metrics.lowerBound + min(max(page, 0), lastPage) * length, metrics.upperBound)
    }

    /// The offset along the axis that shows item `index` at `position` of the visible area (inside
    /// the adjusted inset), not clamped; for `none`, the nearer one of top and bottom that brings
    /// it into view, or the current offset when it is in view. Nil when it has no such item.
    func offset(showing index: Int, at position: ScrollRequest.ItemPosition, metrics: ScrollMetrics)
        -> Double?
    {
        let content = layout.configuration.content
        guard content.hasItems, index >= 0, index < itemCount else { return nil }
        let axis = layout.configuration.axis
        let leading = metrics.adjustedInset.leading(axis)
        let visible = metrics.viewportExtent - leading - metrics.adjustedInset.trailing(axis)
        let start = content.itemStart(index)
        let length = content.itemLength(index)
        let (above, below) = Self.clearance(of: index, in: content)
        let top = start - above - leading
        let bottom = start + length + below - leading - visible
        switch position {
        case .top: return top
        case .bottom: return bottom
        case .middle: return start + length / 2 - leading - visible / 2
        case .none:
            let current = axisOffset
            if top < current { return top }
            if bottom > current { return bottom }
            return current
        }
    }

    /// How far before and after row `index` of a list in sections a table keeps in view when it
    /// scrolls to it (`scrollToRow(at:at:)`, FORMAT.md `scrollTo`): in the `plain` style the
    /// section's floating header and footer, so that neither covers the row; in the `grouped`
    /// style its header with its first row and its footer with its last. None for a flow layout or
    /// a list of items.
    private static func clearance(of index: Int, in content: ScrollConfiguration.Content)
        -> (before: Double, after: Double)
    {
        guard case .sections(let layout) = content, layout.kind == .table else { return (0, 0) }
        let (section, row) = layout.sectionAndRow(of: index)
        let floats = layout.style == .plain
        return (
            floats || row == 0 ? layout.headerLength(ofSection: section) : 0,
            floats || row == layout.rowCount(inSection: section) - 1
                ? layout.footerLength(ofSection: section) : 0
        )
    }
}
