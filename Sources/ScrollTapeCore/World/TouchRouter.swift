/// Who handles each finger (FORMAT.md `touch`, and "`scrolls`: more scroll views"): the decisions of UIKit's gesture recognizers and
/// touch delivery, made from the facts of the moment and returned as values. `World` carries them
/// out on the touches and the scroll view machines.
enum TouchRouter {
    /// Who handles a finger that went down on `target`: a control tracks it; on the content of a
    /// scroll view (`inScrollView`), the pan when the touch stopped a moving scroll view
    /// (`stoppedMotion`) or no scroll view around it began tracking it (`tracking`: one without a
    /// finger of its own did), else the item at once when its scroll view does not delay content
    /// touches, else nobody yet (`pending`); anywhere else, nobody.
    static func owner(
        of target: HitTarget, inScrollView: Bool, stoppedMotion: Bool, tracking: Bool,
        delaysContentTouches: Bool
    ) -> TouchState.Owner {
        if case .control = target { return .control }
        guard inScrollView else { return .none }
        if stoppedMotion || !tracking { return .scroll }
        return !delaysContentTouches && target.isItem ? .item : .pending
    }

    /// Whether a pending touch on an item begins to track it at `time`: its scroll view delays
    /// content touches and it was held `touchDelay` (within `resolution`).
    static func itemTracks(
        _ touch: TouchState, at time: Double, configuration: ScrollConfiguration, resolution: Double
    ) -> Bool {
        guard touch.owner == .pending, case .item = touch.target else { return false }
        return configuration.delaysContentTouches
            && time - touch.beganAt >= configuration.touchDelay - resolution
    }

    /// The scroll view that begins to pan with finger `touch`, which went down at `start` and is
    /// now at `location`, among the scroll views around it (`chain`, innermost first) — nil while
    /// none does. A pan begins once the finger travelled past the slop of the innermost scroll view
    /// tracking it; the winner is the innermost tracking one that scrolls along the travel's
    /// dominant axis and can pan, else the innermost tracking one that can pan (with one scroll
    /// view: that one, if it can pan). An item that tracks the finger (`owner` `item`) keeps it
    /// when its scroll view (`inner`) cannot cancel content touches.
    static func panWinner(
        touch: Int, owner: TouchState.Owner, start: Point, location: Point, chain: [ScrollViewID],
        inner: ScrollViewID, scrollViews: ScrollViewMachines, metrics: (ScrollViewID) -> ScrollMetrics
    ) -> ScrollViewID? {
        guard let firstTracking = chain.first(where: { scrollViews.mode($0) == .tracking(touch: touch) }),
            start.distance(to: location) > scrollViews.layout(firstTracking).configuration.panSlop
        else { return nil }
        let travel = Point(x: location.x - start.x, y: location.y - start.y)
        let dominant: Axis = abs(travel.x) > abs(travel.y) ? .horizontal : .vertical
        var winner: ScrollViewID?
        for id in chain
        where scrollViews.mode(id) == .tracking(touch: touch) && scrollViews.layout(id).canPan(metrics(id)) {
            if scrollViews.layout(id).configuration.axis == dominant {
                winner = id
                break
            }
            if winner == nil { winner = id }
        }
        guard let winner else { return nil }
        if owner == .item && !scrollViews.layout(inner).configuration.canCancelContentTouches { return nil }
        return winner
    }

    /// The action a finger lifted at `location` fires at event `index`, if any: the item it began
    /// on, when the item tracked it or still waited for it and it did not stop a moving list, is
    /// selected (`scroll`: the id its `select` names); the control it began on is tapped when the
    /// finger lifts inside the control's frame (`controlFrame`).
    static func action(
        firedBy touch: TouchState, at location: Point, index: Int, scroll: String?,
        controlFrame: (String) -> Rect?
    ) -> Action? {
        switch touch.owner {
        case .pending, .item:
            guard case .item(let item) = touch.target, !touch.stoppedMotion, touch.scrollViewID != nil else {
                return nil
            }
            return .select(index: index, item: item, scroll: scroll)
        case .control:
            guard case .control(let view) = touch.target, controlFrame(view)?.contains(location) == true
            else {
                return nil
            }
            return .tap(index: index, view: view)
        case .scroll, .none:
            return nil
        }
    }

    /// The action a `tap` (a touch that begins and ends at once) on `hit` fires at event `index`:
    /// a control is tapped; an item is selected (`scroll`: the id its `select` names) unless the
    /// tap stopped a moving scroll view around it (`stoppedMotion`) or a finger drives one
    /// (`driven`).
    static func action(
        firedByTapOn hit: HitResult, index: Int, stoppedMotion: Bool, driven: Bool, scroll: String?
    ) -> Action? {
        switch hit.target {
        case .control(let view):
            return .tap(index: index, view: view)
        case .item(let item) where hit.scrollViewID != nil && !stoppedMotion && !driven:
            return .select(index: index, item: item, scroll: scroll)
        default:
            return nil
        }
    }
}

extension HitTarget {
    /// Whether the target is an item of a scroll view.
    var isItem: Bool {
        if case .item = self { return true }
        return false
    }
}
