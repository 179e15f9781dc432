/// The scroll views as the world drives them: the clock advanced, the app's `scroll`,
/// `scrollTo` and `update` events, and the app code's own scrolls. The motion itself is each
/// scroll view's machine's (``ScrollViewMachine``); here its reports are passed on and the app's
/// code hears when a scroll view came to rest.
extension World {
    /// Advances every scroll view's deceleration and springs to `time`.
    mutating func advanceMotion(to time: Double) {
        // Checked here so that a resting or dragged list (most events) copies no mode.
        if scrollViews.primary.state.mode.isMoving { advanceMotion(.primary, to: time) }
        for id in scrollViews.ids.dropFirst() where scrollViews.mode(id).isMoving {
            advanceMotion(id, to: time)
        }
    }

    /// Advances the motion of scroll view `id` to `time`, passing each move on; each time it comes
    /// to rest by itself the header code hears it (and the delegate each end of a motion), and a
    /// scroll they ask for goes on to `time`.
    mutating func advanceMotion(_ id: ScrollViewID, to time: Double) {
        var metrics = metrics(of: id)
        let now = t
        while true {
            let report = scrollViews.change(id) { $0.advance(since: now, metrics: metrics, at: time) }
            pass(report, of: id, metrics: metrics)
            var movesAgain = false
            if let rest = report.restTime { movesAgain = didEndScrolling(id, at: rest) }
            if hasDelegate, let ending = report.ending {
                movesAgain = tellDelegate(ending, of: id) || movesAgain
                metrics = self.metrics(of: id)
            }
            guard movesAgain else { return }
        }
    }

    /// Passes on `report` and, when the scroll view came to rest by itself in it, tells the
    /// header code (`didEndScrolling`).
    mutating func finish(_ report: ScrollViewReport, of id: ScrollViewID, metrics: ScrollMetrics) {
        pass(report, of: id, metrics: metrics)
        if let rest = report.restTime { didEndScrolling(id, at: rest) }
    }

    /// Carries out app code's `setContentOffset(_:animated:)` (a header's snap, a tab's action) on
    /// scroll view `id`: clamped, animated from `time` (nil: now). Returns what the scroll view did.
    @discardableResult
    mutating func carryOut(_ request: ContentOffsetRequest, in id: ScrollViewID, at time: Double? = nil)
        -> ScrollViewReport
    {
        let metrics = metrics(of: id)
        let target = request.offset.component(metrics.axis)
        let startTime = time ?? t
        let report = scrollViews.change(id) {
            $0.setContentOffset(target, animated: request.animated, metrics: metrics, at: startTime)
        }
        pass(report, of: id, metrics: metrics)
        return report
    }

    /// The app set scroll view `id`'s `contentInset` (and `contentInsetAdjustmentBehavior`; the
    /// indicator inset along its axis, if given), as UIKit takes it: the offset stays, the range and
    /// the adjusted inset follow, a dragging finger drags on from where both are; a motion under way
    /// meets the new range at its next frame. Returns whether the adjusted inset changed.
    mutating func changeInsets(
        of id: ScrollViewID, to inset: EdgeInsets, adjustment: ScrollConfiguration.InsetAdjustment,
        indicatorInset: EdgeInsets?
    ) -> Bool {
        let adjustedBefore = metrics(of: id).adjustedInset
        sceneStorage = sceneStorage.replacingConfiguration(of: id) { configuration in
            configuration.inset = inset
            configuration.insetAdjustment = adjustment
            if let indicatorInset { configuration.indicatorInset = indicatorInset }
        }
        scrollViews.relink(sceneStorage.scrollLayouts)
        if let finger = draggingFinger(of: id) {
            let metrics = metrics(of: id)
            let now = t
            scrollViews.change(id) { $0.keepDragging(finger: finger, metrics: metrics, at: now) }
        }
        return metrics(of: id).adjustedInset != adjustedBefore
    }

    /// An `inset` event: the app set scroll view `id`'s insets (``changeInsets(of:to:adjustment:indicatorInset:)``)
    /// and, if the event says where the list is, moved it there as a `scroll` event does; its
    /// delegate hears `scrollViewDidChangeAdjustedContentInset` when the adjusted inset changed.
    mutating func handleInset(_ change: InsetChange, in id: ScrollViewID) {
        let configuration = configuration(id)
        let changed = changeInsets(
            of: id, to: change.inset ?? configuration.inset,
            adjustment: change.insetAdjustment ?? configuration.insetAdjustment,
            indicatorInset: change.indicatorInset)
        if change.x != nil || change.y != nil { handleScroll(.absolute(x: change.x, y: change.y), in: id) }
        if changed { tell(.changedAdjustedInset, about: id) }
    }

    /// A `scrollTo` event: the app scrolls scroll view `id` (to an offset, not clamped, as
    /// `setContentOffset` does; to an item, clamped, as `scrollToItem` does) or the status bar was
    /// tapped (to minOffset); animated at a constant rate, or at once. Any motion stops first; a
    /// dragged list moves at once and goes on following the finger from there (as for `scroll`).
    mutating func handleScrollTo(_ request: ScrollRequest, in id: ScrollViewID) {
        let metrics = metrics(of: id)
        let machine = scrollViews[id]
        let target: Double
        switch request.target {
        case .offset(let x, let y):
            guard let value = metrics.axis == .vertical ? y : x else { return }
            target = value
        case .item(let index, let position):
            target = metrics.clamped(
                machine.offset(showing: index, at: position, metrics: metrics) ?? machine.axisOffset)
        case .top:
            guard delegateLetsScrollToTop(id) else { return }
            let metrics = self.metrics(of: id)
            let report = scroll(id, to: metrics.lowerBound, animated: request.animated, metrics: metrics)
            // Its end is `scrollViewDidScrollToTop` (at once when it did not animate).
            tell(.beganScrollingToTop(report.animation), about: id)
            return
        }
        scroll(id, to: target, animated: request.animated, metrics: metrics)
    }

    /// A `scroll` event: the app (absolute) or a wheel (relative, clamped) moved scroll view `id`.
    mutating func handleScroll(_ change: ScrollChange, in id: ScrollViewID) {
        let metrics = metrics(of: id)
        let target: Double
        switch change {
        case .absolute(let x, let y):
            guard let value = metrics.axis == .vertical ? y : x else { return }
            target = value
        case .relative(let dx, let dy):
            target = metrics.clamped(scrollViews.axisOffset(id) + (metrics.axis == .vertical ? dy : dx))
        }
        scroll(id, to: target, animated: false, metrics: metrics)
    }

    /// Scrolls scroll view `id` to `target` as the app does (``ScrollViewMachine/scroll(to:animated:duration:finger:metrics:at:)``)
    /// and passes on what it did, which it returns.
    @discardableResult
    private mutating func scroll(
        _ id: ScrollViewID, to target: Double, animated: Bool, metrics: ScrollMetrics
    ) -> ScrollViewReport {
        let finger = draggingFinger(of: id)
        let duration = configuration(id).scrollAnimationDuration
        let now = t
        let report = scrollViews.change(id) {
            $0.scroll(
                to: target, animated: animated, duration: duration, finger: finger, metrics: metrics, at: now)
        }
        pass(report, of: id, metrics: metrics)
        return report
    }

    /// An `update` event: items of scroll view `id` are deleted and inserted; the offset keeps the
    /// anchor item in place (`anchor: "visible"`) or stays, clamped to the new range.
    mutating func handleUpdate(_ update: ItemUpdate, in id: ScrollViewID) {
        let configuration = configuration(id)
        // A list in sections: its layout after the update, and each row's number after it.
        var sections: (layout: SectionLayout, newRows: SectionChange.Renumbering)?
        if let change = update.sectionChange, case .sections(let layout) = configuration.content {
            do {
                sections = try layout.applying(change)
            } catch {
                preconditionFailure("event \(index): '\(error.field)' entry \(error.entry): \(error.message)")
            }
        }
        let anchor: (old: Int, new: Int)? =
            update.anchor == .visible
            ? anchorItem(in: id) { old in
                sections.map { $0.newRows[old] } ?? Self.itemIndex(old, after: update)
            } : nil
        let oldStart = anchor.map { configuration.content.itemStart($0.old) } ?? 0
        if let anchor {
            let screen = geometry.itemFrame(anchor.old, in: id)?.origin(configuration.axis) ?? 0
            scratch.effects.anchor = UpdateAnchorRecord(
                oldIndex: anchor.old, newIndex: anchor.new, screenPosition: screen, scrollView: id)
        }
        let count: Int
        if let sections {
            sceneStorage = sceneStorage.replacingContent(.sections(sections.layout), of: id)
            scrollViews.relink(sceneStorage.scrollLayouts)
            count = sections.layout.rowCount
        } else {
            count = max(0, scrollViews.itemCount(id) - update.deleted.count + update.inserted.count)
        }
        var offset = scrollViews.axisOffset(id)
        if let anchor {
            offset += self.configuration(id).content.itemStart(anchor.new) - oldStart
        }
        let finger = draggingFinger(of: id)
        let now = t
        let report = scrollViews.change(id) {
            $0.contentChanged(itemCount: count, offset: offset, finger: finger, at: now)
        }
        finish(report, of: id, metrics: metrics(of: id))
    }

    /// The first item visible in the primary scroll view's bounds that survives `update`: its index
    /// before and after the update.
    public func anchorItem(for update: ItemUpdate) -> (old: Int, new: Int)? {
        anchorItem(for: update, in: .primary)
    }

    /// The first item visible in scroll view `id`'s bounds that survives `update`: its index before
    /// and after the update (a row of a list in sections: its number across the sections).
    public func anchorItem(for update: ItemUpdate, in id: ScrollViewID) -> (old: Int, new: Int)? {
        if let change = update.sectionChange, case .sections(let layout) = configuration(id).content {
            guard let newRows = try? layout.applying(change).newRows else { return nil }
            return anchorItem(in: id) { newRows[$0] }
        }
        return anchorItem(in: id) { Self.itemIndex($0, after: update) }
    }

    /// The first item visible in scroll view `id`'s bounds that `newIndex` keeps (a non-nil index
    /// after the update): its index before and after.
    private func anchorItem(in id: ScrollViewID, newIndex: (Int) -> Int?) -> (old: Int, new: Int)? {
        let itemCount = scrollViews.itemCount(id)
        let content = configuration(id).content
        guard content.hasItems, itemCount > 0 else { return nil }
        let viewportStart = scrollViews.axisOffset(id)
        let viewportEnd = viewportStart + metrics(of: id).viewportExtent
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
}
