/// Touches (FORMAT.md `touch`, and "`scrolls`: more scroll views"): each finger carried to the scroll view machines around it, with who
/// handles it, which scroll view pans with it and what it fires decided by ``TouchRouter``.
extension World {
    mutating func handleTouch(id: Int, phase: TouchPhase, at location: Point) {
        switch phase {
        case .began: beginTouch(id: id, at: location)
        case .moved: moveTouch(id: id, to: location)
        case .ended: endTouch(id: id, at: location, isCancelled: false)
        case .cancelled: endTouch(id: id, at: location, isCancelled: true)
        }
    }

    /// A `tap` event: a touch that begins and ends at `location` at once. It stops the scroll
    /// views around it that move (each settles where it is), and fires what the router decides.
    mutating func handleTap(at location: Point) {
        let hit = geometry.hitTest(location)
        var stopped = false
        var driven = false
        // A control has no scroll view around it (`HitResult.scrollViewID`): nothing stops.
        if let inner = hit.scrollViewID {
            let chain = scrollViews.chain(inner)
            let now = t
            for id in chain where scrollViews.change(id, { $0.stop(at: now) }).stoppedMotion {
                settle(id, velocity: 0)
                stopped = true
            }
            driven = chain.contains { scrollViews.mode($0).drivingTouch != nil }
        }
        let scroll = hit.scrollViewID.flatMap(selectScrollID)
        if let action = TouchRouter.action(
            firedByTapOn: hit, index: index, stoppedMotion: stopped, driven: driven, scroll: scroll)
        {
            actions.append(action)
        }
    }

    /// A finger went down: every scroll view around the touched view has a pan recognizer, so a
    /// moving one stops and each without a finger of its own starts tracking this one; the router
    /// says who handles it.
    private mutating func beginTouch(id: Int, at location: Point) {
        guard !touches.contains(where: { $0.id == id }) else { return }
        let hit = geometry.hitTest(location)
        var stoppedMotion = false
        var tracking = false
        if let inner = hit.scrollViewID {
            let now = t
            for scrollView in scrollViews.chain(inner) {
                let report = scrollViews.change(scrollView) { $0.fingerDown(id, at: now) }
                stoppedMotion = stoppedMotion || report.stoppedMotion
                tracking = tracking || report.tracksFinger
            }
        }
        let owner = TouchRouter.owner(
            of: hit.target, inScrollView: hit.scrollViewID != nil, stoppedMotion: stoppedMotion,
            tracking: tracking,
            delaysContentTouches: hit.scrollViewID.map { configuration($0).delaysContentTouches } ?? true)
        touches.append(
            TouchState(
                id: id, location: location, start: location, beganAt: t, target: hit.target, owner: owner,
                stoppedMotion: stoppedMotion, scrollViewID: hit.scrollViewID))
    }

    /// A finger moved: the scroll view that pans with it follows; else, once the router says a
    /// pan begins, the others tracking it settle where they are and the winner pans from here.
    private mutating func moveTouch(id: Int, to location: Point) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        touches[position].location = location
        guard let inner = touches[position].scrollViewID else { return }
        // Most moves are of the finger the innermost scroll view pans with: found without the chain.
        if case .dragging(id, _, _) = scrollViews.mode(inner) { return drag(inner, to: location) }
        let chain = scrollViews.chain(inner)
        if let dragged = chain.first(where: { scrollViews.mode($0).isDragging(with: id) }) {
            return drag(dragged, to: location)
        }
        let touch = touches[position]
        guard
            let winner = TouchRouter.panWinner(
                touch: id, owner: touch.owner, start: touch.start, location: location, chain: chain,
                inner: inner, scrollViews: scrollViews, metrics: { self.metrics(of: $0) })
        else { return }
        // The others stop tracking this finger. One the touch stopped mid-motion (past an edge, or
        // between pages) settles from there, as UIKit lets it when its pan fails.
        for scrollView in chain
        where scrollView != winner && scrollViews.mode(scrollView) == .tracking(touch: id) {
            settle(scrollView, velocity: 0)
        }
        touches[position].owner = .scroll
        let metrics = metrics(of: winner)
        let now = t
        scrollViews.change(winner) { $0.beginDrag(touch: id, finger: location, metrics: metrics, at: now) }
        tell(.beganDragging, about: winner)
    }

    /// Scroll view `id`'s content follows the finger it pans with to `location`.
    private mutating func drag(_ id: ScrollViewID, to location: Point) {
        let metrics = metrics(of: id)
        let now = t
        let report = scrollViews.change(id) { $0.drag(to: location, metrics: metrics, at: now) }
        pass(report, of: id, metrics: metrics)
    }

    private mutating func endTouch(id: Int, at location: Point, isCancelled: Bool) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        var touch = touches.remove(at: position)
        touch.location = location
        if let inner = touch.scrollViewID {
            for scrollView in scrollViews.chain(inner)
            where scrollViews.mode(scrollView).drivingTouch == id {
                if hasDelegate, releaseTellingDelegate(scrollView, touch: touch, at: location) { continue }
                let metrics = metrics(of: scrollView)
                let now = t
                let report = scrollViews.change(scrollView) {
                    $0.fingerUp(finger: location, metrics: metrics, at: now)
                }
                finish(report, of: scrollView, metrics: metrics)
            }
        }
        guard !isCancelled else { return }
        let scroll = touch.scrollViewID.flatMap(selectScrollID)
        if let action = TouchRouter.action(
            firedBy: touch, at: location, index: index, scroll: scroll,
            controlFrame: { geometry.windowFrame(of: $0) })
        {
            actions.append(action)
        }
    }

    /// The `scroll` of a `select` action on an item of scroll view `id`: nil for the primary.
    private func selectScrollID(_ id: ScrollViewID) -> String? {
        id.isPrimary ? nil : sessionID(of: id)
    }

    /// Lets scroll view `id` move by itself with `velocity` (``ScrollViewMachine/settle(velocity:target:metrics:at:)``)
    /// and passes on what it did.
    mutating func settle(_ id: ScrollViewID, velocity: Double) {
        let metrics = metrics(of: id)
        let now = t
        let report = scrollViews.change(id) { $0.settle(velocity: velocity, metrics: metrics, at: now) }
        finish(report, of: id, metrics: metrics)
    }
}
