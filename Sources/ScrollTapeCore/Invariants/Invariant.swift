/// A property every replayed state must have (SPEC §6), checked at every event.
///
/// The built-in ones are `Invariants.builtIn`; a replay runs those and any a test adds
/// (`Replay(recording, invariants: [...])`, `recording.replay(invariants: [...])`): a project states
/// a rule of its own screen — say, the header never covers row 0 while a finger is down — as one
/// more conformer.
public protocol Invariant: Sendable {
    /// The name its violations carry (built-in ones are SPEC §6's; choose your own for yours).
    var name: InvariantName { get }
    /// The violations that applying `event` caused: `before` and `after` are the states around it
    /// (`after.index` is the event's index), `effects` what it did (`World.apply(_:)`'s result).
    func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation]
}
