/// The scroll view's motion (SPEC §3.3): dragging, rubber band, release, deceleration, springs,
/// paging, `scroll` and `update` events.
extension World {
    /// The rubber band of this scene's scroll view.
    var rubberBand: RubberBand {
        RubberBand(coefficient: scene.scroll.rubberBandCoefficient, extent: metrics.viewportExtent)
    }

    /// Starts a pan with finger `touch` at `location`: from here the content follows the finger one
    /// to one, without a jump.
    mutating func beginDrag(touch: Int, at location: Point) {
        anchorDrag(touch: touch, at: location)
        scroll.velocity = .zero
        scroll.samples.removeAll()
        scroll.samples.append(
            time: t, position: location.component(scene.scroll.axis), window: scene.scroll.velocityWindow)
    }

    /// Makes the content follow finger `touch` from where both are now (a pan start, or the app
    /// moving the content under a dragging finger); the finger's samples are kept.
    mutating func anchorDrag(touch: Int, at location: Point) {
        let raw = rubberBand.rawOffset(displayed: axisOffset, in: metrics)
        scroll.mode = .dragging(
            touch: touch, fingerStart: location.component(scene.scroll.axis), rawStart: raw)
    }

    /// Moves the content with the finger: inside the bounds one to one, past them through the rubber band.
    mutating func drag(fingerStart: Double, rawStart: Double, finger: Point) {
        let axis = scene.scroll.axis
        let position = finger.component(axis)
        let raw = rawStart - (position - fingerStart)
        let metrics = self.metrics
        let bounces = scene.scroll.bounces && (metrics.isScrollable || scene.scroll.alwaysBounces)
        setOffset(bounces ? rubberBand.displayedOffset(raw: raw, in: metrics) : metrics.clamped(raw))
        let window = scene.scroll.velocityWindow
        scroll.samples.append(time: t, position: position, window: window)
        setVelocity(-scroll.samples.velocity(at: t, window: window))
    }

    /// The finger that drove the pan lifted: the list decelerates with the release velocity (the
    /// finger's, reversed), springs back to the edge it was pulled past, or snaps to a page.
    mutating func release() {
        let fingerVelocity = scroll.samples.velocity(at: t, window: scene.scroll.velocityWindow)
        scroll.samples.removeAll()
        settle(velocity: -fingerVelocity)
    }

    /// Lets the list move by itself from where it is with `velocity` (points per second along the
    /// axis): paging snaps to a page; past an edge a spring brings it back; inside it decelerates.
    mutating func settle(velocity: Double) {
        let configuration = scene.scroll
        let metrics = self.metrics
        let offset = axisOffset
        scroll.mode = .idle
        scroll.velocity = .zero
        if let paging = configuration.paging {
            let target = pageTarget(for: offset, velocity: velocity, paging: paging, metrics: metrics)
            startSpring(to: target, velocity: velocity, snapping: true)
        } else if !metrics.contains(offset) {
            guard configuration.bounces else { return setOffset(metrics.clamped(offset)) }
            startSpring(to: metrics.clamped(offset), velocity: velocity, snapping: false)
        } else if velocity != 0 {
            let deceleration = Deceleration(
                offset: offset, velocity: velocity, time: t, rate: configuration.decelerationRate,
                restDistance: configuration.restDistance)
            guard deceleration.endTime > t else { return }
            scroll.mode = .decelerating(deceleration)
            setVelocity(velocity)
        }
    }

    /// Starts a spring to `target`, or rests there at once when it is already within the rest distance.
    private mutating func startSpring(to target: Double, velocity: Double, snapping: Bool) {
        let configuration = scene.scroll
        let spring = Spring(
            from: axisOffset, velocity: velocity, to: target, time: t,
            angularFrequency: configuration.springAngularFrequency, restDistance: configuration.restDistance)
        guard spring.endTime > t else { return setOffset(target) }
        scroll.mode = snapping ? .snapping(spring) : .bouncing(spring)
        setVelocity(velocity)
    }

    /// The page a release at `offset` with `velocity` comes to rest on (SPEC §3.3): the fractional
    /// page rounded, or rounded toward the motion when the speed is above the threshold; pages are
    /// `pageLength` apart from minOffset, and maxOffset is the last page's boundary.
    func pageTarget(
        for offset: Double, velocity: Double, paging: ScrollConfiguration.Paging, metrics: ScrollMetrics
    ) -> Double {
        let length = paging.pageLength ?? metrics.viewportExtent
        let span = metrics.upperBound - metrics.lowerBound
        let lastPage = (span / length - 1e-9).rounded(.up)
        let fraction = (offset - metrics.lowerBound) / length
        let page: Double
        if abs(velocity) > paging.velocityThreshold {
            page = velocity > 0 ? (fraction - 1e-9).rounded(.up) : (fraction + 1e-9).rounded(.down)
        } else {
            page = fraction.rounded(.toNearestOrAwayFromZero)
        }
        return min(metrics.lowerBound + min(max(page, 0), lastPage) * length, metrics.upperBound)
    }

    /// Advances deceleration and springs to `time`. The header observes the offset at every edge
    /// crossing and turning point on the way, so it follows the path the motion takes, not a jump.
    mutating func advanceMotion(to time: Double) {
        while true {
            switch scroll.mode {
            case .idle, .tracking, .dragging:
                return
            case .decelerating(let deceleration):
                let metrics = self.metrics
                let edge = deceleration.startVelocity > 0 ? metrics.upperBound : metrics.lowerBound
                if let hit = deceleration.time(reaching: edge), hit <= time {
                    setOffset(edge)
                    let velocity = deceleration.velocity(at: hit)
                    scroll.mode = .idle
                    scroll.velocity = .zero
                    guard scene.scroll.bounces else { return }
                    let spring = Spring(
                        from: edge, velocity: velocity, to: edge, time: hit,
                        angularFrequency: scene.scroll.springAngularFrequency,
                        restDistance: scene.scroll.restDistance)
                    guard spring.endTime > hit else { return }
                    scroll.mode = .bouncing(spring)
                    continue
                }
                if time >= deceleration.endTime {
                    setOffset(deceleration.restOffset)
                    scroll.mode = .idle
                    scroll.velocity = .zero
                    return
                }
                setOffset(deceleration.offset(at: time))
                setVelocity(deceleration.velocity(at: time))
                return
            case .bouncing(let spring), .snapping(let spring):
                followSpring(spring, to: time)
                return
            }
        }
    }

    /// Moves along `spring` to `time`, stopping the offset at its turning point and at each edge it
    /// crosses on the way (within a stretch between stops the motion is monotone).
    private mutating func followSpring(_ spring: Spring, to time: Double) {
        let end = min(time, spring.endTime)
        var from = t
        var stops: [Double] = []
        if let turn = spring.extremumTime, turn > from, turn < end { stops.append(turn) }
        stops.append(end)
        let metrics = self.metrics
        for stop in stops {
            let start = spring.offset(at: from)
            let finish = spring.offset(at: stop)
            for bound in [metrics.lowerBound, metrics.upperBound] where (start - bound) * (finish - bound) < 0
            {
                setOffset(bound)
            }
            setOffset(finish)
            from = stop
        }
        if time >= spring.endTime {
            setOffset(spring.target)
            scroll.mode = .idle
            scroll.velocity = .zero
        } else {
            setVelocity(spring.velocity(at: time))
        }
    }

    /// Sets the velocity along the axis, in points per second.
    mutating func setVelocity(_ velocity: Double) {
        scroll.velocity = scene.scroll.axis == .vertical ? Point(x: 0, y: velocity) : Point(x: velocity, y: 0)
    }

    /// Stops any motion at once, where the content is now.
    mutating func stopMotion() {
        scroll.mode = .idle
        scroll.velocity = .zero
    }

    /// A `scroll` event: the app (absolute) or a wheel (relative, clamped) moved the list.
    mutating func handleScroll(_ change: ScrollChange) {
        let axis = scene.scroll.axis
        let target: Double
        switch change {
        case .absolute(let x, let y):
            guard let value = axis == .vertical ? y : x else { return }
            target = value
        case .relative(let dx, let dy):
            target = metrics.clamped(axisOffset + (axis == .vertical ? dy : dx))
        }
        if scroll.isMoving { stopMotion() }
        setOffset(target)
        if case .dragging(let touch, _, _) = scroll.mode,
            let finger = touches.first(where: { $0.id == touch })
        {
            anchorDrag(touch: touch, at: finger.location)
        }
    }

    /// An `update` event: items are deleted and inserted; the offset keeps the anchor item in place
    /// (`anchor: "visible"`) or stays, clamped to the new range.
    mutating func handleUpdate(_ update: ItemUpdate) {
        let anchor = update.anchor == .visible ? anchorItem(for: update) : nil
        let oldStart = anchor.map { itemStart($0.old) } ?? 0
        if let anchor {
            let screen = scene.scroll.frame.origin(scene.scroll.axis) + oldStart - axisOffset
            trace.effects.anchor = UpdateAnchorRecord(
                oldIndex: anchor.old, newIndex: anchor.new, screenPosition: screen)
        }
        itemCount = max(0, itemCount - update.deleted.count + update.inserted.count)
        var offset = axisOffset
        if let anchor {
            offset += itemStart(anchor.new) - oldStart
        }
        switch scroll.mode {
        case .idle, .tracking:
            setOffset(metrics.clamped(offset))
        case .dragging(let touch, _, _):
            setOffset(offset)
            if let finger = touches.first(where: { $0.id == touch }) {
                anchorDrag(touch: touch, at: finger.location)
            }
        case .decelerating, .bouncing, .snapping:
            let velocity = scroll.velocity.component(scene.scroll.axis)
            setOffset(offset)
            settle(velocity: velocity)
        }
    }

    /// The first item visible in the scroll view's bounds that survives `update`: its index before
    /// and after the update.
    public func anchorItem(for update: ItemUpdate) -> (old: Int, new: Int)? {
        guard case .items(let layout) = scene.scroll.content, itemCount > 0 else { return nil }
        let deleted = Set(update.deleted)
        let viewportStart = axisOffset
        let viewportEnd = axisOffset + metrics.viewportExtent
        let pitch = layout.length + layout.spacing
        var candidate = pitch > 0 ? max(0, Int(((viewportStart - layout.leading) / pitch).rounded(.down))) : 0
        while candidate < itemCount, layout.itemStart(candidate) + layout.length <= viewportStart {
            candidate += 1
        }
        while candidate < itemCount, layout.itemStart(candidate) < viewportEnd {
            if !deleted.contains(candidate) {
                let afterDeletes = candidate - deleted.filter { $0 < candidate }.count
                var new = afterDeletes
                for inserted in update.inserted.sorted() where inserted <= new { new += 1 }
                return (candidate, new)
            }
            candidate += 1
        }
        return nil
    }

    /// Offset of item `index`'s leading edge in the content (0 without an item layout).
    func itemStart(_ index: Int) -> Double {
        guard case .items(let layout) = scene.scroll.content else { return 0 }
        return layout.itemStart(index)
    }
}
