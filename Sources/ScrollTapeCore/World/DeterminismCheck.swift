/// `replay.deterministic` (SPEC §6) at the cost of one more replay without invariants: replaying
/// again gives the same states, and resuming from a copy of a state gives the states that going on
/// from it gave.
///
/// The replay being checked hands it every state (``observe(_:)``); it keeps a copy every
/// `interval` events, and of every state where the list and the header were (16 bytes an event). ``violations(in:final:header:hitTests:effects:)`` then replays the stretch
/// between each two copies (and from the last to the final state) again, the first from a new
/// initial state and each other from a copy of the state that begins it, and compares where the
/// stretch ends with the state the checked replay had there, and every state on the way with
/// where the list and the header were.
public struct DeterminismCheck: Sendable {
    /// Events between two kept states.
    public let interval: Int
    /// The observed states at indices 0, `interval`, 2·`interval`, …
    private var kept: [World] = []
    /// The primary list's offset and the header's height (NaN without one) after each event.
    private var places: [Double] = []

    public init(interval: Int = 64) {
        precondition(interval > 0, "the interval is at least one event")
        self.interval = interval
    }

    /// Takes note of a state of the replay being checked. Call it with the initial state and then
    /// after every event, in order.
    @inline(__always)
    public mutating func observe(_ world: World) {
        if world.index > 0 {
            places.append(world.axisOffset)
            places.append(world.header?.height ?? .nan)
        }
        if world.index % interval == 0 { kept.append(world) }
    }

    /// The number of stretches ``violations(in:final:header:hitTests:effects:stretches:)`` replays,
    /// given the observed replay's last state: one per kept state but the last, and one from the
    /// last to `final` if they differ.
    public func stretchCount(final: World) -> Int {
        kept.count - 1 + (final.index > (kept.last?.index ?? 0) ? 1 : 0)
    }

    /// The `replay.deterministic` violation, if any (at most one): replays `recording` again with
    /// the same code (`header`, `hitTests`, `effects` as the observed replay had them); `final` is
    /// the observed replay's last state. `stretches` (default: all) replays only those: the
    /// stretches are independent, so with built-in behaviours only (no code of the app's, which
    /// may share state between copies) several ranges can be checked at once, the violation
    /// being the first range's that has one.
    public func violations(
        in recording: Recording, final: World, header: (any HeaderBehavior)? = nil,
        hitTests: [String: any HitTestOverride] = [:], effects: [any ViewEffect]? = nil,
        stretches: Range<Int>? = nil
    ) -> [Violation] {
        func start(_ stretch: Int) -> World {
            stretch == 0
                ? World(scene: recording.scene, header: header, hitTests: hitTests, effects: effects)
                : kept[stretch]
        }
        for stretch in stretches ?? 0..<stretchCount(final: final) {
            let end = stretch + 1 < kept.count ? kept[stretch + 1] : final
            var world = start(stretch)
            var differs: Int?
            while world.index < end.index, differs == nil {
                world.apply(recording.events[world.index])
                if !isAtThePlaceObserved(world) { differs = world.index }
            }
            if differs == nil, !world.hasTheSameState(as: end) { differs = end.index }
            guard let index = differs else { continue }
            let message =
                stretch == 0
                ? "a second replay differs at event \(index)"
                : "resuming from the state at index \(kept[stretch].index) differs at event \(index)"
            var values: [Value.Member] = [.number("differsAt", Double(index))]
            if stretch > 0 { values.append(.number("resumedFrom", Double(kept[stretch].index))) }
            return [Violation(.replayDeterministic, event: index, message, values: values)]
        }
        return []
    }

    /// Whether the list and the header are where they were at the same index of the observed
    /// replay (true past what was observed).
    private func isAtThePlaceObserved(_ world: World) -> Bool {
        let slot = 2 * (world.index - 1)
        guard slot + 1 < places.count else { return true }
        let height = world.header?.height ?? .nan
        return world.axisOffset == places[slot]
            && (height == places[slot + 1] || (height.isNaN && places[slot + 1].isNaN))
    }
}

extension World {
    /// Whether the two states are equal but for the number of violations (which the replay
    /// that checks invariants counts, and a replay without them does not).
    func hasTheSameState(as other: World) -> Bool {
        var copy = self
        copy.violations = other.violations
        return copy == other
    }
}

extension Recording {
    /// Checks `replay.deterministic` by itself, with two replays without invariants (a replay
    /// that checks invariants anyway observes its states with a ``DeterminismCheck`` instead);
    /// with the app's own code if given (as in
    /// `Replay.init(_:header:hitTests:effects:invariants:conformanceTolerance:)`).
    public func determinismViolations(
        header: (any HeaderBehavior)? = nil, hitTests: [String: any HitTestOverride] = [:],
        effects: [any ViewEffect]? = nil, interval: Int = 64
    ) -> [Violation] {
        var check = DeterminismCheck(interval: interval)
        var world = World(scene: scene, header: header, hitTests: hitTests, effects: effects)
        check.observe(world)
        for event in events {
            world.apply(event)
            check.observe(world)
        }
        return check.violations(in: self, final: world, header: header, hitTests: hitTests, effects: effects)
    }
}
