/// The user's fingers (FORMAT.md `touch`, `tap`): the ones down now, in the order they went
/// down, and what the touches fired so far. Its handlers take the decisions of ``TouchRouter``
/// (who handles a finger, which scroll view pans with it, what a lift or a tap fires) and return
/// what the world carries out on the scroll view machines and tells the app's code.
package struct Fingers: Hashable, Sendable {
    /// Fingers down now, in the order they went down.
    package private(set) var down: [TouchState] = []
    /// What the user's touches did so far.
    package internal(set) var actions: [Action] = []

    /// No finger down and nothing fired yet (a replay's start).
    init() {}

    /// `fingers` down, in that order, after the touches fired `actions` (a state made up whole: a
    /// test's).
    init(down fingers: [TouchState], actions: [Action]) {
        down = fingers
        self.actions = actions
    }

    /// What a finger's move asks of the scroll views around it. A value without references: the
    /// world switches over one at every sample.
    enum Move {
        /// Scroll view `id` pans with the finger: its content follows it.
        case drag(ScrollViewID)
        /// Several scroll views around `inner` (the innermost under the finger) pan with it: each
        /// that does follows it, the innermost first.
        case dragEach(inner: ScrollViewID)
        /// The finger moved past the slop: pans of the scroll views around `inner` may begin
        /// (`PanArena` decides which, and the others tracking it settle where they are).
        case mayBeginPan(inner: ScrollViewID)
    }

    /// Where the finger with id `touch` is now, if it is down.
    func location(of touch: Int) -> Point? {
        self.touch(touch)?.location
    }

    /// Where the finger that drags scroll view `id` is now, if one does.
    @inline(__always)
    func draggingFinger(of id: ScrollViewID, in scrollViews: ScrollViewMachines) -> Point? {
        guard case .dragging(let touch, _, _) = scrollViews.mode(id) else { return nil }
        return location(of: touch)
    }

    /// The pan gesture of scroll view `id` now: the finger that drags it (`changed`), if one does.
    func panGesture(of id: ScrollViewID, in scrollViews: ScrollViewMachines) -> PanGesture {
        guard case .dragging(let touch, _, _) = scrollViews.mode(id),
            let finger = down.first(where: { $0.id == touch })
        else { return PanGesture() }
        let velocity = scrollViews[id].state.velocity
        return PanGesture(
            start: finger.start, location: finger.location, velocity: Point(x: -velocity.x, y: -velocity.y),
            phase: .changed)
    }

    /// The clock advanced to `time`: content touches held past their scroll view's `touchDelay`
    /// start tracking (the item or control they began on handles them).
    // Inlined: called at every event (every finger sample), with the machines borrowed where they
    // are, not copied.
    @inline(__always)
    mutating func advance(to time: Double, scrollViews: ScrollViewMachines) {
        for position in down.indices where down[position].owner == .pending {
            guard let inner = down[position].scrollViewID else { continue }
            if let tracker = TouchRouter.contentTracker(
                of: down[position], at: time, configuration: scrollViews.layout(inner).configuration,
                resolution: Tolerance.time)
            {
                down[position].owner = tracker
            }
        }
    }

    /// Finger `id` went down at `location` at `time` on `hit`: every scroll view around the touched
    /// view has a pan recognizer, so a moving one stops and each without a finger of its own starts
    /// tracking this one (their machines' `fingerDown`); the router says who handles it. A finger
    /// already down is ignored (its caller need not hit-test it).
    mutating func begin(
        _ id: Int, at location: Point, hit: HitResult, time: Double, scrollViews: inout ScrollViewMachines
    ) {
        guard !down.contains(where: { $0.id == id }) else { return }
        var stoppedMotion = false
        var tracking = false
        if let inner = hit.scrollViewID {
            for scrollView in scrollViews.chain(inner) {
                let report = scrollViews.change(scrollView) { $0.fingerDown(id, at: time) }
                stoppedMotion = stoppedMotion || report.stoppedMotion
                tracking = tracking || report.tracksFinger
            }
        }
        let owner = TouchRouter.owner(
            of: hit.target, inScrollView: hit.scrollViewID != nil, stoppedMotion: stoppedMotion,
            tracking: tracking,
            delaysContentTouches: hit.scrollViewID.map {
                scrollViews.layout($0).configuration.delaysContentTouches
            }
                ?? true)
        down.append(
            TouchState(
                id: id, location: location, start: location, beganAt: time, target: hit.target, owner: owner,
                stoppedMotion: stoppedMotion, scrollViewID: hit.scrollViewID))
    }

    /// Finger `id` moved to `location`: the scroll view that pans with it follows (`drag`; each of
    /// several: `dragEach`); else, once the router says a pan may begin (`mayBeginPan`), the
    /// arena decides. Nil: nothing follows it.
    // Inlined: called at every event (every finger sample), with the machines borrowed where they
    // are, not copied.
    @inline(__always)
    mutating func move(_ id: Int, to location: Point, scrollViews: ScrollViewMachines) -> Move? {
        guard let position = down.firstIndex(where: { $0.id == id }) else { return nil }
        down[position].location = location
        guard let inner = down[position].scrollViewID else { return nil }
        if down[position].pansSimultaneously { return .dragEach(inner: inner) }
        // Most moves are of the finger the innermost scroll view pans with: found without the chain.
        if case .dragging(id, _, _) = scrollViews.mode(inner) { return .drag(inner) }
        let chain = scrollViews.chain(inner)
        if let dragged = chain.first(where: { scrollViews.mode($0).isDragging(with: id) }) {
            return .drag(dragged)
        }
        let touch = down[position]
        guard
            TouchRouter.panMayBegin(
                touch: id, owner: touch.owner, panFailed: touch.panFailed, start: touch.start,
                location: location, chain: chain, inner: inner, scrollViews: scrollViews)
        else { return nil }
        return .mayBeginPan(inner: inner)
    }

    /// The pans of `count` scroll views began with finger `id` (the arena's decision): the scroll
    /// views have it, and with more than one, each follows it.
    mutating func beganPans(_ id: Int, count: Int) {
        guard let position = down.firstIndex(where: { $0.id == id }) else { return }
        down[position].owner = .scroll
        down[position].pansSimultaneously = count > 1
    }

    /// Every pan that could begin with finger `id` was refused: none is tried again, and the item
    /// or control it began on tracks it (nothing else does).
    mutating func refusedPans(_ id: Int) {
        guard let position = down.firstIndex(where: { $0.id == id }) else { return }
        down[position].panFailed = true
        if down[position].owner == .pending {
            down[position].owner = down[position].target.contentOwner ?? .none
        }
    }

    /// The finger with id `touch`, if it is down.
    func touch(_ id: Int) -> TouchState? {
        down.first(where: { $0.id == id })
    }

    /// Finger `id` lifted (or was cancelled) at `location`: it is no longer down; returned as it was
    /// last, at `location` (nil: it was not down).
    mutating func lift(_ id: Int, at location: Point) -> TouchState? {
        guard let position = down.firstIndex(where: { $0.id == id }) else { return nil }
        var touch = down.remove(at: position)
        touch.location = location
        return touch
    }

    /// A touch fired `action` (nothing when nil).
    mutating func fire(_ action: Action?) {
        if let action { actions.append(action) }
    }
}
