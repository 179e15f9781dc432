/// A property every replayed state must have (SPEC §6), checked at every event.
///
/// The built-in ones are `Invariants.builtIn`; a replay runs those and any the app's code adds
/// (`AppCode(invariants: [...])`, as `Replay`, `Timeline` and `recording.replay(_:)` take it): a
/// project states a rule of its own screen — say, the header never covers row 0 while a finger is
/// down — as one more conformer.
///
/// An invariant gets, at each event, the facts the built-in ones get: the event, what it did
/// (`EventEffects`: the offset's moves, the header's heights, the actions fired) and the state
/// after it. What it needs of earlier states it keeps in its own `Memory` (nothing, by default):
/// a rule reported once while a problem lasts remembers whether it had the problem; one that
/// compares with the state before keeps that state (`typealias Memory = World`, `memory = after`).
public protocol Invariant: Sendable {
    /// What it remembers from one event to the next.
    associatedtype Memory: Sendable = Void

    /// The name its violations carry (built-in ones are SPEC §6's; choose your own for yours).
    var name: InvariantName { get }

    /// What it remembers of `state`, the state before the first event it checks (the initial state,
    /// or the one a replay resumes from).
    func memory(of state: World) -> Memory

    /// Adds to `found` the violations that applying `event` caused: `effects` is what the event
    /// did (`World.apply(_:)`'s result) and `after` the state after it (`after.index` is the
    /// event's index). `memory` holds what it remembered of the state before; it leaves there what
    /// it needs of `after`.
    func check(
        _ event: Event, effects: EventEffects, after: World, remembering memory: inout Memory,
        into found: inout [Violation])
}

extension Invariant where Memory == Void {
    /// Nothing to remember.
    public func memory(of state: World) {}
}
