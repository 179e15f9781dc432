/// Where the replay runs the app's code (FORMAT.md "The app's code as UIKit calls
/// it"): the world is the host of ``AppCodeRunner`` — it builds the screen a call sees and applies
/// what the call changed to its machines — and tells it what happened at a few points: the
/// screen appeared, an event began and ended, a finger lifted, a motion ended, the status bar was
/// tapped, the screen was laid out anew.
extension World: BuiltInEffectsHost {
    /// The app's `ScrollViewDelegate` the replay runs, as it is now (its stored properties are
    /// those of this state); nil without one.
    package var delegate: (any ScrollViewDelegate)? { appCode.delegate }

    // MARK: The call points

    /// At the start of an event, once the clock moved the motion on: the effects follow the
    /// offsets, and the display frames between the events tell the app's code of the motion's
    /// moves (the views it moves are where they are drawn when the event's touch is hit-tested).
    @inline(__always)
    mutating func beginAppCode(judgingHeaderSince start: inout CodeHeaderMark?) {
        if appCode.hasBuiltInEffects { updateEffects() }
        guard appCode.runsCode else { return }
        reportScrolls()
        CodeHeaderMark.judge(
            since: &start, now: CodeHeaderMark(self),
            observesIntermediateOffsets: header?.observesIntermediateOffsets, recording: &scratch)
    }

    /// At the end of an event: the controls tapped during it (`firedActions`) tell the effects, the
    /// effects follow the offsets; the app's code hears the `didScroll` owed, then the actions
    /// (a control's `primaryActionTriggered`, a list's `didSelectItem`).
    @inline(__always)
    mutating func finishAppCode(firedActions: Range<Int>, judgingHeaderSince start: inout CodeHeaderMark?) {
        if appCode.hasBuiltInEffects {
            finishEffects(
                tapped: fingers.actions[firedActions].lazy.compactMap {
                    guard case .tap(_, let control) = $0 else { return nil }
                    return control
                })
        }
        guard appCode.runsCode else { return }
        reportScrolls()
        for action in fingers.actions[firedActions] {
            switch action {
            case .tap(_, let control):
                tell(.triggered(control: control), about: .primary)
            case .select(_, let item, let scroll):
                tell(.selected(item: item), about: scroll.flatMap { screen.scrollViewID(of: $0) } ?? .primary)
            }
        }
        if !scratch.effects.laidOut {
            CodeHeaderMark.judge(
                since: &start, now: CodeHeaderMark(self),
                observesIntermediateOffsets: header?.observesIntermediateOffsets, recording: &scratch)
        }
    }

    /// The finger of `touch` that drags scroll view `id` lifted (or was cancelled: the pan's state
    /// is then `cancelled`) at `location`, as the delegate hears it: the content follows the finger there (`didScroll`), `scrollViewWillEndDragging` with the
    /// release velocity in points per millisecond and the offset it will rest at (which the code may
    /// change: the motion then rests exactly there), the motion starts, `scrollViewDidEndDragging`
    /// says whether it goes on by itself, and `scrollViewWillBeginDecelerating` if it does.
    /// Returns false (nothing done) when `id` is not dragging.
    mutating func releaseTellingDelegate(
        _ id: ScrollViewID, touch: TouchState, at location: Point, isCancelled: Bool
    ) -> Bool {
        let metrics = scrollViews.metrics(id)
        let now = t
        let report = scrollViews.change(id) { $0.release(finger: location, metrics: metrics, at: now) }
        guard report.released else { return false }
        pass(report, of: id, metrics: metrics)
        let velocity = report.releaseVelocity
        let axis = metrics.axis
        let fingerVelocity = axis == .vertical ? Point(x: 0, y: -velocity) : Point(x: -velocity, y: 0)
        let pan = PanGesture(
            start: touch.start, location: location, velocity: fingerVelocity,
            phase: isCancelled ? .cancelled : .ended)
        let proposed = scrollViews[id].restTarget(velocity: velocity, metrics: metrics)
        // `+ 0` makes a release without motion 0, not −0.
        let perMillisecond = Point(x: -fingerVelocity.x / 1000 + 0, y: -fingerVelocity.y / 1000 + 0)
        let reply = tell(
            .released(velocity: perMillisecond), about: id, pan: pan,
            reply: DelegateCallOrder.Reply(targetContentOffset: metrics.point(proposed)))
        let chosen = reply.targetContentOffset.component(axis)
        let settleMetrics = scrollViews.metrics(id)
        let settled = scrollViews.change(id) {
            $0.settle(
                velocity: velocity, target: chosen != proposed ? chosen : nil, metrics: settleMetrics, at: now
            )
        }
        finish(settled, of: id, metrics: settleMetrics)
        tell(.settled(decelerates: settled.startedDecelerating), about: id, pan: pan)
        return true
    }

    // MARK: The host

    package var appScrollViewIDs: Range<ScrollViewID> { scrollViews.ids }

    package var appHeaderViewID: String? { scene.header?.viewID }

    package func appContentOffset(of id: ScrollViewID) -> Point { scrollViews.offset(id) }

    package func appIsDecelerating(_ id: ScrollViewID) -> Bool { scrollViews.mode(id).isDecelerating }

    package mutating func report(_ misuses: [AppCodeMisuse]) { scratch.note(misuses) }

    /// Carries out what the code changed: the header behaviour's stored properties, the header's
    /// height, each scroll view's switches and content size, its insets (the range and the
    /// adjusted inset follow, the offset stays, a finger drags on from there) and its offset; then
    /// the pans of the scroll views whose scrolling it turned off under a finger are cancelled.
    package mutating func apply(_ change: AppScreenChange, at time: Double?) -> [ScrollViewID] {
        if let short = appCode.headerShortForm { header?.takeDelegated(short.behavior) }
        if let height = change.headerHeight, header != nil { header?.height = height }
        var insetChanged: [ScrollViewID] = []
        var disabledUnderFinger: [ScrollViewID] = []
        for scrollView in change.scrollViews {
            let id = ScrollViewID(scrollView.number)
            if scrollView.changesConfiguration {
                let wasEnabled = screen.configuration(id).scrollEnabled
                screen.changeConfiguration(of: id) { $0 = scrollView.applied(to: $0) }
                scrollViews.relink(screen.storage.scrollLayouts)
                if wasEnabled, !screen.configuration(id).scrollEnabled, scrollViews.mode(id).isDragging {
                    disabledUnderFinger.append(id)
                }
                if scrollView.contentSize != nil { adjustIntoRange(id) }
            }
            let configuration = screen.configuration(id)
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
            // The offset as the code asked (`contentOffset =` or `setContentOffset`), not clamped.
            guard let request = scrollView.offset else { continue }
            let metrics = scrollViews.metrics(id)
            let finger = fingers.draggingFinger(of: id, in: scrollViews)
            let now = time ?? t
            let report: ScrollViewReport
            switch request {
            case .assigned(let offset):
                let target = offset.component(metrics.axis)
                report = scrollViews.change(id) {
                    $0.assign(to: target, finger: finger, metrics: metrics, at: now)
                }
            case .set(let offset, let animated):
                let target = offset.component(metrics.axis)
                let duration = configuration.scrollAnimationDuration
                report = scrollViews.change(id) {
                    $0.scroll(
                        to: target, animated: animated, duration: duration, finger: finger, metrics: metrics,
                        at: now)
                }
            }
            pass(report, of: id, metrics: metrics)
        }
        for id in disabledUnderFinger { PanArena.cancel(id, in: &self) }
        return insetChanged
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
            scrollViews: scrollViews.ids.map { other in
                scrollViews[other].appScrollView(
                    pan: (other == id ? pan : nil) ?? fingers.panGesture(of: other, in: scrollViews),
                    geometry: geometry, crossIndicatorInsets: appCode.crossIndicatorInsets(of: other))
            },
            current: id.number, views: views, headerHeight: header?.height,
            safeAreaInsets: device.safeArea + scene.scroll.additionalSafeArea,
            statusBarHeight: device.statusBarHeight,
            bounds: Rect(x: 0, y: 0, width: device.width, height: device.height))
    }
}
