/// The scroll views' motion (SPEC §3.3): dragging, rubber band, release, deceleration, springs,
/// paging, `scroll` and `update` events. Each function works on scroll view `number` (0: the
/// primary; see `World+ScrollViews.swift`).
extension World {
    /// The rubber band of scroll view `number`.
    func rubberBand(_ number: Int, metrics: ScrollMetrics) -> RubberBand {
        RubberBand(
            coefficient: sceneStorage.scrolls[number].rubberBandCoefficient, extent: metrics.viewportExtent)
    }

    /// Starts a pan of scroll view `number` with finger `touch` at `location`: from here its content
    /// follows the finger one to one, without a jump.
    mutating func beginDrag(_ number: Int, touch: Int, at location: Point) {
        anchorDrag(number, touch: touch, at: location)
        let configuration = configuration(number)
        let t = t
        changeScroll(number) { scroll in
            scroll.velocity = .zero
            scroll.samples.removeAll()
            scroll.samples.axis = configuration.axis
            scroll.samples.append(
                time: t, position: location.component(configuration.axis),
                window: configuration.velocityWindow)
        }
    }

    /// Makes the content of scroll view `number` follow finger `touch` from where both are now (a
    /// pan start, or the app moving the content under a dragging finger); the finger's samples are kept.
    mutating func anchorDrag(_ number: Int, touch: Int, at location: Point) {
        let metrics = metrics(ofScroll: number)
        let raw = rubberBand(number, metrics: metrics).rawOffset(
            displayed: axisOffset(ofScroll: number), in: metrics)
        let mode = ScrollState.Mode.dragging(
            touch: touch, fingerStart: location.component(sceneStorage.scrolls[number].axis), rawStart: raw)
        changeScroll(number) { $0.mode = mode }
    }

    /// Moves the content with the finger: inside the bounds one to one, past them through the rubber band.
    mutating func drag(_ number: Int, fingerStart: Double, rawStart: Double, finger: Point) {
        // Field by field: a copy of the whole configuration would cost more than the drag itself.
        let position = finger.component(sceneStorage.scrolls[number].axis)
        let raw = rawStart - (position - fingerStart)
        let metrics = metrics(ofScroll: number)
        let bounces =
            sceneStorage.scrolls[number].bounces
            && (metrics.isScrollable || sceneStorage.scrolls[number].alwaysBounces)
        setOffset(
            number,
            bounces
                ? rubberBand(number, metrics: metrics).displayedOffset(raw: raw, in: metrics)
                : metrics.clamped(raw),
            metrics: metrics)
        // The velocity while dragging is the samples' (ScrollState.velocity), worked out when read.
        let window = sceneStorage.scrolls[number].velocityWindow
        let t = t
        changeScroll(number) { $0.samples.append(time: t, position: position, window: window) }
    }

    /// The finger that drove the pan lifted: the content decelerates with the release velocity (the
    /// finger's, reversed), springs back to the edge it was pulled past, or snaps to a page.
    mutating func release(_ number: Int) {
        let fingerVelocity = self[scroll: number].samples.velocity(
            at: t, window: sceneStorage.scrolls[number].velocityWindow)
        changeScroll(number) { $0.samples.removeAll() }
        settle(number, velocity: -fingerVelocity)
    }

    /// Lets scroll view `number` move by itself from where it is with `velocity` (points per second
    /// along the axis): paging snaps to a page; past an edge a spring brings it back; inside it
    /// decelerates. When it rests at once, the header code hears that it ended scrolling.
    mutating func settle(_ number: Int, velocity: Double) {
        let configuration = configuration(number)
        let metrics = metrics(ofScroll: number)
        let offset = axisOffset(ofScroll: number)
        let wasScrolling: Bool
        switch mode(ofScroll: number) {
        case .dragging, .decelerating, .bouncing, .snapping: wasScrolling = true
        case .idle, .tracking, .scrollingTo: wasScrolling = false
        }
        changeScroll(number) { scroll in
            scroll.mode = .idle
            scroll.velocity = .zero
        }
        if let paging = configuration.paging {
            let target = pageTarget(
                for: offset, velocity: velocity, pageLength: configuration.pageLength,
                threshold: paging.velocityThreshold, metrics: metrics)
            startSpring(number, to: target, velocity: velocity, mode: ScrollState.Mode.snapping)
        } else if !metrics.contains(offset) {
            guard configuration.bounces else {
                setOffset(number, metrics.clamped(offset))
                if wasScrolling { didEndScrolling(number) }
                return
            }
            startSpring(
                number, to: metrics.clamped(offset), velocity: velocity, mode: ScrollState.Mode.bouncing)
        } else if velocity != 0 {
            let deceleration = Deceleration(
                offset: offset, velocity: velocity, time: t, rate: configuration.decelerationRate,
                restDistance: configuration.restDistance)
            guard deceleration.endTime > t else {
                if wasScrolling { didEndScrolling(number) }
                return
            }
            changeScroll(number) { $0.mode = .decelerating(deceleration) }
            setVelocity(number, velocity)
        } else if wasScrolling {
            didEndScrolling(number)
        }
    }

    /// Moves scroll view `number` to `target` along its axis with animation, as
    /// `setContentOffset(_:animated: true)` does (phase `snapping`: the same constant-rate
    /// animation over `scrollAnimationDuration` as the app's animated `scrollTo`), or at once;
    /// clamped to its range.
    /// - Parameter time: when the animation starts (nil: now).
    mutating func scroll(_ number: Int, to target: Double, animated: Bool, at time: Double? = nil) {
        let clamped = metrics(ofScroll: number).clamped(target)
        if mode(ofScroll: number).isMoving { stopMotion(number) }
        guard animated, clamped != axisOffset(ofScroll: number) else { return setOffset(number, clamped) }
        animate(
            number, to: clamped, duration: configuration(number).scrollAnimationDuration, startTime: time ?? t
        )
    }

    /// Carries out app code's `setContentOffset(_:animated:)` (a header's snap, a tab's action) on
    /// scroll view `number`, starting at `time` (nil: now).
    mutating func carryOut(_ request: ContentOffsetRequest, in number: Int, at time: Double? = nil) {
        let target = request.offset.component(sceneStorage.scrolls[number].axis)
        scroll(number, to: target, animated: request.animated, at: time)
    }

    /// Starts a spring to `target` in the mode `mode` makes of it, or rests there at once when it
    /// is already within the rest distance.
    private mutating func startSpring(
        _ number: Int, to target: Double, velocity: Double, at time: Double? = nil,
        mode: (Spring) -> ScrollState.Mode
    ) {
        let configuration = configuration(number)
        let start = time ?? t
        let spring = Spring(
            from: axisOffset(ofScroll: number), velocity: velocity, to: target, time: start,
            angularFrequency: configuration.springAngularFrequency, restDistance: configuration.restDistance)
        guard spring.endTime > start else { return setOffset(number, target) }
        let newMode = mode(spring)
        changeScroll(number) { $0.mode = newMode }
        setVelocity(number, velocity)
    }

    /// The page a release at `offset` with `velocity` comes to rest on (SPEC §3.3): the fractional
    /// page rounded, or rounded toward the motion when the speed is above the threshold; pages are
    /// `pageLength` apart from minOffset, and maxOffset is the last page's boundary.
    func pageTarget(
        for offset: Double, velocity: Double, pageLength length: Double, threshold: Double,
        metrics: ScrollMetrics
    ) -> Double {
        let span = metrics.upperBound - metrics.lowerBound
        let lastPage = (span / length - 1e-9).rounded(.up)
        let fraction = (offset - metrics.lowerBound) / length
        let page: Double
        if abs(velocity) > threshold {
            page = velocity > 0 ? (fraction - 1e-9).rounded(.up) : (fraction + 1e-9).rounded(.down)
        } else {
            page = fraction.rounded(.toNearestOrAwayFromZero)
        }
        return min(metrics.lowerBound + min(max(page, 0), lastPage) * length, metrics.upperBound)
    }

    /// Advances every scroll view's deceleration and springs to `time`.
    mutating func advanceMotion(to time: Double) {
        // Checked here so that a resting or dragged list (most events) copies no mode.
        if scroll.mode.isMoving { advanceMotion(Self.primary, to: time) }
        for number in otherScrolls.indices where otherScrolls[number].scroll.mode.isMoving {
            advanceMotion(number + 1, to: time)
        }
    }

    /// Advances the deceleration and springs of scroll view `number` to `time`. The header observes
    /// the offset at every edge crossing and turning point on the way, so it follows the path the
    /// motion takes, not a jump.
    mutating func advanceMotion(_ number: Int, to time: Double) {
        while true {
            switch mode(ofScroll: number) {
            case .idle, .tracking, .dragging:
                return
            case .decelerating(let deceleration):
                let metrics = metrics(ofScroll: number)
                let edge = deceleration.startVelocity > 0 ? metrics.upperBound : metrics.lowerBound
                if let hit = deceleration.time(reaching: edge), hit <= time {
                    setOffset(number, edge)
                    let velocity = deceleration.velocity(at: hit)
                    stopMotion(number)
                    let configuration = configuration(number)
                    guard configuration.bounces else {
                        if didEndScrolling(number, at: hit) { continue }
                        return
                    }
                    let spring = Spring(
                        from: edge, velocity: velocity, to: edge, time: hit,
                        angularFrequency: configuration.springAngularFrequency,
                        restDistance: configuration.restDistance)
                    guard spring.endTime > hit else {
                        if didEndScrolling(number, at: hit) { continue }
                        return
                    }
                    changeScroll(number) { $0.mode = .bouncing(spring) }
                    continue
                }
                if time >= deceleration.endTime {
                    // The motion ends 0.5 pt (the rest distance) short of its projected rest: one
                    // projected less than that past the edge rests at the edge, which it reaches
                    // at a crawl (and would bounce back to within the rest distance).
                    setOffset(number, metrics.clamped(deceleration.restOffset))
                    stopMotion(number)
                    if didEndScrolling(number, at: deceleration.endTime) { continue }
                    return
                }
                setOffset(number, deceleration.offset(at: time), metrics: metrics)
                setVelocity(number, deceleration.velocity(at: time))
                return
            case .bouncing(let spring):
                guard followSpring(number, spring, to: time) else { return }
                if didEndScrolling(number, at: spring.endTime) { continue }
                return
            case .snapping(let spring):
                followSpring(number, spring, to: time)
                return
            case .scrollingTo(let animation):
                followAnimation(number, animation, to: time)
                return
            }
        }
    }

    /// Moves scroll view `number` along `spring` to `time`, stopping the offset at its turning point
    /// and at each edge it crosses on the way (within a stretch between stops the motion is
    /// monotone). Returns whether the spring ended (the scroll view rests at its target).
    @discardableResult
    private mutating func followSpring(_ number: Int, _ spring: Spring, to time: Double) -> Bool {
        let end = min(time, spring.endTime)
        let metrics = metrics(ofScroll: number)
        /// Moves along the spring from `from` to `stop`, through each edge crossed on the way.
        func follow(from: Double, to stop: Double) {
            move(number, from: spring.offset(at: from), to: spring.offset(at: stop), metrics: metrics)
        }
        if let turn = spring.extremumTime, turn > t, turn < end {
            follow(from: t, to: turn)
            follow(from: turn, to: end)
        } else {
            follow(from: t, to: end)
        }
        guard time >= spring.endTime else {
            setVelocity(number, spring.velocity(at: time))
            return false
        }
        setOffset(number, spring.target)
        stopMotion(number)
        return true
    }

    /// Moves scroll view `number` from `start` to `finish` along its axis (a stretch of a motion
    /// that is monotone within it), stopping the offset at each edge of `metrics`' range it crosses
    /// on the way, so a header sees the path, not a jump.
    private mutating func move(_ number: Int, from start: Double, to finish: Double, metrics: ScrollMetrics) {
        if (start - metrics.lowerBound) * (finish - metrics.lowerBound) < 0 {
            setOffset(number, metrics.lowerBound, metrics: metrics)
        }
        if (start - metrics.upperBound) * (finish - metrics.upperBound) < 0 {
            setOffset(number, metrics.upperBound, metrics: metrics)
        }
        setOffset(number, finish, metrics: metrics)
    }

    /// Moves scroll view `number` along `animation` to `time`, stopping the offset at each edge it
    /// crosses on the way; at its end it rests at its target (UIKit's
    /// `scrollViewDidEndScrollingAnimation`: not a rest the header code hears as the end of scrolling).
    private mutating func followAnimation(_ number: Int, _ animation: ScrollAnimation, to time: Double) {
        move(
            number, from: axisOffset(ofScroll: number), to: animation.offset(at: time),
            metrics: metrics(ofScroll: number))
        guard animation.isOver(at: time) else {
            setVelocity(number, animation.velocity(at: time))
            return
        }
        stopMotion(number)
    }

    /// A `scrollTo` event: the app scrolls scroll view `number` (to an offset, not clamped, as
    /// `setContentOffset` does; to an item, clamped, as `scrollToItem` does) or the status bar was
    /// tapped (to minOffset); animated at a constant rate, or at once. Any motion stops first; a
    /// dragged list moves at once and goes on following the finger from there (as for `scroll`).
    mutating func handleScrollTo(_ request: ScrollRequest, in number: Int) {
        let configuration = configuration(number)
        let metrics = metrics(ofScroll: number)
        let current = axisOffset(ofScroll: number)
        let target: Double
        switch request.target {
        case .offset(let x, let y):
            guard let value = configuration.axis == .vertical ? y : x else { return }
            target = value
        case .item(let index, let position):
            target = metrics.clamped(offset(showing: index, at: position, inScroll: number) ?? current)
        case .top:
            target = metrics.lowerBound
        }
        if case .dragging(let touch, _, _) = mode(ofScroll: number) {
            setOffset(number, target)
            if let finger = touches.first(where: { $0.id == touch }) {
                anchorDrag(number, touch: touch, at: finger.location)
            }
            return
        }
        if mode(ofScroll: number).isMoving { stopMotion(number) }
        guard request.animated, target != current else { return setOffset(number, target) }
        animate(number, to: target, duration: configuration.scrollAnimationDuration)
    }

    /// Starts moving scroll view `number` from where it is to `target` along its axis, at a
    /// constant rate over `duration` seconds from `startTime` (nil: now; an earlier time when the
    /// list came to rest during the event, as a header's snap starts then) (`ScrollAnimation`,
    /// phase `snapping`).
    mutating func animate(_ number: Int, to target: Double, duration: Double, startTime: Double? = nil) {
        let start = startTime ?? t
        let animation = ScrollAnimation(
            from: axisOffset(ofScroll: number), to: target, startTime: start, duration: duration)
        changeScroll(number) { $0.mode = .scrollingTo(animation) }
        setVelocity(number, animation.velocity(at: start))
    }

    /// The offset along the axis that shows item `index` of scroll view `number` at `position` of
    /// the visible area (inside the adjusted inset), not clamped; for `none`, the nearer one of top
    /// and bottom that brings it into view, or the current offset when it is in view. Nil when the
    /// scroll view has no such item.
    func offset(showing index: Int, at position: ScrollRequest.ItemPosition, inScroll number: Int) -> Double?
    {
        let content = configuration(number).content
        guard content.hasItems, index >= 0, index < itemCount(ofScroll: number) else { return nil }
        let metrics = metrics(ofScroll: number)
        let axis = configuration(number).axis
        let leading = metrics.adjustedInset.leading(axis)
        let visible = metrics.viewportExtent - leading - metrics.adjustedInset.trailing(axis)
        let start = content.itemStart(index)
        let length = content.itemLength(index)
        let top = start - leading
        let bottom = start + length - leading - visible
        switch position {
        case .top: return top
        case .bottom: return bottom
        case .middle: return start + length / 2 - leading - visible / 2
        case .none:
            let current = axisOffset(ofScroll: number)
            if top < current { return top }
            if bottom > current { return bottom }
            return current
        }
    }

    /// Sets the velocity of scroll view `number` along its axis, in points per second.
    mutating func setVelocity(_ number: Int, _ velocity: Double) {
        let point =
            sceneStorage.scrolls[number].axis == .vertical
            ? Point(x: 0, y: velocity) : Point(x: velocity, y: 0)
        changeScroll(number) { $0.velocity = point }
    }

    /// Stops any motion of scroll view `number` at once, where its content is now.
    mutating func stopMotion(_ number: Int) {
        changeScroll(number) { scroll in
            scroll.mode = .idle
            scroll.velocity = .zero
        }
    }

    /// A `scroll` event: the app (absolute) or a wheel (relative, clamped) moved scroll view `number`.
    mutating func handleScroll(_ change: ScrollChange, in number: Int) {
        let axis = sceneStorage.scrolls[number].axis
        let target: Double
        switch change {
        case .absolute(let x, let y):
            guard let value = axis == .vertical ? y : x else { return }
            target = value
        case .relative(let dx, let dy):
            target = metrics(ofScroll: number).clamped(
                axisOffset(ofScroll: number) + (axis == .vertical ? dy : dx))
        }
        if mode(ofScroll: number).isMoving { stopMotion(number) }
        setOffset(number, target)
        if case .dragging(let touch, _, _) = mode(ofScroll: number),
            let finger = touches.first(where: { $0.id == touch })
        {
            anchorDrag(number, touch: touch, at: finger.location)
        }
    }

    /// An `update` event: items of scroll view `number` are deleted and inserted; the offset keeps the
    /// anchor item in place (`anchor: "visible"`) or stays, clamped to the new range.
    mutating func handleUpdate(_ update: ItemUpdate, in number: Int) {
        let configuration = configuration(number)
        // A list in sections: its layout after the update, and each row's number after it.
        var sections: (layout: SectionLayout, newRows: [Int?])?
        if let change = update.sectionChange, case .sections(let layout) = configuration.content {
            do {
                sections = try layout.applying(change)
            } catch {
                preconditionFailure("event \(index): '\(error.field)' entry \(error.entry): \(error.message)")
            }
        }
        let anchor: (old: Int, new: Int)? =
            update.anchor == .visible
            ? anchorItem(inScroll: number) { old in
                sections.map { $0.newRows[old] } ?? Self.itemIndex(old, after: update)
            } : nil
        let oldStart = anchor.map { itemStart($0.old, inScroll: number) } ?? 0
        if let anchor {
            let screen = geometry.itemFrame(anchor.old, inScroll: number)?.origin(configuration.axis) ?? 0
            trace.effects.anchor = UpdateAnchorRecord(
                oldIndex: anchor.old, newIndex: anchor.new, screenPosition: screen, scrollNumber: number)
        }
        if let sections {
            sceneStorage = sceneStorage.replacingContent(.sections(sections.layout), ofScroll: number)
            setItemCount(sections.layout.rowCount, ofScroll: number)
        } else {
            let count = itemCount(ofScroll: number)
            setItemCount(max(0, count - update.deleted.count + update.inserted.count), ofScroll: number)
        }
        var offset = axisOffset(ofScroll: number)
        if let anchor {
            offset += itemStart(anchor.new, inScroll: number) - oldStart
        }
        switch mode(ofScroll: number) {
        case .idle, .tracking:
            setOffset(number, metrics(ofScroll: number).clamped(offset))
        case .dragging(let touch, _, _):
            setOffset(number, offset)
            if let finger = touches.first(where: { $0.id == touch }) {
                anchorDrag(number, touch: touch, at: finger.location)
            }
        case .decelerating, .bouncing, .snapping, .scrollingTo:
            let velocity = self[scroll: number].velocity.component(configuration.axis)
            setOffset(number, offset)
            settle(number, velocity: velocity)
        }
    }

    /// The first item visible in the primary scroll view's bounds that survives `update`: its index
    /// before and after the update.
    public func anchorItem(for update: ItemUpdate) -> (old: Int, new: Int)? {
        anchorItem(for: update, inScroll: Self.primary)
    }

    /// The first item visible in scroll view `number`'s bounds that survives `update`: its index
    /// before and after the update (a row of a list in sections: its number across the sections).
    public func anchorItem(for update: ItemUpdate, inScroll number: Int) -> (old: Int, new: Int)? {
        if let change = update.sectionChange, case .sections(let layout) = configuration(number).content {
            guard let newRows = try? layout.applying(change).newRows else { return nil }
            return anchorItem(inScroll: number) { newRows[$0] }
        }
        return anchorItem(inScroll: number) { Self.itemIndex($0, after: update) }
    }

    /// The first item visible in scroll view `number`'s bounds that `newIndex` keeps (a non-nil
    /// index after the update): its index before and after.
    private func anchorItem(inScroll number: Int, newIndex: (Int) -> Int?) -> (old: Int, new: Int)? {
        let itemCount = itemCount(ofScroll: number)
        let content = configuration(number).content
        guard content.hasItems, itemCount > 0 else { return nil }
        let viewportStart = axisOffset(ofScroll: number)
        let viewportEnd = viewportStart + metrics(ofScroll: number).viewportExtent
        var candidate = content.firstItem(endingAfter: viewportStart, count: itemCount)
        while candidate < itemCount, content.itemStart(candidate) < viewportEnd {
            if let new = newIndex(candidate) { return (candidate, new) }
            candidate += 1
        }
        return nil
    }

    /// The index after `update` of the item at `index` before it in a list of items, or nil when
    /// the update deletes it.
    static func itemIndex(_ index: Int, after update: ItemUpdate) -> Int? {
        guard !update.deleted.contains(index) else { return nil }
        var new = index - update.deleted.filter { $0 < index }.count
        for inserted in update.inserted.sorted() where inserted <= new { new += 1 }
        return new
    }

    /// Offset of item `index`'s leading edge in the primary scroll view's content (0 without an
    /// item layout).
    func itemStart(_ index: Int) -> Double {
        itemStart(index, inScroll: Self.primary)
    }

    /// Offset of item `index`'s leading edge in scroll view `number`'s content (0 without an item
    /// layout).
    func itemStart(_ index: Int, inScroll number: Int) -> Double {
        configuration(number).content.itemStart(index)
    }
}
