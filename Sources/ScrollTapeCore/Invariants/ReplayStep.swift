/// One event of a replay as an invariant sees it: the event, the state after it, and what
/// applying it did on the way — where the list's offset went and how far it scrolled each way,
/// the header's height before and after, the actions the event's touches fired.
///
/// A project's own ``Invariant`` reads it at every event; the built-in ones read the same.
public struct ReplayStep: Sendable {
    /// The event applied.
    public let event: Event
    /// The state after the event (`after.index` is the event's index).
    public let after: World

    /// The step that applying `event` left in `after`.
    @inline(__always)
    package init(_ event: Event, after: consuming World) {
        self.event = event
        self.after = after
    }

    /// The step from `event` to `after` with `outcome` as what it did (a test's hand-made step).
    package init(_ event: Event, outcome: EventOutcome, after: consuming World) {
        after.scratch.effects = outcome
        self.init(event, after: after)
    }

    /// What applying the event did, as the reducer hands it out.
    @inline(__always)
    package var outcome: EventOutcome { after.scratch.effects }

    /// The event's index in the recording (1 for the first event: the index of the state it leads to).
    public var index: Int { after.index }

    /// The header's height before the event (nil without a header).
    public var headerHeightBefore: Double? { outcome.headerHeightBefore }

    /// The header's height after the event (nil without a header).
    public var headerHeightAfter: Double? { outcome.headerHeightAfter }

    /// The primary list's offset along its axis when the event began.
    public var offsetBefore: Double { outcome.startOffset }

    /// The primary list's offset along its axis when the event ended.
    public var offsetAfter: Double { after.axisOffset }

    /// The distance the list travelled inside its range toward larger offsets (scrolling down or
    /// right) during the event, in points.
    public var scrolledForward: Double { outcome.insideForward }

    /// The distance the list travelled inside its range toward smaller offsets (scrolling up or
    /// left) during the event, in points.
    public var scrolledBackward: Double { outcome.insideBackward }

    /// The actions the event's touches fired (a control's `tap`, an item's `select`), in order.
    public var firedActions: ArraySlice<Action> { after.actions[outcome.firedActions] }

    /// The content offset, after the event, of the scroll view `id` names (the session line's
    /// `scroll.id` for the list, or one of `scrolls`); nil if the screen has none of that id. An
    /// invariant about several scroll views keeps the offsets it needs of the step before in its
    /// `Memory`.
    public func offset(of id: String) -> Point? {
        after.scrollViewID(of: id).map { after.scrollViews[$0].state.offset }
    }

    /// Whether the event laid the screen out anew (a `safeArea` event): what the header did then
    /// is layout, not scrolling.
    public var laidOutAnew: Bool { outcome.laidOut }
}
