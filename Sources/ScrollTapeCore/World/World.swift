/// The whole replayed state at one index: the fold of the events before it (SPEC §2).
///
/// A small value: copying it is a checkpoint. `apply(_:)` is the one pure reducer: it first
/// advances all motion to the event's time, then handles the event.
public struct World: Hashable, Sendable {
    /// The screen, shared by every state of one replay (a checkpoint copies a reference, not the scene).
    private let sceneStorage: SceneStorage
    public var scene: Scene { sceneStorage.scene }
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
    var trace: OffsetTrace

    /// The state at index 0, with the app's own code if given: `header` as the header's behaviour
    /// (nil: the built-in one the scene names; ignored when the scene has no header) and
    /// `hitTests`, `hitTest(_:with:)` overrides by view id (views without one hit-test as their
    /// `passThrough` declares).
    ///
    /// As UIKit lays the screen out, the list is moved to its initial offset (minOffset) and the
    /// header code sees it (`didScroll`), then the view appears (`didAppear`).
    ///
    /// - Precondition: every id in `hitTests` names a view of the scene.
    public init(
        scene: Scene, header: (any HeaderBehavior)? = nil, hitTests: [String: any HitTestOverride] = [:]
    ) {
        for id in hitTests.keys.sorted() where scene.view(withID: id) == nil {
            preconditionFailure(
                "a hit-test override is given for '\(id)', but the scene has no view with that id "
                    + "(views: \(scene.allViewIDs.joined(separator: ", ")))")
        }
        sceneStorage = SceneStorage(scene, hitTestOverrides: hitTests)
        index = 0
        t = 0
        if case .items(let layout) = scene.scroll.content {
            itemCount = layout.count
        } else {
            itemCount = 0
        }
        let metrics = ScrollMetrics(scene: scene, itemCount: itemCount)
        scroll = ScrollState(offset: metrics.minOffset)
        self.header = scene.header.map {
            HeaderState(height: $0.maxHeight, behavior: header ?? $0.builtInBehavior)
        }
        touches = []
        actions = []
        violations = 0
        // Set before the header appears (a method of self needs every property), then again with
        // the height it appeared at.
        trace = OffsetTrace(lastInside: metrics.lowerBound, height: nil)
        if let screen = headerScreen(metrics: metrics) { self.header?.appear(screen) }
        trace = OffsetTrace(lastInside: metrics.lowerBound, height: self.header?.height)
    }

    /// The scroll view's geometry now.
    public var metrics: ScrollMetrics { ScrollMetrics(scene: scene, itemCount: itemCount) }

    /// The view tree laid out now.
    public var geometry: ViewGeometry {
        ViewGeometry(
            scene: scene, headerHeight: header?.height, contentOffset: scroll.offset, itemCount: itemCount,
            hitTestOverrides: sceneStorage.hitTestOverrides)
    }

    /// The offset along the scroll axis.
    public var axisOffset: Double { scroll.offset.component(scene.scroll.axis) }

    /// Applies one event: advances motion to `event.t`, then handles the event; returns what it
    /// did (the offset's moves, the header, an update's anchor, the actions fired).
    @discardableResult
    public mutating func apply(_ event: Event) -> EventEffects {
        applyInPlace(event)
        return trace.effects
    }

    /// ``apply(_:)`` leaving what the event did in `trace.effects` (where `Replay` reads it
    /// without a copy on its hot path).
    mutating func applyInPlace(_ event: Event) {
        index += 1
        trace.beginEvent(offset: axisOffset, headerHeight: header?.height)
        let actionCount = actions.count
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
        let start = trace.effects.startOffset
        if let before = header?.height, header?.observesIntermediateOffsets == false, axisOffset != start {
            // As UIKit calls scrollViewDidScroll: once for the event, at the offset after it.
            let metrics = self.metrics
            if let screen = headerScreen(metrics: metrics) { header?.didScroll(screen) }
            trace.record(
                from: start, to: axisOffset, heightBefore: before, heightAfter: header?.height,
                metrics: metrics)
        }
        trace.endEvent(headerHeight: header?.height, firedActions: actionCount..<actions.count)
    }

    /// Advances time-dependent state to `time`: deceleration and springs move on, and content
    /// touches held past `touchDelay` start tracking.
    mutating func advance(to time: Double) {
        advanceMotion(to: time)
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

    /// Moves the content to `offset` along the axis. A header behaviour that observes every offset
    /// (the built-ins) follows the change now; any other is called once at the end of the event
    /// (`apply(_:)`), as UIKit calls it.
    mutating func setOffset(_ offset: Double) {
        let metrics = self.metrics
        let old = axisOffset
        guard offset != old else { return }
        scroll.offset = metrics.point(offset)
        let oldHeight = header?.height
        if header?.observesIntermediateOffsets == false { return }
        if let screen = headerScreen(metrics: metrics) { header?.didScroll(screen) }
        trace.record(
            from: old, to: offset, heightBefore: oldHeight, heightAfter: header?.height, metrics: metrics)
    }

    /// What the header code sees now (nil without a header).
    @inline(__always)
    func headerScreen(metrics: ScrollMetrics) -> HeaderScreen? {
        guard let fixed = sceneStorage.headerScreen, let height = header?.height else { return nil }
        return HeaderScreen(
            fixed, metrics: metrics, contentOffset: scroll.offset, mode: scroll.mode, headerHeight: height)
    }

    /// Records a violation found by the invariants.
    mutating func countViolations(_ count: Int) {
        violations += count
    }
}
