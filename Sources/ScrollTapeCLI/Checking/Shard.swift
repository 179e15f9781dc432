import ScrollTape

/// One of `count` stable slices of a sorted list of recordings (`check --shard I/N`): a CI matrix
/// of N jobs, job I checking shard I/N, checks each recording exactly once.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based: 1…`count`.
    package let index: Int
    package let count: Int

    /// `I/N` with 1 ≤ I ≤ N; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    /// This shard's part of `items` (which the caller sorts): a contiguous run, the runs of
    /// shards 1…N covering `items` in order, their lengths differing by at most one.
    package func slice<Item>(of items: [Item]) -> ArraySlice<Item> {
        let start = items.count * (index - 1) / count
        let end = items.count * index / count
        return items[start..<end]
    }
}
