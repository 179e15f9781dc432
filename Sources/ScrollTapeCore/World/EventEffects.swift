/// What applying one event did, as values (`World.apply(_:)` returns it, the way a state machine
/// returns actions): how the offset moved, what it did to the header, the anchor of an update and
/// the actions the touches fired. The invariants read it; the state keeps none of it.
public struct EventEffects: Hashable, Sendable {
    /// The offset along the axis when the event began.
    public var startOffset: Double
    /// How many times the offset changed during the event.
    public var offsetChanges = 0
    /// In-bounds distance travelled toward larger offsets (scrolling down) during the event.
    public var insideForward: Double = 0
    /// In-bounds distance travelled toward smaller offsets (scrolling up) during the event.
    public var insideBackward: Double = 0
    /// The offset change that moved the header furthest beyond what its in-bounds travel allows
    /// (`header.overscroll`), if any moved it beyond at all.
    public var worstOverscroll: OverscrollMove?
    /// The anchor of an `update` with `anchor: "visible"`.
    public var anchor: UpdateAnchorRecord?
    /// The header's height before and after the event (nil without a header).
    public var headerHeightBefore: Double?
    public var headerHeightAfter: Double?
    /// Where the actions the event's touches fired (a control's `tap`, an item's `select`) are in
    /// the state after it: `after.actions[firedActions]` (a range keeps this value trivially
    /// copyable: the reducer returns it at every event).
    public var firedActions: Range<Int> = 0..<0
    /// Whether the event laid the screen out anew (a `safeArea` event): what the header did then
    /// is layout, not scrolling, and `header.overscroll` and `header.direction` do not judge it.
    public var laidOut = false

    public init(startOffset: Double, headerHeight: Double?) {
        self.startOffset = startOffset
        headerHeightBefore = headerHeight
        headerHeightAfter = headerHeight
    }
}
