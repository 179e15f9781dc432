/// Who handles each finger (FORMAT.md `touch`, and "`scrolls`: more scroll views"): the decisions of UIKit's gesture recognizers and
/// touch delivery, made from the facts of the moment and returned as values. `World` carries them
/// out on the touches and the scroll view machines.
enum TouchRouter {
    /// Who handles a finger that went down on `target`. In a scroll view's content
    /// (`inScrollView`: on an item, a control or a plain view): the pan when the touch stopped a
    /// moving scroll view (`stoppedMotion`) or no scroll view around it began tracking it
    /// (`tracking`: one without a finger of its own did); else, when its scroll view delays
    /// content touches, nobody yet (`pending`: a pan may still take it); else the item or the
    /// control at once. A control outside every scroll view tracks it; anything else, nobody.
    static func owner(
        of target: HitTarget, inScrollView: Bool, stoppedMotion: Bool, tracking: Bool,
        delaysContentTouches: Bool
    ) -> TouchState.Owner {
        guard inScrollView else { return target.isControl ? .control : .none }
        if stoppedMotion || !tracking { return .scroll }
        return delaysContentTouches ? .pending : target.contentOwner ?? .pending
    }

    /// Who tracks a pending touch at `time`, if its scroll view delays content touches and it was
    /// held `touchDelay` (within `resolution`): the item or the control it began on. Nil while it
    /// waits, and for a touch on the scroll view itself or a plain view in it (nothing tracks
    /// those; a pan takes them whenever it begins).
    static func contentTracker(
        of touch: TouchState, at time: Double, configuration: ScrollConfiguration, resolution: Double
    ) -> TouchState.Owner? {
        guard touch.owner == .pending, let owner = touch.target.contentOwner else { return nil }
        guard configuration.delaysContentTouches,
            time - touch.beganAt >= configuration.touchDelay - resolution
        else { return nil }
        return owner
    }

    /// Whether a pan may begin with finger `touch` (owned by `owner`, gone down at `start`, now at
    /// `location`) among the scroll views around it (`chain`, innermost first; `inner` the
    /// innermost): it moved past the slop of the innermost scroll view tracking it, no pan was
    /// refused it already (`panFailed`), and the view of the content that tracks it, if one does,
    /// lets a pan take it — an item unless its scroll view cannot cancel content touches, never a
    /// control (`touchesShouldCancel(in:)` is false for a control).
    static func panMayBegin(
        touch: Int, owner: TouchState.Owner, panFailed: Bool, start: Point, location: Point,
        chain: [ScrollViewID], inner: ScrollViewID, scrollViews: ScrollViewMachines
    ) -> Bool {
        guard !panFailed,
            let firstTracking = chain.first(where: { scrollViews.mode($0) == .tracking(touch: touch) }),
            start.distance(to: location) > scrollViews.layout(firstTracking).configuration.panSlop
        else { return false }
        switch owner {
        case .control: return false
        case .item: return scrollViews.layout(inner).configuration.canCancelContentTouches
        default: return true
        }
    }

    /// The scroll views whose pans may begin with finger `touch`, gone down at `start` and now at
    /// `location`, in the order UIKit's recognizers try them: of the scroll views around it
    /// (`chain`, innermost first) that track it, have scrolling enabled and can pan, those that
    /// scroll along the dominant axis of the travel (horizontal when |dx| > |dy|), innermost first;
    /// when none does, all of them, innermost first. Empty while none can pan.
    static func panCandidates(
        touch: Int, start: Point, location: Point, chain: [ScrollViewID], scrollViews: ScrollViewMachines
    ) -> [ScrollViewID] {
        let dominant: Axis = abs(location.x - start.x) > abs(location.y - start.y) ? .horizontal : .vertical
        var along: [ScrollViewID] = []
        var across: [ScrollViewID] = []
        for id in chain where scrollViews.mode(id) == .tracking(touch: touch) {
            let layout = scrollViews.layout(id)
            guard layout.configuration.scrollEnabled, layout.canPan(scrollViews.metrics(id)) else { continue }
            if layout.configuration.axis == dominant { along.append(id) } else { across.append(id) }
        }
        return along.isEmpty ? across : along
    }

    /// The action a finger lifted at `location` fires at event `index`, if any, when no pan took
    /// it: the item it began on is selected (`scroll`: the id its `select` names), unless it
    /// stopped a moving list; the control it began on is tapped when the finger lifts inside the
    /// control's frame (`controlFrame`). A touch still pending reaches the view now, as UIKit
    /// delivers a held touch-down and its end together when the finger lifts before the delay.
    static func action(
        firedBy touch: TouchState, at location: Point, index: Int, scroll: String?,
        controlFrame: (String) -> Rect?
    ) -> Action? {
        guard touch.owner != .scroll, touch.owner != .none else { return nil }
        switch touch.target {
        case .item(let item) where !touch.stoppedMotion && touch.scrollViewID != nil:
            return .select(index: index, item: item, scroll: scroll)
        case .control(let view) where controlFrame(view)?.contains(location) == true:
            return .tap(index: index, view: view)
        default:
            return nil
        }
    }

    /// The action a `tap` (a touch that begins and ends at once) on `hit` fires at event `index`:
    /// a control or an item is tapped or selected (`scroll`: the id a `select` names) unless the
    /// tap stopped a moving scroll view around it (`stoppedMotion`) or a finger drives one
    /// (`driven`): the scroll view's pan has the touch then.
    static func action(
        firedByTapOn hit: HitResult, index: Int, stoppedMotion: Bool, driven: Bool, scroll: String?
    ) -> Action? {
        guard !stoppedMotion, !driven else { return nil }
        switch hit.target {
        case .control(let view):
            return .tap(index: index, view: view)
        case .item(let item) where hit.scrollViewID != nil:
            return .select(index: index, item: item, scroll: scroll)
        default:
            return nil
        }
    }
}

extension HitTarget {
    /// Whether the target is a control.
    var isControl: Bool {
        if case .control = self { return true }
        return false
    }

    /// Who tracks a touch on the target in a scroll view's content once the scroll view lets it
    /// through: an item or a control; nil for the scroll view itself or a plain view.
    var contentOwner: TouchState.Owner? {
        switch self {
        case .item: .item
        case .control: .control
        case .window, .view, .scroll: nil
        }
    }
}
