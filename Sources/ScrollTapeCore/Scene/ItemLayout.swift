/// N equal items along the scroll axis (`content.items`).
package struct ItemLayout: Hashable, Sendable {
    /// The number of items.
    package var count: Int
    /// Extent of one item along the axis, in points.
    package var length: Double
    /// Gap between two items, in points.
    package var spacing: Double
    /// Space before the first item, in points.
    package var leading: Double
    /// Space after the last item, in points.
    package var trailing: Double

    /// `count` items `length` points long, `spacing` apart, with `leading` and `trailing` space
    /// (each 0 by default).
    package init(count: Int, length: Double, spacing: Double = 0, leading: Double = 0, trailing: Double = 0) {
        self.count = count
        self.length = length
        self.spacing = spacing
        self.leading = leading
        self.trailing = trailing
    }

    /// A + N·L + (N−1)·S + B (no spacing when there are no items).
    package func contentLength(count: Int) -> Double {
        leading + Double(count) * length + Double(max(count - 1, 0)) * spacing + trailing
    }

    /// Offset of item `index`'s leading edge from the content's origin.
    package func itemStart(_ index: Int) -> Double {
        leading + Double(index) * (length + spacing)
    }

    /// The first item, of the first `count`, that ends after content position `position` (`count`
    /// if none does).
    package func firstItem(endingAfter position: Double, count: Int) -> Int {
        let pitch = length + spacing
        var candidate = pitch > 0 ? max(0, Int(((position - leading) / pitch).rounded(.down))) : 0
        while candidate < count, itemStart(candidate) + length <= position { candidate += 1 }
        return min(candidate, count)
    }

    /// The item whose extent contains content position `position`, if any (spacing belongs to none).
    package func item(at position: Double, count: Int) -> Int? {
        let relative = position - leading
        guard relative >= 0, length > 0 else { return nil }
        let pitch = length + spacing
        let index = Int((relative / pitch).rounded(.down))
        guard index < count else { return nil }
        return relative - Double(index) * pitch < length ? index : nil
    }
}
