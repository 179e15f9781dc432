/// Where the replay runs the app's code (FORMAT.md "The app's code as UIKit calls
/// it"): the world is the host of ``AppCodeRunner`` — it builds the screen a call sees and applies
/// what the call changed to its machines — and tells it what happened at a few points: the
/// screen appeared, an event began and ended, a finger lifted, a motion ended, the status bar was
/// tapped, the screen was laid out anew.
extension World: BuiltInEffectsHost {
    /// Whether the replay runs app code on the delegate machinery (read on the hot path: no copy).
    @inline(__always)
    var hasDelegate: Bool { appCode.runsCode }

    /// The app's `ScrollViewDelegate` the replay runs, as it is now (its stored properties are
    /// those of this state); nil without one.
    public var delegate: (any ScrollViewDelegate)? { appCode.delegate }

    // MARK: The call points

    /// The screen appeared: the effects see the initial offsets; the delegate hears each scroll
    /// view's `scrollViewDidScroll` at its initial offset, then `viewDidLayoutSubviews` and
    /// `viewDidAppear`.
    mutating func appear() {
        updateEffects()
        guard hasDelegate else { return }
        reportScrolls()
        tell(.laidOut, about: .primary)
        tell(.appeared, about: .primary)
    }

    /// At the start of an event, once the clock moved the motion on: the effects follow the
    /// offsets, and the display frames between the events tell the app's code of the motion's
    /// moves (the views it moves are where they are drawn when the event's touch is hit-tested).
    @inline(__always)
    mutating func beginAppCode(judgingHeaderSince start: inout CodeHeaderMark?) {
        if !appCode.builtInEffects.isEmpty { updateEffects() }
        guard hasDelegate else { return }
        reportScrolls()
        judgeCodeHeader(since: &start)
    }

    /// At the end of an event: the controls tapped during it (`firedActions`) tell the effects, the
    /// effects follow the offsets; the app's code hears the `didScroll` owed, then the actions
    /// (a control's `primaryActionTriggered`, a list's `didSelectItem`).
    @inline(__always)
    mutating func finishAppCode(firedActions: Range<Int>, judgingHeaderSince start: inout CodeHeaderMark?) {
        if !appCode.builtInEffects.isEmpty {
            finishEffects(
                tapped: actions[firedActions].lazy.compactMap {
                    guard case .tap(_, let control) = $0 else { return nil }
                    return control
                })
        }
        guard hasDelegate else { return }
        reportScrolls()
        for action in actions[firedActions] {
            switch action {
            case .tap(_, let control):
                tell(.triggered(control: control), about: .primary)
            case .select(_, let item, let scroll):
                tell(.selected(item: item), about: scroll.flatMap { scrollViewID(of: $0) } ?? .primary)
            }
        }
        if !scratch.effects.laidOut { judgeCodeHeader(since: &start) }
    }

    /// A motion of scroll view `id` ended while the clock advanced (`ending`): the delegate hears
    /// `scrollViewDidEndDecelerating`, `…DidScrollToTop` (a status-bar scroll) or
    /// `…DidEndScrollingAnimation`. Returns whether the scroll view moves again (the code started
    /// an animated scroll).
    mutating func tellDelegate(_ ending: ScrollViewReport.Ending, of id: ScrollViewID) -> Bool {
        switch ending {
        case .deceleration(let time): tell(.stoppedDecelerating, about: id, at: time)
        case .animation(let animation): tell(.finishedAnimation(animation), about: id, at: animation.endTime)
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
        let report = scrollViews.change(id) { $0.release(finger: location, metrics: metrics, at: now) }
        guard report.released else { return false }
        pass(report, of: id, metrics: metrics)
        let velocity = report.releaseVelocity
        let axis = metrics.axis
        let fingerVelocity = axis == .vertical ? Point(x: 0, y: -velocity) : Point(x: -velocity, y: 0)
        let pan = PanGesture(start: touch.start, location: location, velocity: fingerVelocity)
        let proposed = scrollViews[id].restTarget(velocity: velocity, metrics: metrics)
        // `+ 0` makes a release without motion 0, not −0.
        let perMillisecond = Point(x: -fingerVelocity.x / 1000 + 0, y: -fingerVelocity.y / 1000 + 0)
        let reply = tell(
            .released(velocity: perMillisecond), about: id, pan: pan,
            reply: DelegateCallOrder.Reply(targetContentOffset: metrics.point(proposed)))
        let chosen = reply.targetContentOffset.component(axis)
        let settleMetrics = self.metrics(of: id)
        let settled = scrollViews.change(id) {
            $0.settle(
                velocity: velocity, target: chosen != proposed ? chosen : nil, metrics: settleMetrics, at: now
            )
        }
        finish(settled, of: id, metrics: settleMetrics)
        tell(.settled(decelerates: settled.startedDecelerating), about: id, pan: pan)
        return true
    }

    /// The status bar was tapped over scroll view `id` (a `scrollTo` event to the top): whether the
    /// delegate lets it scroll (`scrollViewShouldScrollToTop`; true without a delegate).
    mutating func delegateLetsScrollToTop(_ id: ScrollViewID) -> Bool {
        tell(.askedToScrollToTop, about: id).shouldScrollToTop
    }

    /// The screen was laid out anew (a `safeArea` event; `adjustedBefore`: each scroll view's
    /// adjusted inset before): the `didScroll` owed, `scrollViewDidChangeAdjustedContentInset` for
    /// each scroll view whose adjusted inset changed, then `viewDidLayoutSubviews`.
    mutating func delegateLaidOut(adjustedBefore: [EdgeInsets]) {
        reportScrolls()
        for (id, before) in zip(scrollViews.ids, adjustedBefore) where metrics(of: id).adjustedInset != before
        {
            tell(.changedAdjustedInset, about: id)
        }
        tell(.laidOut, about: .primary)
    }

    // MARK: The header the app's code sets

    /// The primary list's offset, the header's height and the list's range at a moment: where a
    /// move of a header the app's code sets starts.
    typealias CodeHeaderMark = (offset: Double, height: Double?, lower: Double, upper: Double)

    /// The primary list's offset, the header's height and the list's range now.
    var codeHeaderMark: CodeHeaderMark {
        let metrics = self.metrics
        return (axisOffset, header?.height, metrics.lowerBound, metrics.upperBound)
    }

    /// A header the app's code sets (through the delegate machinery, as UIKit calls
    /// `scrollViewDidScroll`: at the start of an event for the motion since the last, and at its
    /// end) is judged by one move from `start` to now, where the code was called about the list's
    /// offset; `start` becomes now. The built-in behaviours recorded every move already (`pass`).
    private mutating func judgeCodeHeader(since start: inout CodeHeaderMark?) {
        guard let from = start, let before = from.height, header?.observesIntermediateOffsets == false else {
            return
        }
        let now = codeHeaderMark
        start = now
        guard now.offset != from.offset else { return }
        // Where app code moved the range, inside is inside the range at the start or the end.
        scratch.record(
            from: from.offset, to: now.offset, heightBefore: before, heightAfter: now.height,
            lowerBound: min(from.lower, now.lower), upperBound: max(from.upper, now.upper))
    }

    // MARK: The host

    package var appScrollViewIDs: Range<ScrollViewID> { scrollViews.ids }

    package var appHeaderViewID: String? { scene.header?.viewID }

    package func appContentOffset(of id: ScrollViewID) -> Point { scrollViews.offset(id) }

    package func appIsDecelerating(_ id: ScrollViewID) -> Bool { scrollViews.mode(id).isDecelerating }

    package mutating func report(_ misuses: [AppCodeMisuse]) { scratch.note(misuses) }

    /// Carries out what the code changed: the header behaviour's stored properties as the call
    /// left them, the header's height, each scroll view's insets (the range and the adjusted inset
    /// follow, the offset stays, a dragging finger drags on from where both are) and its offset.
    package mutating func apply(_ change: AppScreenChange, at time: Double?) -> [ScrollViewID] {
        if let short = appCode.headerShortForm { header?.takeDelegated(short.behavior) }
        if let height = change.headerHeight, header != nil { header?.height = height }
        var insetChanged: [ScrollViewID] = []
        for scrollView in change.scrollViews {
            let id = ScrollViewID(scrollView.number)
            let configuration = configuration(id)
            if let across = scrollView.indicatorInsets(across: configuration.axis) {
                appCode.setCrossIndicatorInsets(across, of: id)
            }
            if scrollView.changesInsets(along: configuration.axis),
                changeInsets(
                    of: id, to: scrollView.contentInset ?? configuration.inset,
                    adjustment: scrollView.insetAdjustment ?? configuration.insetAdjustment,
                    indicatorInset: scrollView.indicatorInsets(along: configuration.axis))
            {
                insetChanged.append(id)
            }
            if let request = scrollView.offset { carryOut(request, in: id, at: time ?? t) }
        }
        return insetChanged
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
                $0.assign(to: target, finger: finger, metrics: metrics, at: time)
            }
        case .set(let offset, let animated):
            let target = offset.component(metrics.axis)
            let duration = configuration(id).scrollAnimationDuration
            report = scrollViews.change(id) {
                $0.scroll(
                    to: target, animated: animated, duration: duration, finger: finger, metrics: metrics,
                    at: time)
            }
        }
        pass(report, of: id, metrics: metrics)
    }

    /// What the code sees in a call about scroll view `id`.
    package func appScreen(about id: ScrollViewID, pan: PanGesture?) -> AppScreen {
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

    /// Scroll view `id` as the code reads it.
    private func appScrollView(_ id: ScrollViewID, pan: PanGesture?, geometry: ViewGeometry) -> AppScrollView
    {
        let configuration = configuration(id)
        let metrics = metrics(of: id)
        let along = configuration.indicatorInset ?? .zero
        let across = appCode.crossIndicatorInsets(of: id)
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
