/// `replay.deterministic` at the cost of one more replay without invariants: replaying
/// again gives the same states, and resuming from a copy of a state gives the states that going on
/// from it gave.
///
/// The replay being checked hands it every state (``observe(_:)``); it keeps a copy every
/// `interval` events, and of every state where the list and the header were (16 bytes an event).
/// ``violations(in:final:code:)`` then replays the stretch between each two copies (and from the
/// last to the final state) again, the first from a new initial state and each other from a copy
/// of the state that begins it, and compares where the stretch ends with the state the checked
/// replay had there, and every state on the way with where the list and the header were.
package struct DeterminismCheck: Sendable {
    /// Events between two kept states.
    package let interval: Int
    /// The observed states at indices 0, `interval`, 2·`interval`, …
    private var kept: [World] = []
    /// The primary list's offset and the header's height (NaN without one) after each event.
    private var places: [Double] = []

    /// Events between two kept states unless told otherwise: a copy of the state every 64 events.
    package static let defaultInterval = 64

    package init(interval: Int = defaultInterval) {
        precondition(interval > 0, "the interval is at least one event")
        self.interval = interval
    }

    /// Takes note of a state of the replay being checked. Call it with the initial state and then
    /// after every event, in order.
    @inline(__always)
    package mutating func observe(_ world: World) {
        if world.index > 0 {
            places.append(world.axisOffset)
            places.append(world.header?.height ?? .nan)
        }
        if world.index % interval == 0 { kept.append(world) }
    }

    /// The `replay.deterministic` violation, if any (at most one): replays `recording` again with
    /// the code the observed replay had (`code`, whose invariants take no part); `final` is the
    /// observed replay's last state.
    package func violations(
        in recording: Recording, final: World, code: AppCode = AppCode()
    ) -> [Violation] {
        func start(_ stretch: Int) -> World {
            stretch == 0 ? World(scene: recording.scene, code: code) : kept[stretch]
        }
        let stretches = kept.count - 1 + (final.index > (kept.last?.index ?? 0) ? 1 : 0)
        for stretch in 0..<stretches {
            let end = stretch + 1 < kept.count ? kept[stretch + 1] : final
            if let violation = Self.violation(
                replaying: recording, from: start(stretch), resumed: stretch > 0, to: end,
                place: observedPlace)
            {
                return [violation]
            }
        }
        return []
    }

    /// Where the list and the header were after event `index` (1-based) of the observed replay,
    /// nil past what was observed.
    private func observedPlace(after index: Int) -> (offset: Double, height: Double)? {
        let slot = 2 * (index - 1)
        guard slot + 1 < places.count else { return nil }
        return (places[slot], places[slot + 1])
    }

    /// Replays `recording` from `start` up to `end.index`, comparing every state on the way with
    /// `place` (where the observed replay had the list and the header after each event) and the
    /// last with `end`; the violation at the first difference, if any. `resumed`: `start` is a
    /// copy of a state of the observed replay (else a new initial state).
    static func violation(
        replaying recording: Recording, from start: World, resumed: Bool, to end: World,
        place: (Int) -> (offset: Double, height: Double)?
    ) -> Violation? {
        var world = start
        var differs: Int?
        while world.index < end.index, differs == nil {
            world.apply(recording.events[world.index])
            if let observed = place(world.index) {
                let height = world.header?.height ?? .nan
                if world.axisOffset != observed.offset
                    || !(height == observed.height || (height.isNaN && observed.height.isNaN))
                {
                    differs = world.index
                }
            }
        }
        if differs == nil, world != end { differs = end.index }
        guard let index = differs else { return nil }
        let message =
            resumed
            ? "resuming from the state at index \(start.index) differs at event \(index)"
            : "a second replay differs at event \(index)"
        var values: [Value.Member] = [.number("differsAt", Double(index))]
        if resumed { values.append(.number("resumedFrom", Double(start.index))) }
        return Violation(.replayDeterministic, event: index, message, values: values)
    }
}

extension DeterminismCheck {
    /// One stretch of the replay being checked, observed as it goes: the state that begins it, where
    /// the list and the header were after each of its events, and the state that ends it. A
    /// stretch can be checked on its own (``violation(in:)``), while the replay goes on: `check`
    /// checks a long recording's stretches on another thread as they come.
    package struct Stretch: Sendable {
        /// The state that begins it.
        package let start: World
        private var places: [Double] = []
        /// The state that ends it (nil while it is being observed).
        package private(set) var end: World?

        /// A stretch beginning at `start` (which, at index 0, is not a copy: the stretch is then
        /// replayed from a new initial state).
        package init(start: World) {
            self.start = start
            places.reserveCapacity(2 * DeterminismCheck.defaultInterval)
        }

        /// Takes note of the state after the next event of the stretch.
        @inline(__always)
        package mutating func observe(_ world: World) {
            places.append(world.axisOffset)
            places.append(world.header?.height ?? .nan)
        }

        /// Ends the stretch at `world` (the last state observed).
        package mutating func close(at world: World) { end = world }

        /// The number of events observed.
        package var count: Int { places.count / 2 }

        /// The `replay.deterministic` violation of the stretch, if any: replays its events of
        /// `recording` again (with the built-in behaviours only), from a new initial state for the
        /// first stretch, else from a copy of its start.
        /// - Precondition: the stretch is closed.
        package func violation(in recording: Recording) -> Violation? {
            guard let end else { preconditionFailure("the stretch is not closed") }
            let first = start.index
            return DeterminismCheck.violation(
                replaying: recording, from: first == 0 ? World(scene: recording.scene) : start,
                resumed: first > 0, to: end
            ) { index in
                let slot = 2 * (index - first - 1)
                return slot + 1 < places.count ? (places[slot], places[slot + 1]) : nil
            }
        }
    }
}

extension Recording {
    /// Checks `replay.deterministic` by itself, with two replays without invariants (a replay
    /// that checks invariants anyway observes its states with a ``DeterminismCheck`` instead);
    /// with the app's own code if given (`code`, whose invariants take no part).
    package func determinismViolations(
        code: AppCode = AppCode(), interval: Int = DeterminismCheck.defaultInterval
    ) -> [Violation] {
        var check = DeterminismCheck(interval: interval)
        var world = World(scene: scene, code: code)
        check.observe(world)
        for event in events {
            world.apply(event)
            check.observe(world)
        }
        return check.violations(in: self, final: world, code: code)
    }
}
