/// The invariants a replay checks, with what each remembers: the built-in ones (one
/// chain of direct calls), then a project's own (each through an eraser, which only they pay
/// for). A value: a copy checks on from where the original was.
package struct InvariantChecks: Sendable {
    /// The built-in invariants and their memory.
    private var builtIns: some InvariantChain = Invariants.builtInChain()
    /// A project's own invariants, each with its memory.
    private var custom: [any InvariantChain]
    /// The app's code's mistakes while the screen was set up (index 0), reported with the first
    /// event's violations.
    private var setUpMisuses: [Violation] = []
    /// How many violations the checks found so far (the state's `violations`).
    package private(set) var count = 0

    /// Checks of the built-in invariants, then `invariants`, from `state` on: the state before the
    /// first event checked (the initial state, or one a replay resumes from).
    /// `conformanceTolerance`: as in `Invariants.builtIn(conformanceTolerance:)`.
    package init(_ invariants: [any Invariant] = [], conformanceTolerance: Double? = nil, from state: World) {
        if let conformanceTolerance {
            builtIns.change(ConformanceInvariant.self) { $0.tolerance = conformanceTolerance }
        }
        builtIns.start(from: state)
        custom = invariants.map { Self.chain($0, from: state) }
        if state.index == 0 { setUpMisuses = Self.violations(of: state) }
    }

    /// The app's code's mistakes in the event that led to `state` (at index 0: while the screen
    /// was set up), as `code.misuse` violations at that index.
    private static func violations(of state: World) -> [Violation] {
        state.scratch.misuses.map { Violation(.codeMisuse, event: state.index, $0.message) }
    }

    private static func chain<Checked: Invariant>(_ invariant: Checked, from state: World)
        -> any InvariantChain
    {
        var chain = NoInvariants().then(invariant)
        chain.start(from: state)
        return chain
    }

    /// The violations that applying `event` caused (it did `outcome` and left `after`): the app's
    /// code's mistakes first (`code.misuse`; before the first event's, those made while the screen
    /// was set up), then the invariants' in their order; each invariant takes down what it needs
    /// of `after`.
    package mutating func check(_ event: Event, outcome: EventOutcome, after: World) -> [Violation] {
        var found: [Violation] = []
        if !setUpMisuses.isEmpty { swap(&found, &setUpMisuses) }
        if !after.scratch.misuses.isEmpty { found += Self.violations(of: after) }
        builtIns.check(event, outcome: outcome, after: after, into: &found)
        for index in custom.indices {
            custom[index].check(event, outcome: outcome, after: after, into: &found)
        }
        count += found.count
        return found
    }
}
