/// The scene's scroll views as replayed, by id: the primary first (kept inline: most screens have
/// only it, and the reducer reaches it at every event), then the further ones in session order.
/// The one place, with `ScrollViewTable`, where an id becomes a position.
package struct ScrollViewMachines: Hashable, Sendable {
    /// The primary scroll view (the one the header follows).
    package private(set) var primary: ScrollViewMachine
    private var others: [ScrollViewMachine]

    /// The machines of `layouts` (the primary first), each at its initial offset.
    init(_ layouts: ScrollViewTable<ScrollViewLayout>) {
        primary = ScrollViewMachine(layout: layouts[.primary])
        others = layouts.dropFirst().map { ScrollViewMachine(layout: $0) }
    }

    /// The machines of `layouts`, the primary at rest at `offset` with `itemCount` items (a scene's
    /// first state drawn at another offset), the others at their initial offsets.
    init(_ layouts: ScrollViewTable<ScrollViewLayout>, primaryAt offset: Point, itemCount: Int) {
        self.init(layouts)
        primary = ScrollViewMachine(layout: layouts[.primary], restingAt: offset, itemCount: itemCount)
    }

    /// How many scroll views the scene has.
    @inline(__always)
    package var count: Int { 1 + others.count }

    /// Every scroll view's id, the primary first.
    @inline(__always)
    package var ids: Range<ScrollViewID> { ScrollViewID.primary..<ScrollViewID(count) }

    /// The further scroll views (`scrolls`), in session order.
    package var further: ArraySlice<ScrollViewMachine> { others[...] }

    /// The machine of scroll view `id`.
    @inline(__always)
    package subscript(id: ScrollViewID) -> ScrollViewMachine {
        id.isPrimary ? primary : others[id.number - 1]
    }

    /// Changes the machine of scroll view `id` in place and returns what `change` returns. (A
    /// `_modify` accessor would allocate its coroutine's frame at every call: too slow for the
    /// reducer's hot path.)
    @inline(__always) @discardableResult
    mutating func change<Result>(_ id: ScrollViewID, _ change: (inout ScrollViewMachine) -> Result) -> Result
    {
        id.isPrimary ? change(&primary) : change(&others[id.number - 1])
    }

    /// The mode of scroll view `id`, read without copying its machine: a copy would share its
    /// samples, which the next sample added would then copy whole.
    @inline(__always)
    func mode(_ id: ScrollViewID) -> ScrollState.Mode {
        id.isPrimary ? primary.state.mode : others[id.number - 1].state.mode
    }

    /// The layout of scroll view `id`, read without copying its machine (see ``mode(_:)``).
    @inline(__always)
    func layout(_ id: ScrollViewID) -> ScrollViewLayout {
        id.isPrimary ? primary.layout : others[id.number - 1].layout
    }

    /// The offset along the axis of scroll view `id`, read without copying its machine.
    @inline(__always)
    func axisOffset(_ id: ScrollViewID) -> Double {
        id.isPrimary ? primary.axisOffset : others[id.number - 1].axisOffset
    }

    /// The scroll views that contain scroll view `id`, innermost first, itself included (FORMAT.md "`scrolls`: more scroll views").
    @inline(__always)
    func chain(_ id: ScrollViewID) -> [ScrollViewID] {
        layout(id).chain
    }

    /// The item count of scroll view `id`, read without copying its machine.
    @inline(__always)
    func itemCount(_ id: ScrollViewID) -> Int {
        id.isPrimary ? primary.itemCount : others[id.number - 1].itemCount
    }

    /// The geometry of scroll view `id` now (`ScrollViewMachine/metrics`), worked out without
    /// copying its machine.
    @inline(__always)
    package func metrics(_ id: ScrollViewID) -> ScrollMetrics {
        id.isPrimary ? primary.metrics : others[id.number - 1].metrics
    }

    /// The offset of scroll view `id`, read without copying its machine (see ``mode(_:)``).
    @inline(__always)
    func offset(_ id: ScrollViewID) -> Point {
        id.isPrimary ? primary.state.offset : others[id.number - 1].state.offset
    }

    /// Gives every machine its layout in `layouts` (the screen laid out anew, or a list's content
    /// changed), keeping its state.
    mutating func relink(_ layouts: ScrollViewTable<ScrollViewLayout>) {
        primary.relink(layouts[.primary])
        for position in others.indices { others[position].relink(layouts[ScrollViewID(position + 1)]) }
    }
}
