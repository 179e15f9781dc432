/// One scroll view as replayed: its machine state (offset, velocity, mode), its item
/// count and its context (its layout, the keyboard over it), with one entry point per input — a
/// finger down, moved and lifted, the clock advanced, the app's scroll, a stop, a layout, content
/// or keyboard change. Every input has one shape, `(…, at now) -> ScrollViewReport`: it returns
/// what it did, the moves and the outcomes its caller reads (released, started decelerating, came
/// to rest). The machine calls nobody, so `World` passes the moves on to the header code and the
/// invariants' record. Only its inputs change its state, through the steps below (this file is
/// where the state's setter is): the inputs are in `ScrollViewMachine+Fingers.swift` (a finger
/// down, moved, lifted), `+Motion.swift` (the clock advanced, a stop, an animation) and
/// `+App.swift` (the app's scrolls, a content or layout change).
///
/// Times are in seconds; `now` is the time of the input: the time of the last event applied (the
/// world's clock), or for ``advance(since:metrics:at:)`` the time the clock advances to.
package struct ScrollViewMachine: Hashable, Sendable {
    /// Its offset, velocity and mode.
    package private(set) var state: ScrollState
    /// Items in it now (changed by `update` events; 0 for content of a fixed size).
    package private(set) var itemCount: Int
    /// Its context: its configuration as the screen's layout gives it (replaced by ``relink(_:)``)
    /// and the keyboard over it (``keyboardMoved(overlap:at:)``), behind one reference.
    private(set) var layout: ScrollViewLayout

    /// The scroll view at its initial offset (minOffset), at rest.
    init(layout: ScrollViewLayout) {
        self.layout = layout
        itemCount = layout.initialItemCount
        state = ScrollState(offset: layout.initialMetrics.minOffset)
    }

    /// The scroll view at rest at `offset` holding `itemCount` items (a scene's first state drawn
    /// at another offset).
    init(layout: ScrollViewLayout, restingAt offset: Point, itemCount: Int) {
        self.init(layout: layout)
        self.itemCount = itemCount
        state.offset = offset
    }

    /// Which of the scene's scroll views it is.
    package var id: ScrollViewID { layout.id }

    /// What the session says about it.
    @inline(__always)
    package var configuration: ScrollConfiguration { layout.configuration }

    /// Its geometry now: its item count, the keyboard covering the bottom `keyboardOverlap` points
    /// of its frame.
    @inline(__always)
    package var metrics: ScrollMetrics {
        if itemCount == layout.initialItemCount { return layout.initialMetrics }
        return ScrollMetrics(
            layout.configuration, safeArea: layout.safeArea, itemCount: itemCount,
            keyboardOverlap: layout.keyboardOverlap)
    }

    /// How many points of its frame, from its bottom, the software keyboard covers
    /// (``keyboardMoved(overlap:at:)``).
    var keyboardOverlap: Double { layout.keyboardOverlap }

    /// The offset along its axis.
    @inline(__always)
    package var axisOffset: Double { state.offset.component(layout.configuration.axis) }

    /// The velocity along its axis, in points per second.
    package var axisVelocity: Double { state.velocity.component(layout.configuration.axis) }

    /// Gives it `layout` (the screen laid out anew, or its content changed), keeping its state and
    /// the keyboard over it. Context, not an input: it moves nothing
    /// (``relayout(wasAtLowest:finger:metrics:at:)`` and ``keepDragging(finger:metrics:at:)`` then
    /// meet the new range).
    mutating func relink(_ layout: ScrollViewLayout) {
        self.layout = layout.covered(by: keyboardOverlap)
    }

    // MARK: The steps of the inputs

    // What the inputs do to the state, the only code that sets it: every input is made of these
    // steps, and nothing but an input calls them.

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
    mutating func halt() {
        state.mode = .idle
        state.velocity = .zero
    }

    /// Goes into `mode` (a finger tracked or dragging, a motion started), its offset and velocity
    /// as they are.
    @inline(__always)
    mutating func enter(_ mode: ScrollState.Mode) {
        state.mode = mode
    }

    /// A pan starts at `now` with the finger at `position` along the axis: no velocity, and the
    /// finger's samples start anew with this one.
    mutating func startSamples(at now: Double, position: Double) {
        let axis = layout.configuration.axis
        state.velocity = .zero
        state.samples.removeAll()
        state.samples.axis = axis
        state.samples.append(time: now, position: position, window: layout.configuration.velocityWindow)
    }

    /// The dragging finger is at `position` along the axis at `now` (its samples give the velocity).
    @inline(__always)
    mutating func sample(at now: Double, position: Double) {
        state.samples.append(time: now, position: position, window: layout.configuration.velocityWindow)
    }

    /// The finger lifted at `now`: its velocity from its samples (points per second along the axis,
    /// the finger's), which are cleared.
    mutating func takeFingerVelocity(at now: Double) -> Double {
        let velocity = state.samples.velocity(at: now, window: layout.configuration.velocityWindow)
        state.samples.removeAll()
        return velocity
    }

    /// The offset across the axis follows `metrics`' adjusted inset (a vertical list's x is
    /// −adjustedInset.left), the offset along it as it is.
    mutating func alignAcross(_ metrics: ScrollMetrics) {
        state.offset = metrics.point(axisOffset)
    }

    /// Its content holds `count` items now (its geometry, ``metrics``, takes them in).
    mutating func setItemCount(_ count: Int) {
        itemCount = count
    }

    /// The software keyboard covers the bottom `overlap` points of its frame now (``metrics``
    /// takes it in).
    mutating func setKeyboardOverlap(_ overlap: Double) {
        layout = layout.covered(by: overlap)
    }
}
