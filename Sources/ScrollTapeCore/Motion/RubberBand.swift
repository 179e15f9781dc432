/// UIScrollView's rubber band: how far the content shows past an edge for a finger overshoot.
///
/// displayed = (1 − 1/(x·c/d + 1))·d, x the raw overshoot, d the viewport extent along the axis and
/// c the coefficient (0.55, the constant of the common reconstruction of UIKit's rubber band, e.g.
/// "Rubber band effect" in Apple's scroll view physics as re-derived by Grant Paul and others).
/// The displayed overshoot approaches d but never reaches it.
package struct RubberBand: Hashable, Sendable {
    /// The coefficient c (UIKit: 0.55).
    package var coefficient: Double
    /// The viewport extent d along the axis, in points.
    package var extent: Double

    package init(coefficient: Double, extent: Double) {
        self.coefficient = coefficient
        self.extent = extent
    }

    /// The displayed overshoot for a raw overshoot `x` (both ≥ 0, in points).
    @inline(__always)
    package func displayed(_ x: Double) -> Double {
        guard extent > 0 else { return 0 }
        return (1 - 1 / (x * coefficient / extent + 1)) * extent
    }

    /// The raw overshoot that displays as `displayed` (the inverse of `displayed(_:)`).
    package func raw(_ displayed: Double) -> Double {
        guard extent > 0, coefficient > 0 else { return 0 }
        let ratio = min(displayed / extent, 1 - 1e-12)
        return extent / coefficient * ratio / (1 - ratio)
    }

    /// A raw offset along the axis mapped to the displayed one for `metrics`' range.
    @inline(__always)
    package func displayedOffset(raw offset: Double, in metrics: ScrollMetrics) -> Double {
        if offset < metrics.lowerBound { return metrics.lowerBound - displayed(metrics.lowerBound - offset) }
        if offset > metrics.upperBound { return metrics.upperBound + displayed(offset - metrics.upperBound) }
        return offset
    }

    /// The raw offset that displays as `offset` (the inverse of `displayedOffset(raw:in:)`).
    package func rawOffset(displayed offset: Double, in metrics: ScrollMetrics) -> Double {
        if offset < metrics.lowerBound { return metrics.lowerBound - raw(metrics.lowerBound - offset) }
        if offset > metrics.upperBound { return metrics.upperBound + raw(offset - metrics.upperBound) }
        return offset
    }
}
