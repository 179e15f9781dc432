/// Touch routing (SPEC §3.2, §9): who handles each finger, which scroll view pans with it, item
/// tracking, taps and selection.
extension World {
    mutating func handleTouch(id: Int, phase: TouchPhase, at location: Point) {
        switch phase {
        case .began: beginTouch(id: id, at: location)
        case .moved: moveTouch(id: id, to: location)
        case .ended: endTouch(id: id, at: location, isCancelled: false)
        case .cancelled: endTouch(id: id, at: location, isCancelled: true)
        }
    }

    /// A `tap` event: a touch that begins and ends at `location` at once.
    mutating func handleTap(at location: Point) {
        let hit = geometry.hitTest(location)
        if case .control(let view) = hit.target {
            actions.append(.tap(index: index, view: view))
            return
        }
        guard let inner = hit.scrollViewID else { return }
        let chain = scrollViews.chain(inner)
        var stopped = false
        for id in chain where scrollViews.mode(id).isMoving {
            scrollViews.change(id) { $0.stop() }
            settle(id, velocity: 0)
            stopped = true
        }
        guard !stopped, case .item(let item) = hit.target,
            !chain.contains(where: { scrollViews.mode($0).drivingTouch != nil })
        else { return }
        actions.append(.select(index: index, item: item, scroll: selectScrollID(inner)))
    }

    private mutating func beginTouch(id: Int, at location: Point) {
        guard !touches.contains(where: { $0.id == id }) else { return }
        let hit = geometry.hitTest(location)
        let target = hit.target
        var owner = TouchState.Owner.none
        var stoppedMotion = false
        if case .control = target {
            owner = .control
        } else if let inner = hit.scrollViewID {
            // Every scroll view around the touched view has a pan recognizer: a moving one stops;
            // each without a finger of its own starts tracking this one.
            var tracking = false
            for scrollView in scrollViews.chain(inner) {
                let (stopped, tracks) = scrollViews.change(scrollView) { $0.fingerDown(id) }
                stoppedMotion = stoppedMotion || stopped
                tracking = tracking || tracks
            }
            if stoppedMotion || !tracking {
                owner = .scroll
            } else {
                let tracksAtOnce = !configuration(inner).delaysContentTouches && target.isItem
                owner = tracksAtOnce ? .item : .pending
            }
        }
        touches.append(
            TouchState(
                id: id, location: location, start: location, beganAt: t, target: target, owner: owner,
                stoppedMotion: stoppedMotion, scrollViewID: hit.scrollViewID))
    }

    private mutating func moveTouch(id: Int, to location: Point) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        touches[position].location = location
        guard let inner = touches[position].scrollViewID else { return }
        // Most moves are of the finger the innermost scroll view pans with: found without the chain.
        if case .dragging(id, _, _) = scrollViews.mode(inner) { return drag(inner, to: location) }
        let chain = scrollViews.chain(inner)
        var firstTracking: ScrollViewID?
        for scrollView in chain {
            switch scrollViews.mode(scrollView) {
            case .dragging(id, _, _):
                return drag(scrollView, to: location)
            case .tracking(id):
                if firstTracking == nil { firstTracking = scrollView }
            default:
                break
            }
        }
        guard let firstTracking else { return }
        let touch = touches[position]
        guard touch.start.distance(to: location) > configuration(firstTracking).panSlop,
            let winner = panWinner(
                among: chain, touch: id,
                travel: Point(x: location.x - touch.start.x, y: location.y - touch.start.y))
        else { return }
        if touch.owner == .item && !configuration(inner).canCancelContentTouches { return }
        // The others stop tracking this finger. One the touch stopped mid-motion (past an edge, or
        // between pages) settles from there, as UIKit lets it when its pan fails.
        for scrollView in chain
        where scrollView != winner && scrollViews.mode(scrollView) == .tracking(touch: id) {
            settle(scrollView, velocity: 0)
        }
        touches[position].owner = .scroll
        let metrics = metrics(of: winner)
        let now = t
        scrollViews.change(winner) { $0.beginDrag(touch: id, at: location, now: now, metrics: metrics) }
    }

    /// Scroll view `id`'s content follows the finger it pans with to `location`.
    private mutating func drag(_ id: ScrollViewID, to location: Point) {
        let metrics = metrics(of: id)
        let now = t
        let report = scrollViews.change(id) { $0.drag(to: location, now: now, metrics: metrics) }
        pass(report, of: id, metrics: metrics)
    }

    /// The scroll view that pans with finger `touch` after it travelled `travel` (SPEC §9): the
    /// innermost tracking one that scrolls along the travel's dominant axis and can pan, else the
    /// innermost tracking one that can pan (with one scroll view: that one, if it can pan).
    private func panWinner(among chain: [ScrollViewID], touch: Int, travel: Point) -> ScrollViewID? {
        let dominant: Axis = abs(travel.x) > abs(travel.y) ? .horizontal : .vertical
        var fallback: ScrollViewID?
        for id in chain
        where scrollViews.mode(id) == .tracking(touch: touch)
            && scrollViews.layout(id).canPan(metrics(of: id))
        {
            if configuration(id).axis == dominant { return id }
            if fallback == nil { fallback = id }
        }
        return fallback
    }

    private mutating func endTouch(id: Int, at location: Point, isCancelled: Bool) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        var touch = touches.remove(at: position)
        touch.location = location
        if let inner = touch.scrollViewID {
            for scrollView in scrollViews.chain(inner)
            where scrollViews.mode(scrollView).drivingTouch == id {
                let metrics = metrics(of: scrollView)
                let now = t
                let report = scrollViews.change(scrollView) {
                    $0.fingerUp(at: location, now: now, metrics: metrics)
                }
                finish(report, of: scrollView, metrics: metrics)
            }
        }
        guard !isCancelled else { return }
        switch touch.owner {
        case .pending, .item:
            if case .item(let item) = touch.target, !touch.stoppedMotion, let inner = touch.scrollViewID {
                actions.append(.select(index: index, item: item, scroll: selectScrollID(inner)))
            }
        case .control:
            if case .control(let view) = touch.target,
                geometry.windowFrame(of: view)?.contains(location) == true
            {
                actions.append(.tap(index: index, view: view))
            }
        case .scroll, .none:
            break
        }
    }

    /// The `scroll` of a `select` action on an item of scroll view `id`: nil for the primary.
    private func selectScrollID(_ id: ScrollViewID) -> String? {
        id.isPrimary ? nil : sessionID(of: id)
    }

    /// Lets scroll view `id` move by itself with `velocity` (``ScrollViewMachine/settle(velocity:now:metrics:)``)
    /// and passes on what it did.
    mutating func settle(_ id: ScrollViewID, velocity: Double) {
        let metrics = metrics(of: id)
        let now = t
        let report = scrollViews.change(id) { $0.settle(velocity: velocity, now: now, metrics: metrics) }
        finish(report, of: id, metrics: metrics)
    }
}

extension HitTarget {
    /// Whether the target is an item of a scroll view.
    var isItem: Bool {
        if case .item = self { return true }
        return false
    }
}
