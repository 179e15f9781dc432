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
        guard let inner = hit.scrollNumber else { return }
        let chain = scrollChain(inner)
        var stopped = false
        for number in chain where mode(ofScroll: number).isMoving {
            stopMotion(number)
            settle(number, velocity: 0)
            stopped = true
        }
        guard !stopped, case .item(let item) = hit.target,
            !chain.contains(where: { self[scroll: $0].drivingTouch != nil })
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
        } else if let inner = hit.scrollNumber {
            // Every scroll view around the touched view has a pan recognizer: a moving one stops;
            // each without a finger of its own starts tracking this one.
            var tracking = false
            for number in scrollChain(inner) {
                if mode(ofScroll: number).isMoving {
                    stopMotion(number)
                    stoppedMotion = true
                }
                if mode(ofScroll: number).drivingTouch == nil {
                    changeScroll(number) { $0.mode = .tracking(touch: id) }
                    tracking = true
                }
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
                stoppedMotion: stoppedMotion, scrollNumber: hit.scrollNumber))
    }

    private mutating func moveTouch(id: Int, to location: Point) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        touches[position].location = location
        guard let inner = touches[position].scrollNumber else { return }
        let chain = scrollChain(inner)
        var firstTracking: Int?
        for number in chain {
            switch mode(ofScroll: number) {
            case .dragging(id, let fingerStart, let rawStart):
                return drag(number, fingerStart: fingerStart, rawStart: rawStart, finger: location)
            case .tracking(id):
                if firstTracking == nil { firstTracking = number }
            default:
                break
            }
        }
        guard let firstTracking else { return }
        let touch = touches[position]
        guard touch.start.distance(to: location) > sceneStorage.scrolls[firstTracking].panSlop,
            let winner = panWinner(
                among: chain, touch: id,
                travel: Point(x: location.x - touch.start.x, y: location.y - touch.start.y))
        else { return }
        if touch.owner == .item && !sceneStorage.scrolls[inner].canCancelContentTouches { return }
        // The others stop tracking this finger. One the touch stopped mid-motion (past an edge, or
        // between pages) settles from there, as UIKit lets it when its pan fails.
        for number in chain where number != winner && mode(ofScroll: number) == .tracking(touch: id) {
            settle(number, velocity: 0)
        }
        touches[position].owner = .scroll
        beginDrag(winner, touch: id, at: location)
    }

    /// The scroll view that pans with finger `touch` after it travelled `travel` (SPEC §9): the
    /// innermost tracking one that scrolls along the travel's dominant axis and can pan, else the
    /// innermost tracking one that can pan (with one scroll view: that one, if it can pan).
    private func panWinner(among chain: [Int], touch: Int, travel: Point) -> Int? {
        let dominant: Axis = abs(travel.x) > abs(travel.y) ? .horizontal : .vertical
        var fallback: Int?
        for number in chain where mode(ofScroll: number) == .tracking(touch: touch) && canPan(number) {
            if sceneStorage.scrolls[number].axis == dominant { return number }
            if fallback == nil { fallback = number }
        }
        return fallback
    }

    private mutating func endTouch(id: Int, at location: Point, isCancelled: Bool) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        var touch = touches.remove(at: position)
        touch.location = location
        if let inner = touch.scrollNumber {
            for number in scrollChain(inner) where mode(ofScroll: number).drivingTouch == id {
                if case .dragging(_, let fingerStart, let rawStart) = mode(ofScroll: number) {
                    drag(number, fingerStart: fingerStart, rawStart: rawStart, finger: location)
                    release(number)
                } else {
                    settle(number, velocity: 0)
                }
            }
        }
        guard !isCancelled else { return }
        switch touch.owner {
        case .pending, .item:
            if case .item(let item) = touch.target, !touch.stoppedMotion, let inner = touch.scrollNumber {
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

    /// The `scroll` of a `select` action on an item of scroll view `number`: nil for the primary.
    private func selectScrollID(_ number: Int) -> String? {
        number == Self.primary ? nil : scrollID(number)
    }

    /// Whether scroll view `number` can pan: there is room to scroll, or it bounces anyway
    /// (`alwaysBounce`).
    private func canPan(_ number: Int) -> Bool {
        let configuration = configuration(number)
        return metrics(ofScroll: number).isScrollable
            || (configuration.bounces && configuration.alwaysBounces)
    }
}

extension HitTarget {
    /// Whether the target is an item of a scroll view.
    var isItem: Bool {
        if case .item = self { return true }
        return false
    }
}
