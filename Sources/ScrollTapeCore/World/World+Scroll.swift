/// The scroll view's motion (SPEC §3.3): dragging, rubber band, release, `scroll` and `update` events.
extension World {
    /// The rubber band of this scene's scroll view.
    var rubberBand: RubberBand {
        RubberBand(coefficient: scene.scroll.rubberBandCoefficient, extent: metrics.viewportExtent)
    }

    /// Starts a pan with finger `touch` at `location`: from here the content follows the finger one
    /// to one, without a jump.
    mutating func beginDrag(touch: Int, at location: Point) {
        let raw = rubberBand.rawOffset(displayed: axisOffset, in: metrics)
        scroll.mode = .dragging(
            touch: touch, fingerStart: location.component(scene.scroll.axis), rawStart: raw)
        scroll.velocity = .zero
    }

    /// Moves the content with the finger: inside the bounds one to one, past them through the rubber band.
    mutating func drag(fingerStart: Double, rawStart: Double, finger: Point) {
        let raw = rawStart - (finger.component(scene.scroll.axis) - fingerStart)
        let metrics = self.metrics
        let bounces = scene.scroll.bounces && (metrics.isScrollable || scene.scroll.alwaysBounces)
        setOffset(bounces ? rubberBand.displayedOffset(raw: raw, in: metrics) : metrics.clamped(raw))
    }

    /// The finger that drove the pan lifted: the list rests where it is, or back at the edge it was
    /// pulled past.
    mutating func release() {
        scroll.mode = .idle
        scroll.velocity = .zero
        setOffset(metrics.clamped(axisOffset))
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
            beginDrag(touch: touch, at: finger.location)
        }
    }

    /// An `update` event: items are deleted and inserted; the offset keeps the anchor item in place
    /// (`anchor: "visible"`) or stays, clamped to the new range.
    mutating func handleUpdate(_ update: ItemUpdate) {
        let anchor = update.anchor == .visible ? anchorItem(for: update) : nil
        let oldStart = anchor.map { itemStart($0.old) } ?? 0
        if let anchor {
            let screen = scene.scroll.frame.origin(scene.scroll.axis) + oldStart - axisOffset
            trace.anchor = UpdateAnchorRecord(
                oldIndex: anchor.old, newIndex: anchor.new, screenPosition: screen)
        }
        itemCount = max(0, itemCount - update.deleted.count + update.inserted.count)
        var offset = axisOffset
        if let anchor {
            offset += itemStart(anchor.new) - oldStart
        }
        offset = metrics.clamped(offset)
        setOffset(offset)
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
