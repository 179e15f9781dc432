/// The views that follow a scroll view (SPEC §9): each effect hears its scroll view's offset
/// changes and the taps on controls, and what it sets is laid out and hit-tested.
extension World {
    /// Calls `didScroll` on every effect whose scroll view moved since it was last called (all of
    /// them at the start), and carries out the scrolls they ask for.
    mutating func updateEffects() {
        for position in effects.indices {
            let scrollView = effects[position].scrollView
            let offset = scrollViews.offset(scrollView)
            guard effects[position].lastOffset != offset else { continue }
            effects[position].lastOffset = offset
            let request = callEffect(at: position) { effect, screen in effect.didScroll(&screen) }
            if let request { carryOut(request, in: scrollView) }
        }
    }

    /// At the end of an event: the controls tapped during it (`firedActions`) tell the effects
    /// (a tab's action scrolls its pager), then the effects follow the offsets the event left.
    mutating func finishEffects(firedActions: Range<Int>) {
        for action in actions[firedActions] {
            guard case .tap(_, let control) = action else { continue }
            for position in effects.indices {
                let request = callEffect(at: position) { effect, screen in
                    effect.didTap(control, screen: &screen)
                }
                if let request { carryOut(request, in: effects[position].scrollView) }
            }
        }
        updateEffects()
    }

    /// Calls `hook` on the effect at `position` with its screen, keeps what it set, and returns the
    /// scroll it asked for.
    private mutating func callEffect(
        at position: Int, _ hook: (inout any ViewEffect, inout EffectScreen) -> Void
    ) -> ContentOffsetRequest? {
        let scrollView = effects[position].scrollView
        let metrics = metrics(of: scrollView)
        var screen = EffectScreen(
            scrollView: scrollViewInfo(scrollView, metrics: metrics), axis: metrics.axis,
            minOffset: metrics.lowerBound, maxOffset: metrics.upperBound,
            pageLength: configuration(scrollView).pageLength, headerHeight: header?.height,
            views: effects[position].adjustments)
        hook(&effects[position].effect, &screen)
        effects[position].adjustments = screen.views
        return screen.requestedContentOffset
    }

    /// What the effects set on each view they change, combined: moves add up, the lowest alpha
    /// wins; then what the delegate set (empty without effects or app code).
    var viewAdjustments: [String: ViewAdjustment] {
        guard !effects.isEmpty || hasDelegate else { return [:] }
        var combined: [String: ViewAdjustment] = [:]
        func combine(_ viewIDs: [String], _ adjustments: [ViewAdjustment]) {
            for (id, adjustment) in zip(viewIDs, adjustments) {
                guard var existing = combined[id] else {
                    combined[id] = adjustment
                    continue
                }
                existing.translation.x += adjustment.translation.x
                existing.translation.y += adjustment.translation.y
                existing.alpha = min(existing.alpha, adjustment.alpha)
                if let visible = adjustment.visibleAlpha {
                    existing.visibleAlpha = min(existing.visibleAlpha ?? visible, visible)
                }
                combined[id] = existing
            }
        }
        // The built-in effects, then the app's own (no array of both built per layout).
        for slot in effects { combine(slot.viewIDs, slot.adjustments) }
        let slot = delegateSlot
        for own in slot?.effects ?? [] { combine(own.viewIDs, own.adjustments) }
        for (id, change) in slot?.views ?? [:] {
            let base =
                combined[id] ?? scene.view(withID: id).map(ViewAdjustment.init(laidOut:)) ?? ViewAdjustment()
            combined[id] = change.applied(to: base)
        }
        return combined
    }

    /// The effect of type `Effect` the replay runs (the first), if any: what the invariants read
    /// (`navigationBar.touches` reads the `NavigationBarEffect`).
    public func effect<Effect: ViewEffect>(of type: Effect.Type) -> Effect? {
        for slot in effects {
            if let effect = slot.effect as? Effect { return effect }
        }
        for own in delegateSlot?.effects ?? [] {
            if let effect = own.effect as? Effect { return effect }
        }
        return nil
    }

    /// Every effect the replay runs with what it set on its views: the built-in ones, then the
    /// app's own (called through the delegate machinery).
    var allEffects: [(effect: any ViewEffect, viewIDs: [String], adjustments: [ViewAdjustment])] {
        effects.map { ($0.effect, $0.viewIDs, $0.adjustments) }
            + (delegateSlot?.effects ?? []).map { ($0.effect, $0.viewIDs, $0.adjustments) }
    }
}
