/// The app's `ScrollViewDelegate` (SPEC §7.1), called where UIKit calls it, and what it changes
/// carried out as UIKit does (FORMAT.md "The app's code as UIKit calls it").
///
/// `scrollViewDidScroll` is owed to a scroll view whose offset changed since it was last called
/// about it: it is paid before any other callback about that scroll view, after every callback
/// (an offset the code set is followed by it, after the callback returns), and at the end of every
/// event — so it comes once per event that moved the list, and never after the callback that
/// follows the move in UIKit (`scrollViewWillEndDragging`, `…DidEndDecelerating`).
extension World {
    /// How many rounds of callbacks one call may set off (each `didScroll` for an offset a
    /// callback set, each `…DidChangeAdjustedContentInset` for an inset): past it, code that keeps
    /// moving the list from its own callbacks (which would never return in UIKit) is not called
    /// again for that change.
    static let delegateRounds = 16

    /// Calls the delegate about scroll view `id` (`call`), after the `didScroll` it is owed, and
    /// carries out what it changed; then the `didScroll` the changes owe.
    /// - Parameters:
    ///   - time: when the call happens (an animated scroll it asks for starts then); nil: now.
    ///   - pan: the pan gesture the call sees on `id` (nil: the finger that drags it now, if any).
    mutating func tellDelegate(
        about id: ScrollViewID, at time: Double? = nil, pan: PanGesture? = nil,
        _ call: (inout any ScrollViewDelegate, inout AppScreen) -> Void
    ) {
        guard hasDelegate else { return }
        reportScrolls(of: id)
        invokeDelegate(about: id, at: time, pan: pan, round: 0, call)
        reportScrolls()
    }

    /// Calls `scrollViewDidScroll` about each scroll view (`only` that one, if given) whose offset
    /// changed since it was last called about it, until none did.
    mutating func reportScrolls(of only: ScrollViewID? = nil) {
        guard hasDelegate else { return }
        for _ in 0..<Self.delegateRounds {
            var called = false
            for id in scrollViews.ids where only == nil || only == id {
                let offset = scrollViews.offset(id)
                guard delegateSlot?.reportedOffsets[id.number] != offset else { continue }
                delegateSlot?.reportedOffsets[id.number] = offset
                invokeDelegate(about: id, at: nil, pan: nil, round: 0) { $0.scrollViewDidScroll(&$1) }
                called = true
            }
            guard called else { return }
        }
    }

    /// Calls `call` on the delegate about scroll view `id` and carries out what it changed; a
    /// changed adjusted inset is told (`…DidChangeAdjustedContentInset`) after it returns.
    private mutating func invokeDelegate(
        about id: ScrollViewID, at time: Double?, pan: PanGesture?, round: Int,
        _ call: (inout any ScrollViewDelegate, inout AppScreen) -> Void
    ) {
        guard var slot = delegateSlot, round < Self.delegateRounds else { return }
        // The screen as the code left it (its views and insets read from the slot), then the slot
        // out of the state while it runs, so that its storage is not shared (and copied) on write.
        let before = appScreen(about: id, pan: pan)
        delegateSlot = nil
        var screen = before
        // The short forms of the header behaviour and the effects first, then the app's delegate, on
        // the same screen.
        if let short = slot.header {
            var code: any ScrollViewDelegate = short
            call(&code, &screen)
            let header = code as! HeaderBehaviorDelegate
            slot.header = header
            // The header keeps the behaviour's stored properties as the call left them.
            self.header?.takeDelegated(header.behavior)
        }
        for position in slot.effects.indices {
            var code: any ScrollViewDelegate = slot.effects[position]
            call(&code, &screen)
            slot.effects[position] = code as! ViewEffectDelegate
        }
        if slot.delegate != nil { call(&slot.delegate!, &screen) }
        delegateSlot = slot
        let misuses = screen.allMisuses
        if !misuses.isEmpty { scratch.note(misuses) }
        for changed in carryOut(screen, comparedWith: before, at: time ?? t) {
            invokeDelegate(about: changed, at: time, pan: nil, round: round + 1) {
                $0.scrollViewDidChangeAdjustedContentInset(&$1)
            }
        }
    }

    /// Carries out what the code changed on `screen` (`before`: as it was handed over): the header's
    /// height, the views, each scroll view's insets and offset (an animated scroll starts at `time`).
    /// Returns the scroll views whose adjusted inset changed.
    private mutating func carryOut(_ screen: AppScreen, comparedWith before: AppScreen, at time: Double)
        -> [ScrollViewID]
    {
        var height = screen.headerHeight != before.headerHeight ? screen.headerHeight : nil
        for (id, change) in screen.changedViews {
            // The header view's height is the header's height.
            if let frame = change.frame, id == scene.header?.viewID { height = frame.height }
            delegateSlot?.views[id, default: ViewChange()].merge(change)
        }
        if let height, header != nil { header?.height = height }
        var insetChanged: [ScrollViewID] = []
        for id in scrollViews.ids {
            let new = screen.scrollViews[id.number]
            let old = before.scrollViews[id.number]
            guard new != old else { continue }
            if changeInsets(of: id, from: old, to: new) { insetChanged.append(id) }
            if let request = new.offsetRequest { carryOut(request, in: id, at: time) }
        }
        return insetChanged
    }

    /// Takes the insets the code set on scroll view `id` (`old` → `new`): the range and the
    /// adjusted inset follow, the offset stays, a dragging finger drags on from where both are.
    /// Returns whether the adjusted inset changed.
    private mutating func changeInsets(of id: ScrollViewID, from old: AppScrollView, to new: AppScrollView)
        -> Bool
    {
        let axis = configuration(id).axis
        let along = { (view: AppScrollView) in
            axis == .vertical ? view.verticalScrollIndicatorInsets : view.horizontalScrollIndicatorInsets
        }
        delegateSlot?.crossIndicatorInsets[id.number] =
            axis == .vertical ? new.horizontalScrollIndicatorInsets : new.verticalScrollIndicatorInsets
        guard
            new.contentInset != old.contentInset || new.insetAdjustment != old.insetAdjustment
                || along(new) != along(old)
        else { return false }
        return changeInsets(
            of: id, to: new.contentInset, adjustment: new.insetAdjustment,
            indicatorInset: along(new) != along(old) ? along(new) : nil)
    }

    /// Moves scroll view `id` as the code asked (`contentOffset =` or `setContentOffset`), not clamped.
    private mutating func carryOut(
        _ request: AppScrollView.OffsetRequest, in id: ScrollViewID, at time: Double
    ) {
        let metrics = metrics(of: id)
        let finger = draggingFinger(of: id)
        let report: ScrollViewReport
        switch request {
        case .assigned(let offset):
            let target = offset.component(metrics.axis)
            report = scrollViews.change(id) {
                $0.assign(to: target, finger: finger, now: time, metrics: metrics)
            }
        case .set(let offset, let animated):
            let target = offset.component(metrics.axis)
            let duration = configuration(id).scrollAnimationDuration
            report = scrollViews.change(id) {
                $0.scroll(
                    to: target, animated: animated, duration: duration, now: time, finger: finger,
                    metrics: metrics)
            }
        }
        pass(report, of: id, metrics: metrics)
    }

    /// What the delegate sees in a call about scroll view `id`.
    private func appScreen(about id: ScrollViewID, pan: PanGesture?) -> AppScreen {
        let geometry = self.geometry
        var views: [String: AppView] = [:]
        for (view, frame) in geometry.localFrames() {
            let adjustment = geometry.adjustments[view.id] ?? ViewAdjustment(laidOut: view)
            views[view.id] = AppView(
                id: view.id, frame: frame, alpha: adjustment.alpha, transform: adjustment.transform,
                isHidden: adjustment.isHidden, isUserInteractionEnabled: adjustment.isUserInteractionEnabled)
        }
        let device = scene.device
        return AppScreen(
            scrollViews: scrollViews.ids.map {
                appScrollView($0, pan: $0 == id ? pan : nil, geometry: geometry)
            },
            current: id.number, views: views, headerHeight: header?.height,
            safeAreaInsets: device.safeArea + scene.scroll.additionalSafeArea,
            statusBarHeight: device.statusBarHeight,
            bounds: Rect(x: 0, y: 0, width: device.width, height: device.height))
    }

    /// Scroll view `id` as the delegate reads it.
    private func appScrollView(_ id: ScrollViewID, pan: PanGesture?, geometry: ViewGeometry) -> AppScrollView
    {
        let configuration = configuration(id)
        let metrics = metrics(of: id)
        let along = configuration.indicatorInset ?? .zero
        let across = delegateSlot?.crossIndicatorInsets[id.number] ?? .zero
        return AppScrollView(
            id: configuration.id, contentOffset: scrollViews.offset(id),
            contentSize: Size(width: metrics.contentWidth, height: metrics.contentHeight),
            frame: id.isPrimary
                ? configuration.frame : geometry.windowFrame(of: configuration.id) ?? configuration.frame,
            contentInset: configuration.inset, adjustedContentInset: metrics.adjustedInset,
            insetAdjustment: configuration.insetAdjustment,
            indicatorInsets: configuration.axis == .vertical ? (along, across) : (across, along),
            safeAreaInsets: scrollViews.layout(id).safeArea, flags: ScrollFlags(scrollViews.mode(id)),
            pan: pan ?? panGesture(of: id))
    }

    /// The pan gesture of scroll view `id` now: the finger that drags it, if one does.
    func panGesture(of id: ScrollViewID) -> PanGesture {
        guard case .dragging(let touch, _, _) = scrollViews.mode(id),
            let finger = touches.first(where: { $0.id == touch })
        else { return PanGesture() }
        let velocity = scrollViews[id].state.velocity
        return PanGesture(
            start: finger.start, location: finger.location, velocity: Point(x: -velocity.x, y: -velocity.y))
    }
}

/// Where the replay calls the delegate: the touches, the ends of motions, the status bar, the
/// layout and the actions.
extension World {
    /// At the end of an event: the `didScroll` owed, then the actions the event fired
    /// (`firedActions`): a control's `primaryActionTriggered`, a list's `didSelectItem`.
    mutating func finishDelegate(firedActions: Range<Int>) {
        reportScrolls()
        for action in actions[firedActions] {
            switch action {
            case .tap(_, let control):
                tellDelegate(about: .primary) { $0.primaryActionTriggered(control, &$1) }
            case .select(_, let item, let scroll):
                let id = scroll.flatMap { scrollViewID(of: $0) } ?? .primary
                tellDelegate(about: id) { $0.didSelectItem(at: item, &$1) }
            }
        }
    }

    /// A motion of scroll view `id` ended while the clock advanced (`ending`): the delegate hears
    /// `scrollViewDidEndDecelerating`, `…DidScrollToTop` (a status-bar scroll) or
    /// `…DidEndScrollingAnimation`. Returns whether the scroll view moves again (the code started
    /// an animated scroll).
    mutating func tellDelegate(_ ending: ScrollViewReport.Ending, of id: ScrollViewID) -> Bool {
        switch ending {
        case .deceleration(let time):
            tellDelegate(about: id, at: time) { $0.scrollViewDidEndDecelerating(&$1) }
        case .animation(let animation) where delegateSlot?.topAnimations[id.number] == animation:
            delegateSlot?.topAnimations[id.number] = nil
            tellDelegate(about: id, at: animation.endTime) { $0.scrollViewDidScrollToTop(&$1) }
        case .animation(let animation):
            tellDelegate(about: id, at: animation.endTime) { $0.scrollViewDidEndScrollingAnimation(&$1) }
        }
        return scrollViews.mode(id).isMoving
    }

    /// The finger of `touch` that drags scroll view `id` lifted at `location`, as the delegate hears
    /// it: the content follows the finger there (`didScroll`), `scrollViewWillEndDragging` with the
    /// release velocity in points per millisecond and the offset it will rest at (which the code may
    /// change: the motion then rests exactly there), the motion starts, `scrollViewDidEndDragging`
    /// says whether it goes on by itself, and `scrollViewWillBeginDecelerating` if it does.
    /// Returns false (nothing done) when `id` is not dragging.
    mutating func releaseTellingDelegate(_ id: ScrollViewID, touch: TouchState, at location: Point) -> Bool {
        let metrics = metrics(of: id)
        let now = t
        guard
            let (report, velocity) = scrollViews.change(
                id, { $0.release(at: location, now: now, metrics: metrics) })
        else { return false }
        pass(report, of: id, metrics: metrics)
        let axis = metrics.axis
        let fingerVelocity = axis == .vertical ? Point(x: 0, y: -velocity) : Point(x: -velocity, y: 0)
        let pan = PanGesture(start: touch.start, location: location, velocity: fingerVelocity)
        let proposed = scrollViews[id].restTarget(velocity: velocity, metrics: metrics)
        var target = metrics.point(proposed)
        // `+ 0` makes a release without motion 0, not −0.
        let perMillisecond = Point(x: -fingerVelocity.x / 1000 + 0, y: -fingerVelocity.y / 1000 + 0)
        tellDelegate(about: id, pan: pan) {
            $0.scrollViewWillEndDragging(&$1, withVelocity: perMillisecond, targetContentOffset: &target)
        }
        let chosen = target.component(axis)
        let settleMetrics = self.metrics(of: id)
        let settled = scrollViews.change(id) {
            $0.settle(
                velocity: velocity, now: now, metrics: settleMetrics,
                target: chosen != proposed ? chosen : nil)
        }
        finish(settled, of: id, metrics: settleMetrics)
        let decelerates = scrollViews.mode(id).isDecelerating
        tellDelegate(about: id, pan: pan) { $0.scrollViewDidEndDragging(&$1, willDecelerate: decelerates) }
        if decelerates, scrollViews.mode(id).isDecelerating {
            tellDelegate(about: id) { $0.scrollViewWillBeginDecelerating(&$1) }
        }
        return true
    }

    /// The status bar was tapped over scroll view `id` (a `scrollTo` event to the top): whether the
    /// delegate lets it scroll (`scrollViewShouldScrollToTop`; true without a delegate).
    mutating func delegateLetsScrollToTop(_ id: ScrollViewID) -> Bool {
        guard hasDelegate else { return true }
        var answer = true
        tellDelegate(about: id) { answer = $0.scrollViewShouldScrollToTop(&$1) }
        return answer
    }

    /// The scroll to the top of scroll view `id` began: its end is `scrollViewDidScrollToTop` (at
    /// once when it did not animate).
    mutating func delegateScrollsToTop(_ id: ScrollViewID) {
        guard hasDelegate else { return }
        if case .scrollingTo(let animation) = scrollViews.mode(id) {
            delegateSlot?.topAnimations[id.number] = animation
        } else {
            tellDelegate(about: id) { $0.scrollViewDidScrollToTop(&$1) }
        }
    }

    /// The screen was laid out anew (a `safeArea` event; `adjustedBefore`: each scroll view's
    /// adjusted inset before): the `didScroll` owed, `scrollViewDidChangeAdjustedContentInset` for
    /// each scroll view whose adjusted inset changed, then `viewDidLayoutSubviews`.
    mutating func delegateLaidOut(adjustedBefore: [EdgeInsets]) {
        reportScrolls()
        for (id, before) in zip(scrollViews.ids, adjustedBefore) where metrics(of: id).adjustedInset != before
        {
            tellDelegate(about: id) { $0.scrollViewDidChangeAdjustedContentInset(&$1) }
        }
        tellDelegate(about: .primary) { $0.viewDidLayoutSubviews(&$1) }
    }
}

/// The header's behaviour when the app's `ScrollViewDelegate` sets its height (and no
/// `HeaderBehavior` is given): it keeps the height the delegate sets.
struct DelegateDrivenHeader: HeaderBehavior {
    mutating func didScroll(_ screen: inout HeaderScreen) {}
}
