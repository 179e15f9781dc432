/// One scroll view as replayed (SPEC §3.3): its machine state (offset, velocity, mode), its item
/// count and its layout, with one entry point per input — a finger down, moved and lifted, the
/// clock advanced, the app's scroll, a stop, a layout or content change. Each input returns what
/// it did (`ScrollViewReport`); the machine calls nobody, so `World` passes the moves on to the
/// header code and the invariants' record.
///
/// Times are in seconds; `now` is the time of the last event applied (the world's clock, not yet
/// advanced to the event being handled when the clock is advanced).
public struct ScrollViewMachine: Hashable, Sendable {
    /// Its offset, velocity and mode.
    public internal(set) var state: ScrollState
    /// Items in it now (changed by `update` events; 0 for content of a fixed size).
    public internal(set) var itemCount: Int
    var layout: ScrollViewLayout

    /// The scroll view at its initial offset (minOffset), at rest.
    init(layout: ScrollViewLayout) {
        self.layout = layout
        itemCount = layout.initialItemCount
        state = ScrollState(offset: layout.initialMetrics.minOffset)
    }

    /// Which of the scene's scroll views it is.
    public var id: ScrollViewID { layout.id }

    /// What the session says about it.
    @inline(__always)
    public var configuration: ScrollConfiguration { layout.configuration }

    /// Its geometry now, with a keyboard covering the bottom `keyboardOverlap` points of its frame.
    @inline(__always)
    package func metrics(keyboardOverlap: Double = 0) -> ScrollMetrics {
        if itemCount == layout.initialItemCount, keyboardOverlap == 0 { return layout.initialMetrics }
        return ScrollMetrics(
            layout.configuration, safeArea: layout.safeArea, itemCount: itemCount,
            keyboardOverlap: keyboardOverlap)
    }

    /// The offset along its axis.
    @inline(__always)
    public var axisOffset: Double { state.offset.component(layout.configuration.axis) }

    /// The velocity along its axis, in points per second.
    public var axisVelocity: Double { state.velocity.component(layout.configuration.axis) }

    /// Moves the content to `offset` along the axis (the cross component follows the adjusted
    /// inset), recording the move in `report` when the offset changed.
    @inline(__always)
    mutating func move(to offset: Double, metrics: ScrollMetrics, _ report: inout ScrollViewReport) {
        let old = state.offset.component(metrics.axis)
        state.offset = metrics.point(offset)
        guard offset != old else { return }
        report.append(ScrollViewReport.Move(offset: offset, flags: ScrollFlags(state.mode)))
    }

    /// Sets the velocity along the axis, in points per second.
    @inline(__always)
    mutating func setVelocity(_ velocity: Double) {
        state.velocity =
            layout.configuration.axis == .vertical ? Point(x: 0, y: velocity) : Point(x: velocity, y: 0)
    }

    /// Stops any motion at once, where the content is now.
    mutating func stop() {
        state.mode = .idle
        state.velocity = .zero
    }
}
