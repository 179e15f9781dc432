/// What the built-in invariants need of the state before an event: where the header and the lists
/// were, and which of the problems that are reported once while they last that state had.
///
/// `Replay` keeps the memory of the state after each event for the next one (each check, having
/// looked at its problem in the state after the event, writes it down), instead of a copy of the
/// whole state: a copy, and the copies its arrays then make when the reducer changes them, cost
/// more than checking the invariants. ``init(_:)`` works the same facts out of any state.
public struct InvariantMemory: Sendable {
    /// The index of the state (0: nothing applied; the problems of the initial state are new).
    var index: Int
    /// The header's height (nil without a header).
    var headerHeight: Double?
    /// Whether the header was outside [minHeight, maxHeight] (`header.bounds`).
    var headerOutOfBounds = false
    /// Whether the header covered the first item (`content.belowHeader`).
    var contentCovered = false
    /// The section whose pinned header the header covered (`section.belowHeader`).
    var coveredSection: Int?
    /// When the keyboard whose edited item was last judged (or left unjudged, a finger having held
    /// the list) began to show (`keyboard.rowVisible`).
    var keyboardChecked: Double?
    /// Each scroll view's offset along its axis, and whether it rested where it must not
    /// (`scroll.rest`): the primary first.
    var rests: [(offset: Double, isWrong: Bool)]
    /// The page and underline centre of a misplaced tabs underline (`tabs.underline`).
    var misplacedUnderline: (page: Int, underline: Double)?

    /// The memory of `world`.
    public init(_ world: World) {
        index = world.index
        headerHeight = world.header?.height
        if let height = world.header?.height {
            headerOutOfBounds = HeaderBoundsInvariant.problem(world, height) != nil
            contentCovered = ContentBelowHeaderInvariant.covered(world) != nil
            if world.sceneStorage.pinsSectionHeaders {
                coveredSection = SectionBelowHeaderInvariant.covered(world)?.section
            }
        }
        if let keyboard = world.keyboard,
            world.t >= keyboard.settledAt - Tolerance.time || world.scroll.mode.isTracking
        {
            keyboardChecked = keyboard.shownAt
        }
        rests = world.scrollViews.ids.map { id in
            (world.scrollViews.axisOffset(id), ScrollRestInvariant.problem(id, in: world) != nil)
        }
        misplacedUnderline = TabsUnderlineInvariant.misplaced(world).map { ($0.page, $0.underline) }
    }

    /// Takes down where the header is in `world`, and its index, once every invariant has looked
    /// at the state before.
    mutating func finish(_ world: World) {
        index = world.index
        headerHeight = world.header?.height
    }
}
