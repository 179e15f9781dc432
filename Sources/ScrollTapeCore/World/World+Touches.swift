/// Touch routing (SPEC §3.2): who handles each finger, pans, item tracking, taps and selection.
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
        let target = geometry.hitTest(location).target
        switch target {
        case .control(let view):
            actions.append(.tap(index: index, view: view))
        case .scroll, .item:
            if scroll.isMoving {
                stopMotion()
                settle(velocity: 0)
            } else if scroll.drivingTouch == nil, case .item(let item) = target {
                actions.append(.select(index: index, item: item))
            }
        case .view, .window:
            break
        }
    }

    private mutating func beginTouch(id: Int, at location: Point) {
        guard !touches.contains(where: { $0.id == id }) else { return }
        let target = geometry.hitTest(location).target
        var owner = TouchState.Owner.none
        var stoppedMotion = false
        switch target {
        case .scroll, .item:
            if scroll.isMoving {
                stopMotion()
                scroll.mode = .tracking(touch: id)
                owner = .scroll
                stoppedMotion = true
            } else if scroll.drivingTouch != nil {
                owner = .scroll
            } else {
                let tracksAtOnce = !scene.scroll.delaysContentTouches && target != .scroll
                owner = tracksAtOnce ? .item : .pending
                scroll.mode = .tracking(touch: id)
            }
        case .control:
            owner = .control
        case .view, .window:
            owner = .none
        }
        touches.append(
            TouchState(
                id: id, location: location, start: location, beganAt: t, target: target, owner: owner,
                stoppedMotion: stoppedMotion))
    }

    private mutating func moveTouch(id: Int, to location: Point) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        touches[position].location = location
        guard scroll.drivingTouch == id else { return }
        switch scroll.mode {
        case .idle, .decelerating, .bouncing, .snapping:
            break
        case .tracking:
            let touch = touches[position]
            guard touch.start.distance(to: location) > scene.scroll.panSlop, canPan else { return }
            if touch.owner == .item && !scene.scroll.canCancelContentTouches { return }
            touches[position].owner = .scroll
            beginDrag(touch: id, at: location)
        case .dragging(_, let fingerStart, let rawStart):
            drag(fingerStart: fingerStart, rawStart: rawStart, finger: location)
        }
    }

    private mutating func endTouch(id: Int, at location: Point, isCancelled: Bool) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        var touch = touches.remove(at: position)
        touch.location = location
        if scroll.drivingTouch == id {
            if case .dragging(_, let fingerStart, let rawStart) = scroll.mode {
                drag(fingerStart: fingerStart, rawStart: rawStart, finger: location)
                release()
            } else {
                settle(velocity: 0)
            }
        }
        guard !isCancelled else { return }
        switch touch.owner {
        case .pending, .item:
            if case .item(let item) = touch.target, !touch.stoppedMotion {
                actions.append(.select(index: index, item: item))
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

    /// Whether a pan can begin: there is room to scroll, or the list bounces anyway (`alwaysBounce`).
    private var canPan: Bool {
        metrics.isScrollable || (scene.scroll.bounces && scene.scroll.alwaysBounces)
    }
}
