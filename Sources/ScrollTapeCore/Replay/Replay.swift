/// Replays a recording event by event through the reducer and the invariants.
public struct Replay: Sendable {
    /// The recording being replayed.
    public let recording: Recording
    /// The state at the current index.
    public private(set) var world: World
    /// The built-in invariants and the project's own, with what each remembers of the states so
    /// far (and the `conformance` tolerance they were given).
    private var checks: InvariantChecks
    /// How many violations the invariants found so far (the state's `violations`).
    package private(set) var violationCount = 0

    /// A replay of `recording` with the app's own code (`AppCode()`: the built-in behaviours the
    /// session line names); `code.invariants` are checked at every event after the built-in ones.
    /// `conformanceTolerance` overrides the recording's own tolerance of `observe` numbers
    /// (`check --conformance-tolerance`).
    public init(_ recording: Recording, code: AppCode = AppCode(), conformanceTolerance: Double? = nil) {
        self.recording = recording
        world = World(scene: recording.scene, code: code)
        checks = InvariantChecks(code.invariants, conformanceTolerance: conformanceTolerance, from: world)
    }

    /// Resumes a replay from a state taken earlier from the same recording, which keeps the
    /// header code, hit-test overrides and effects it was made with: of the app's code only the
    /// invariants are not part of a state (pass `code.invariants`); `conformanceTolerance` as in
    /// ``init(_:code:conformanceTolerance:)``.
    ///
    /// The invariants start from `world` as from a first state: what they remembered of the states
    /// before it is not part of it (a copy of a `Replay` resumes with that too).
    package init(
        _ recording: Recording, from world: World, invariants: [any Invariant] = [],
        conformanceTolerance: Double? = nil
    ) {
        self.recording = recording
        self.world = world
        checks = InvariantChecks(invariants, conformanceTolerance: conformanceTolerance, from: world)
    }

    /// Whether every event has been applied.
    public var isAtEnd: Bool { world.index >= recording.events.count }

    /// Applies the next event and returns the violations it caused.
    /// - Precondition: `!isAtEnd`.
    @discardableResult
    public mutating func step() -> [Violation] {
        // The event is read in place from the recording each time (not copied out).
        let found = Self.advance(&world, checking: &checks, by: recording.events[world.index])
        violationCount += found.count
        return found
    }

    /// The state at the current index as JSON (FORMAT.md, "State and state paths"), with the violations found so far.
    package var state: Value { StateProjection(world, violations: violationCount).value }

    /// One step of a replay: applies `event` to `world`, checks it with `checks` (which take down
    /// what they need of the state after it) and returns the violations (`step()`, and a replay of
    /// events as they are read, which counts them).
    package static func advance(
        _ world: inout World, checking checks: inout InvariantChecks, by event: borrowing Event
    ) -> [Violation] {
        world.applyInPlace(event)
        world.scratch.effects.violationsBefore = checks.count
        return checks.check(event, outcome: world.scratch.effects, after: world)
    }

    /// Applies events up to index `index` (or the end), handing each violation to `report`.
    public mutating func run(to index: Int? = nil, report: (Violation) -> Void = { _ in }) {
        let end = min(index ?? recording.events.count, recording.events.count)
        while world.index < end {
            for violation in step() { report(violation) }
        }
    }
}
