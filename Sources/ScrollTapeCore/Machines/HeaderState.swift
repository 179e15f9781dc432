/// The header machine (SPEC §3.4): its height, following every change of the scroll offset.
public struct HeaderState: Hashable, Sendable {
    /// The current height in points.
    public private(set) var height: Double
    /// `collapsing`: previousY, the offset of the last change (starts at the initial offset).
    public private(set) var previousOffset: Double

    /// The header of `configuration` with the list at its initial offset `offset` (minOffset).
    public init(_ configuration: HeaderConfiguration, initialOffset offset: Double, metrics: ScrollMetrics) {
        height = configuration.maxHeight
        previousOffset = offset
        if configuration.behavior == .pinned {
            height = Self.pinnedHeight(configuration, offset: offset, metrics: metrics)
        }
    }

    /// The share of the range collapsed: 0 expanded, 1 collapsed.
    public func progress(_ configuration: HeaderConfiguration) -> Double {
        let range = configuration.maxHeight - configuration.minHeight
        return range > 0 ? (configuration.maxHeight - height) / range : 0
    }

    /// Follows the scroll offset (along the axis) changing to `offset`.
    public mutating func observe(offset: Double, _ configuration: HeaderConfiguration, metrics: ScrollMetrics)
    {
        switch configuration.behavior {
        case .collapsing:
            // c(y) − c(previousY), c clamping into the range with `ignoreOverscroll`: the part of a
            // move inside the range always counts, also when one change crosses an edge.
            let change =
                configuration.ignoresOverscroll
                ? metrics.clamped(offset) - metrics.clamped(previousOffset) : offset - previousOffset
            height = min(max(height - change, configuration.minHeight), configuration.maxHeight)
            previousOffset = offset
        case .pinned:
            height = Self.pinnedHeight(configuration, offset: offset, metrics: metrics)
        case .none:
            height = configuration.maxHeight
        }
    }

    /// `pinned`: max(minHeight, maxHeight − (y − minOffset)), capped at maxHeight unless it stretches.
    static func pinnedHeight(_ configuration: HeaderConfiguration, offset: Double, metrics: ScrollMetrics)
        -> Double
    {
        let height = max(configuration.minHeight, configuration.maxHeight - (offset - metrics.lowerBound))
        return configuration.stretches ? height : min(height, configuration.maxHeight)
    }
}
