/// Each scroll view's offset when one listener of it — the app's code, the built-in view effects —
/// last heard of it: the one answer to "did it move since the last call". A listener is owed a call
/// about a scroll view whose offset is not the one it last heard (or that it never heard of).
package struct HeardOffsets: Hashable, Sendable {
    /// The offset last heard of, by scroll view (nil: not yet).
    private var offsets: ScrollViewTable<Point?>

    /// A listener of `scrollViewCount` scroll views that has heard of none.
    package init(scrollViewCount: Int) {
        offsets = ScrollViewTable(repeating: nil, count: scrollViewCount)
    }

    /// Whether the listener is owed a call about scroll view `id`, now at `offset`; if so, the
    /// offset is taken as heard.
    @inline(__always)
    package mutating func owesCall(about id: ScrollViewID, at offset: Point) -> Bool {
        guard offsets[id] != offset else { return false }
        offsets[id] = offset
        return true
    }
}
