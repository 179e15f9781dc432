/// Touches (FORMAT.md `touch`, `tap`, and "`scrolls`: more scroll views"): the fingers
/// (``Fingers``) decide with ``TouchRouter`` who handles each and which scroll view pans with it;
/// the world carries that out on the scroll view machines, passes on their reports and tells the
/// app's code.
extension World {
    /// A `touch` event: finger `id` went down, moved, lifted or was cancelled at `location`. A
    /// finger down stops the moving scroll views around the touched view and the others start
    /// tracking it (``Fingers/begin(_:at:hit:time:scrollViews:)``).
    mutating func handleTouch(id: Int, phase: TouchPhase, at location: Point) {
        switch phase {
        case .began:
            guard fingers.location(of: id) == nil else { return }
            let hit = geometry.hitTest(location)
            fingers.begin(id, at: location, hit: hit, time: t, scrollViews: &scrollViews)
        case .moved: moveTouch(id: id, to: location)
        case .ended: endTouch(id: id, at: location, isCancelled: false)
        case .cancelled: endTouch(id: id, at: location, isCancelled: true)
        }
    }

    /// A `tap` event: a touch that begins and ends at `location` at once. It stops the scroll
    /// views around it that move (each settles where it is; the tap then reaches no view of their
    /// content), and fires what the router decides.
    mutating func handleTap(at location: Point) {
        let hit = geometry.hitTest(location)
        var stopped = false
        var driven = false
        // Outside every scroll view (`HitResult.scrollViewID`), nothing stops.
        if let inner = hit.scrollViewID {
            let chain = scrollViews.chain(inner)
            let now = t
            for id in chain where scrollViews.change(id, { $0.stop(at: now) }).stoppedMotion {
                settle(id, velocity: 0)
                stopped = true
            }
            driven = chain.contains { scrollViews.mode($0).drivingTouch != nil }
        }
        let action = TouchRouter.action(
            firedByTapOn: hit, index: index, stoppedMotion: stopped, driven: driven,
            scroll: screen.selectScroll(hit.scrollViewID))
        fingers.fire(action)
    }

    /// A finger moved: the scroll views that pan with it follow; else, once the router says a pan
    /// may begin, the arena decides which do (``PanArena``).
    private mutating func moveTouch(id: Int, to location: Point) {
        switch fingers.move(id, to: location, scrollViews: scrollViews) {
        case nil:
            return
        case .drag(let dragged):
            drag(dragged, to: location)
        case .dragEach(let inner):
            // Each pan follows the finger, the innermost first; the code hears each move before the
            // next pan moves (UIKit calls each recognizer's action in turn).
            for scrollView in scrollViews.chain(inner) where scrollViews.mode(scrollView).isDragging(with: id)
            {
                drag(scrollView, to: location)
                reportScrolls(of: scrollView)
            }
        case .mayBeginPan(let inner):
            PanArena.begin(touch: id, at: location, inner: inner, in: &self)
        }
    }

    /// Scroll view `id` pans with a finger that moved to `location`: it follows, and what it did
    /// is passed on. Its own function, not inlined into ``moveTouch(id:to:)``: most events are
    /// this, and the rarer paths' stack frame would otherwise be set up at each.
    @inline(never)
    private mutating func drag(_ id: ScrollViewID, to location: Point) {
        let metrics = scrollViews.metrics(id)
        let now = t
        let report = scrollViews.change(id) { $0.drag(to: location, metrics: metrics, at: now) }
        pass(report, of: id, metrics: metrics)
    }

    /// A finger lifted (or was cancelled): each scroll view it drives is released (the delegate
    /// hears it as UIKit calls it); a lift, not a cancel, fires what the router decides.
    private mutating func endTouch(id: Int, at location: Point, isCancelled: Bool) {
        guard let touch = fingers.lift(id, at: location) else { return }
        if let inner = touch.scrollViewID {
            for scrollView in scrollViews.chain(inner)
            where scrollViews.mode(scrollView).drivingTouch == id {
                if appCode.runsCode,
                    releaseTellingDelegate(scrollView, touch: touch, at: location, isCancelled: isCancelled)
                {
                    continue
                }
                let metrics = scrollViews.metrics(scrollView)
                let now = t
                let report = scrollViews.change(scrollView) {
                    $0.fingerUp(finger: location, metrics: metrics, at: now)
                }
                finish(report, of: scrollView, metrics: metrics)
            }
        }
        guard !isCancelled else { return }
        let action = TouchRouter.action(
            firedBy: touch, at: location, index: index, scroll: screen.selectScroll(touch.scrollViewID),
            controlFrame: { geometry.windowFrame(of: $0) })
        fingers.fire(action)
    }

    /// Lets scroll view `id` move by itself with `velocity` (`ScrollViewMachine/settle(velocity:target:metrics:at:)`)
    /// and passes on what it did.
    mutating func settle(_ id: ScrollViewID, velocity: Double) {
        let metrics = scrollViews.metrics(id)
        let now = t
        let report = scrollViews.change(id) { $0.settle(velocity: velocity, metrics: metrics, at: now) }
        finish(report, of: id, metrics: metrics)
    }
}
