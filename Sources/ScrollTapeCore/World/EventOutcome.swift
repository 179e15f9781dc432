/// What applying one event did, as values (`World.apply(_:)` returns it, the way a state machine
/// returns actions): how the offset moved, what it did to the header, the anchor of an update and
/// the actions the touches fired. The invariants read it; the state keeps none of it.
@usableFromInline
package struct EventOutcome: Hashable, Sendable {
    /// The offset along the axis when the event began.
    package var startOffset: Double
    /// The primary list's offset moves during the event, in order, as the header code saw them
    /// (every change for the built-in headers, which follow every offset; one per event for header
    /// code that UIKit calls once per frame).
    package var moves = OffsetMoves()
    /// The anchor of an `update` with `anchor: "visible"`.
    package var anchor: UpdateAnchorRecord?
    /// The header's height before the event (nil without a header).
    package var headerHeightBefore: Double?
    /// The header's height after the event (nil without a header).
    package var headerHeightAfter: Double?
    /// Where the actions the event's touches fired (a control's `tap`, an item's `select`) are in
    /// the state after it: `after.actions[firedActions]`.
    package var firedActions: Range<Int> = 0..<0
    /// Whether the event laid the screen out anew (a `safeArea` event): what the header did then
    /// is layout, not scrolling, and `header.overscroll` and `header.direction` do not judge it.
    package var laidOut = false
    /// How many violations the replay's invariants found before the event (what the state's
    /// `violations` says, which an `expect` line may read): set by the replay, 0 outside one.
    package var violationsBefore = 0

    /// The effects of an event that has done nothing yet: begun at offset `startOffset`, the header
    /// `headerHeight` high before and after (nil without a header); no moves, no anchor, no actions
    /// fired.
    package init(startOffset: Double, headerHeight: Double?) {
        self.startOffset = startOffset
        headerHeightBefore = headerHeight
        headerHeightAfter = headerHeight
    }

    /// How many times the offset changed during the event.
    package var offsetChanges: Int { moves.count }

    /// In-bounds distance travelled toward larger offsets (scrolling down) during the event.
    package var insideForward: Double {
        var length = 0.0
        moves.forEachMove { if $0.to > $0.from { length += $0.insideLength } }
        return length
    }

    /// In-bounds distance travelled toward smaller offsets (scrolling up) during the event.
    package var insideBackward: Double {
        var length = 0.0
        moves.forEachMove { if $0.to <= $0.from { length += $0.insideLength } }
        return length
    }
}
