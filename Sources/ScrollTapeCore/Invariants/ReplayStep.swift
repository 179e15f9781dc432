/// One event of a replay as an invariant sees it: the event, the state after it, and what
/// applying it did on the way — how the list's offset moved, the header's height before and
/// after, the actions the event's touches fired.
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

    /// The step from `event` to `after` with `effects` as what it did (a test's hand-made step).
    package init(_ event: Event, effects: EventEffects, after: consuming World) {
        after.scratch.effects = effects
        self.init(event, after: after)
    }

    /// What applying the event did, as the reducer hands it out.
    @inline(__always)
    package var effects: EventEffects { after.scratch.effects }

    /// The event's index in the recording (1 for the first event: the index of the state it leads to).
    public var index: Int { after.index }

    /// The header's height before the event (nil without a header).
    public var headerHeightBefore: Double? { effects.headerHeightBefore }

    /// The header's height after the event (nil without a header).
    public var headerHeightAfter: Double? { effects.headerHeightAfter }

    /// The primary list's offset along its axis when the event began.
    public var offsetBefore: Double { effects.startOffset }

    /// The primary list's offset moves during the event, in order, as the header code saw them:
    /// every change for the built-in headers, which follow every offset; one per event for header
    /// code that UIKit calls once per frame. Empty when the list did not move.
    public var moves: [OffsetMove] { Array(effects.moves) }

    /// The distance the list travelled inside its range toward larger offsets (scrolling down or
    /// right) during the event, in points.
    public var scrolledForward: Double { effects.insideForward }

    /// The distance the list travelled inside its range toward smaller offsets (scrolling up or
    /// left) during the event, in points.
    public var scrolledBackward: Double { effects.insideBackward }

    /// The actions the event's touches fired (a control's `tap`, an item's `select`), in order.
    public var firedActions: ArraySlice<Action> { after.actions[effects.firedActions] }

    /// Whether the event laid the screen out anew (a `safeArea` event): what the header did then
    /// is layout, not scrolling.
    public var laidOutAnew: Bool { effects.laidOut }

    /// The view tree laid out after the event: window frames, hit-testing.
    public var geometry: ViewGeometry { after.geometry }
}
