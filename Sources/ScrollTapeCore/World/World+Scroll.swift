/// The scroll views as the world drives them: the clock advanced, the app's `scroll`,
/// `scrollTo` and `update` events, and the app code's own scrolls. The motion itself is each
/// scroll view's machine's (`ScrollViewMachine`); here its reports are passed on and the app's
/// code hears when a scroll view came to rest.
extension World {
    /// Advances the motion of scroll view `id` to `time`, passing each move on; each time it comes
    /// to rest by itself the header code hears it, and the delegate each end of a motion
    /// (`scrollViewDidEndDecelerating`, `…DidScrollToTop` after a status-bar scroll,
    /// `…DidEndScrollingAnimation`); a scroll they ask for goes on to `time`.
    mutating func advanceMotion(_ id: ScrollViewID, to time: Double) {
        var metrics = scrollViews.metrics(id)
        let now = t
        while true {
            let report = scrollViews.change(id) { $0.advance(since: now, metrics: metrics, at: time) }
            pass(report, of: id, metrics: metrics)
            var movesAgain = false
            if let rest = report.restTime { movesAgain = didEndScrolling(id, at: rest) }
            if appCode.runsCode, let ending = report.ending {
                switch ending {
                case .deceleration(let time): tell(.stoppedDecelerating, about: id, at: time)
                case .animation(let animation):
                    tell(.finishedAnimation(animation), about: id, at: animation.endTime)
                }
                // The code may have started an animated scroll.
                movesAgain = scrollViews.mode(id).isMoving || movesAgain
                metrics = scrollViews.metrics(id)
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
        let metrics = scrollViews.metrics(id)
        let target = request.offset.component(metrics.axis)
        let startTime = time ?? t
        let report = scrollViews.change(id) {
            $0.setContentOffset(target, animated: request.animated, metrics: metrics, at: startTime)
        }
        pass(report, of: id, metrics: metrics)
        return report
    }

    /// The app set scroll view `id`'s `contentInset` (and `contentInsetAdjustmentBehavior`; the
    /// indicator inset along its axis, if given), as UIKit takes it: the range and the adjusted
    /// inset follow, a dragging finger drags on from where both are, a motion under way meets the
    /// new range at its next frame, and a list at rest outside the new range comes back into it
    /// (``adjustIntoRange(_:)``). Returns whether the adjusted inset changed.
    mutating func changeInsets(
        of id: ScrollViewID, to inset: EdgeInsets, adjustment: ScrollConfiguration.InsetAdjustment,
        indicatorInset: EdgeInsets?
    ) -> Bool {
        let adjustedBefore = scrollViews.metrics(id).adjustedInset
        screen.changeConfiguration(of: id) { configuration in
            configuration.inset = inset
            configuration.insetAdjustment = adjustment
            if let indicatorInset { configuration.indicatorInset = indicatorInset }
        }
        scrollViews.relink(screen.storage.scrollLayouts)
        if let finger = fingers.draggingFinger(of: id, in: scrollViews) {
            let metrics = scrollViews.metrics(id)
            let now = t
            scrollViews.change(id) { $0.keepDragging(finger: finger, metrics: metrics, at: now) }
        }
        adjustIntoRange(id)
        return scrollViews.metrics(id).adjustedInset != adjustedBefore
    }

    /// Scroll view `id`'s insets or content size changed: at rest outside its new range, it comes
    /// back into it at once, as UIKit brings it (the code hears `scrollViewDidScroll`).
    mutating func adjustIntoRange(_ id: ScrollViewID) {
        let metrics = scrollViews.metrics(id)
        pass(scrollViews.change(id) { $0.adjustIntoRange(metrics: metrics) }, of: id, metrics: metrics)
    }

    /// An `inset` event: the app set scroll view `id`'s insets (``changeInsets(of:to:adjustment:indicatorInset:)``)
    /// and, if the event says where the list is, moved it there as a `scroll` event does; its
    /// delegate hears `scrollViewDidChangeAdjustedContentInset` when the adjusted inset changed.
    mutating func handleInset(_ change: InsetChange, in id: ScrollViewID) {
        let configuration = screen.configuration(id)
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
        let metrics = scrollViews.metrics(id)
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
            // Whether it scrolls to the top (`scrollsToTop`, alone) and the delegate lets it.
            guard screen.answersStatusBar(id), tell(.askedToScrollToTop, about: id).shouldScrollToTop
            else { return }
            let metrics = scrollViews.metrics(id)
            let report = scroll(id, to: metrics.lowerBound, animated: request.animated, metrics: metrics)
            // Its end is `scrollViewDidScrollToTop` (at once when it did not animate).
            let animation: ScrollAnimation? =
                if report.startedAnimation, case .scrollingTo(let animation) = scrollViews.mode(id) {
                    animation
                } else {
                    nil
                }
            tell(.beganScrollingToTop(animation), about: id)
            return
        }
        scroll(id, to: target, animated: request.animated, metrics: metrics)
    }

    /// A `scroll` event: the app (absolute) or a wheel (relative, clamped) moved scroll view `id`.
    mutating func handleScroll(_ change: ScrollChange, in id: ScrollViewID) {
        let metrics = scrollViews.metrics(id)
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

    /// Scrolls scroll view `id` to `target` as the app does (`ScrollViewMachine/scroll(to:animated:duration:finger:metrics:at:)`)
    /// and passes on what it did, which it returns.
    @discardableResult
    private mutating func scroll(
        _ id: ScrollViewID, to target: Double, animated: Bool, metrics: ScrollMetrics
    ) -> ScrollViewReport {
        let finger = fingers.draggingFinger(of: id, in: scrollViews)
        let duration = screen.configuration(id).scrollAnimationDuration
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
        let configuration = screen.configuration(id)
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
            ? scrollViews[id].anchorItem { old in
                sections.map { $0.newRows[old] } ?? update.itemIndex(after: old)
            } : nil
        let oldStart = anchor.map { configuration.content.itemStart($0.old) } ?? 0
        if let anchor {
            let position = geometry.itemFrame(anchor.old, in: id)?.origin(configuration.axis) ?? 0
            scratch.effects.anchor = UpdateAnchorRecord(
                oldIndex: anchor.old, newIndex: anchor.new, screenPosition: position, scrollView: id)
        }
        let count: Int
        if let sections {
            screen.changeConfiguration(of: id) { $0.content = .sections(sections.layout) }
            scrollViews.relink(screen.storage.scrollLayouts)
            count = sections.layout.rowCount
        } else {
            count = max(0, scrollViews.itemCount(id) - update.deleted.count + update.inserted.count)
        }
        var offset = scrollViews.axisOffset(id)
        if let anchor {
            offset += screen.configuration(id).content.itemStart(anchor.new) - oldStart
        }
        let finger = fingers.draggingFinger(of: id, in: scrollViews)
        let now = t
        let report = scrollViews.change(id) {
            $0.contentChanged(itemCount: count, offset: offset, finger: finger, at: now)
        }
        finish(report, of: id, metrics: scrollViews.metrics(id))
    }
}
