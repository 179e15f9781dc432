/// A property every replayed state must have, checked at every event.
///
/// The built-in ones are `Invariants.builtIn`; a replay runs those and any the app's code adds
/// (`AppCode(invariants: [...])`, as `Replay`, `Timeline` and `recording.replay(_:)` take it): a
/// project states a rule of its own screen — say, the header never covers row 0 while a finger is
/// down — as one more conformer.
///
/// An invariant gets, at each event, the facts the built-in ones get, as one ``ReplayStep``: the
/// event, the state after it, and what applying it did (where the offset went, the header's heights,
/// the actions fired). What it needs of earlier states it keeps in its own `Memory` (nothing, by
/// default): a rule reported once while a problem lasts remembers whether it had the problem; one
/// that compares with the state before keeps that state (`typealias Memory = World`,
/// `memory = step.after`).
public protocol Invariant: Sendable {
    /// What it remembers from one event to the next.
    associatedtype Memory: Sendable = Void

    /// The name its violations carry (built-in ones are FORMAT.md's; choose your own for yours).
    var name: InvariantName { get }

    /// What it remembers of `state`, the state before the first event it checks (the initial state,
    /// or the one a replay resumes from).
    func memory(of state: World) -> Memory

    /// Adds to `found` the violations that the step caused (`step.event`, applied, left
    /// `step.after`; `step.index` is the event's index). `memory` holds what it remembered of the
    /// state before; it leaves there what it needs of `step.after`.
    func check(_ step: ReplayStep, remembering memory: inout Memory, into found: inout [Violation])
}

extension Invariant where Memory == Void {
    /// Nothing to remember.
    public func memory(of state: World) {}
}

/// A built-in invariant: it reads the event, what it did and the state after it as the replay
/// holds them (a `ReplayStep` would copy the state for each of them at every event); as an
/// `Invariant` (a project's list, `Invariants.builtIn`) it reads them from the step.
package protocol BuiltInInvariant: Invariant {
    /// ``Invariant/check(_:remembering:into:)`` with the step's parts: `event`, `outcome` (what it
    /// did, `World.apply(_:)`'s result) and `after` (the state after it).
    func check(
        _ event: Event, outcome: EventOutcome, after: World, remembering memory: inout Memory,
        into found: inout [Violation])
}

extension BuiltInInvariant {
    package func check(_ step: ReplayStep, remembering memory: inout Memory, into found: inout [Violation]) {
        check(step.event, outcome: step.outcome, after: step.after, remembering: &memory, into: &found)
    }
}
