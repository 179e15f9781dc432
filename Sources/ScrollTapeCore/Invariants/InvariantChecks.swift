/// The invariants a replay checks, with what each remembers: the built-in ones of SPEC §6 (one
/// chain of direct calls), then a project's own (each through an eraser, which only they pay
/// for). A value: a copy checks on from where the original was.
public struct InvariantChecks: Sendable {
    /// The built-in invariants and their memory.
    private var builtIns: some InvariantChain = Invariants.builtInChain()
    /// A project's own invariants, each with its memory.
    private var custom: [any InvariantChain]

    /// Checks of the built-in invariants, then `invariants`, from `state` on: the state before the
    /// first event checked (the initial state, or one a replay resumes from).
    /// `conformanceTolerance`: as in ``Invariants/builtIn(conformanceTolerance:)``.
    public init(_ invariants: [any Invariant] = [], conformanceTolerance: Double? = nil, from state: World) {
        if let conformanceTolerance {
            builtIns.change(ConformanceInvariant.self) { $0.tolerance = conformanceTolerance }
        }
        builtIns.start(from: state)
        custom = invariants.map { Self.chain($0, from: state) }
    }

    private static func chain<Checked: Invariant>(_ invariant: Checked, from state: World)
        -> any InvariantChain
    {
        var chain = NoInvariants().then(invariant)
        chain.start(from: state)
        return chain
    }

    /// The violations that applying `event` caused (it did `effects` and left `after`), in the
    /// order of the invariants; each invariant takes down what it needs of `after`.
    public mutating func check(_ event: Event, effects: EventEffects, after: World) -> [Violation] {
        var found: [Violation] = []
        builtIns.check(event, effects: effects, after: after, into: &found)
        for index in custom.indices {
            custom[index].check(event, effects: effects, after: after, into: &found)
        }
        return found
    }
}
