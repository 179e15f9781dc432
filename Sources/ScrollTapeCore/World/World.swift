/// The whole replayed state at one index: the fold of the events before it (SPEC §2).
///
/// A small value: copying it is a checkpoint. `apply(_:)` is the one pure reducer: it first
/// advances all motion to the event's time, then handles the event.
public struct World: Hashable, Sendable {
    public let scene: Scene
    /// The number of events applied.
    public internal(set) var index: Int
    /// The time of the last event applied, in seconds.
    public internal(set) var t: Double
    public internal(set) var scroll: ScrollState
    public internal(set) var header: HeaderState?
    /// Fingers down now, in the order they went down.
    public internal(set) var touches: [TouchState]
    /// What the user's touches did so far.
    public internal(set) var actions: [Action]
    /// The list's item count now (changed by `update` events).
    public internal(set) var itemCount: Int
    /// The number of invariant violations so far (counted by `Replay`).
    public internal(set) var violations: Int
    /// How the offset moved during the last event, for the invariants.
    public internal(set) var trace: OffsetTrace

    /// The state at index 0.
    public init(scene: Scene) {
        self.scene = scene
        index = 0
        t = 0
        if case .items(let layout) = scene.scroll.content {
            itemCount = layout.count
        } else {
            itemCount = 0
        }
        let metrics = ScrollMetrics(scene: scene, itemCount: itemCount)
        scroll = ScrollState(offset: metrics.minOffset)
        header = scene.header.map { HeaderState($0, initialOffset: metrics.lowerBound, metrics: metrics) }
        touches = []
        actions = []
        violations = 0
        trace = OffsetTrace(lastInside: metrics.lowerBound)
    }

    /// The scroll view's geometry now.
    public var metrics: ScrollMetrics { ScrollMetrics(scene: scene, itemCount: itemCount) }

    /// The view tree laid out now.
    public var geometry: ViewGeometry {
        ViewGeometry(
            scene: scene, headerHeight: header?.height, contentOffset: scroll.offset, itemCount: itemCount)
    }

    /// The offset along the scroll axis.
    public var axisOffset: Double { scroll.offset.component(scene.scroll.axis) }

    /// Applies one event: advances motion to `event.t`, then handles the event.
    public mutating func apply(_ event: Event) {
        index += 1
        trace.beginEvent(offset: axisOffset)
        advance(to: event.t)
        t = max(t, event.t)
        switch event.kind {
        case .touch(let id, let phase, let location):
            handleTouch(id: id, phase: phase, at: location)
        case .tap(let location):
            handleTap(at: location)
        case .scroll(let change):
            handleScroll(change)
        case .frame, .expect, .observe, .mark:
            break
        case .update(let update):
            handleUpdate(update)
        }
    }

    /// Advances time-dependent state to `time`: content touches held past `touchDelay` start tracking.
    mutating func advance(to time: Double) {
        let configuration = scene.scroll
        guard configuration.delaysContentTouches else { return }
        for position in touches.indices where touches[position].owner == .pending {
            let held = time - touches[position].beganAt
            if case .item = touches[position].target, held >= configuration.touchDelay - Self.timeResolution {
                touches[position].owner = .item
            }
        }
    }

    /// Times closer than this are the same time (event times are written with a few decimals, so
    /// 1.15 − 1.0 must count as the full 0.15 s delay).
    static let timeResolution = 1e-9

    /// Moves the content to `offset` along the axis; the header observes the change.
    mutating func setOffset(_ offset: Double) {
        let metrics = self.metrics
        let old = axisOffset
        guard offset != old else { return }
        scroll.offset = metrics.point(offset)
        trace.record(from: old, to: offset, metrics: metrics)
        if let configuration = scene.header {
            header?.observe(offset: offset, configuration, metrics: metrics)
        }
    }

    /// Records a violation found by the invariants.
    mutating func countViolations(_ count: Int) {
        violations += count
    }
}

/// How the offset moved during one event, as the invariants need it (SPEC §6).
public struct OffsetTrace: Hashable, Sendable {
    /// The last offset along the axis that was inside [minOffset, maxOffset].
    public private(set) var lastInside: Double
    /// `header.overscroll`'s allowance: for each move to y, the length of the in-bounds part of the
    /// path from L to y, where L is the previous offset if it was inside, else the last that was.
    public private(set) var allowance: Double = 0
    /// In-bounds distance actually travelled toward larger offsets (scrolling down) during the event.
    public private(set) var insideForward: Double = 0
    /// In-bounds distance actually travelled toward smaller offsets (scrolling up) during the event.
    public private(set) var insideBackward: Double = 0
    /// The offset along the axis when the event began.
    public private(set) var startOffset: Double = 0
    /// The anchor of an `update` with `anchor: "visible"` handled during the event.
    public internal(set) var anchor: UpdateAnchorRecord?

    init(lastInside: Double) {
        self.lastInside = lastInside
        startOffset = lastInside
    }

    mutating func beginEvent(offset: Double) {
        allowance = 0
        insideForward = 0
        insideBackward = 0
        startOffset = offset
        anchor = nil
    }

    /// Records a move from `old` to `new`.
    mutating func record(from old: Double, to new: Double, metrics: ScrollMetrics) {
        let origin = metrics.contains(old) ? old : lastInside
        allowance += metrics.insideLength(from: origin, to: new)
        let travelled = metrics.insideLength(from: old, to: new)
        if new > old { insideForward += travelled } else { insideBackward += travelled }
        if metrics.contains(new) { lastInside = new }
    }
}

/// Where the anchor item of an `update` was on screen, for the `update.anchor` invariant.
public struct UpdateAnchorRecord: Hashable, Sendable {
    /// The anchor's index before the update.
    public var oldIndex: Int
    /// The anchor's index after the update.
    public var newIndex: Int
    /// The anchor's leading edge in window coordinates along the axis, before the update.
    public var screenPosition: Double
}
