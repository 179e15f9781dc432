/// Invariants checked one after another, each with its memory, with their types known to the
/// compiler: the built-in ones are one chain (`Invariants.builtInChain`), so a replay calls each
/// check directly, without a dynamic call per invariant.
package protocol InvariantChain: Sendable {
    /// Starts each invariant's memory from `state`, the state before the first event checked
    /// (`Invariant.memory(of:)`).
    mutating func start(from state: World)

    /// Checks each, in order, adding what they find to `found` (`Invariant.check`).
    /// - Precondition: started.
    mutating func check(_ event: Event, outcome: EventOutcome, after: World, into found: inout [Violation])

    /// The invariants, in order.
    var invariants: [any Invariant] { get }

    /// Changes each invariant of type `type` with `change` (before it starts).
    mutating func change<Target: Invariant>(_ type: Target.Type, _ change: (inout Target) -> Void)
}

extension InvariantChain {
    /// The chain with the built-in `invariant` checked after its own, directly.
    package func then<Last: BuiltInInvariant>(_ invariant: Last) -> BuiltInLink<Self, Last> {
        BuiltInLink(earlier: self, last: invariant)
    }

    /// The chain with a project's `invariant` checked after its own, given each event as a
    /// `ReplayStep`.
    package func then<Last: Invariant>(_ invariant: Last) -> InvariantLink<Self, Last> {
        InvariantLink(earlier: self, last: invariant)
    }

    /// This chain, then `later`: their invariants in that order.
    package func followed<Later: InvariantChain>(by later: Later) -> InvariantChains<Self, Later> {
        InvariantChains(first: self, second: later)
    }
}

/// Two chains run one after the other.
package struct InvariantChains<First: InvariantChain, Second: InvariantChain>: InvariantChain {
    var first: First
    var second: Second

    package mutating func start(from state: World) {
        first.start(from: state)
        second.start(from: state)
    }

    @inline(__always)
    package mutating func check(
        _ event: Event, outcome: EventOutcome, after: World, into found: inout [Violation]
    ) {
        first.check(event, outcome: outcome, after: after, into: &found)
        second.check(event, outcome: outcome, after: after, into: &found)
    }

    package var invariants: [any Invariant] { first.invariants + second.invariants }

    package mutating func change<Target: Invariant>(_ type: Target.Type, _ change: (inout Target) -> Void) {
        first.change(type, change)
        second.change(type, change)
    }
}

/// The chain of no invariants, where a chain starts.
package struct NoInvariants: InvariantChain {
    package init() {}

    package mutating func start(from state: World) {}

    @inline(__always)
    package mutating func check(
        _ event: Event, outcome: EventOutcome, after: World, into found: inout [Violation]
    ) {}

    package var invariants: [any Invariant] { [] }

    package mutating func change<Target: Invariant>(_ type: Target.Type, _ change: (inout Target) -> Void) {}
}

/// The invariants of `earlier`, then the built-in `last`, with its memory: `last` reads the
/// event, what it did and the state after it where they are (no step is made for it).
package struct BuiltInLink<Earlier: InvariantChain, Last: BuiltInInvariant>: InvariantChain {
    var earlier: Earlier
    var last: Last
    /// What `last` remembers (nil until started).
    var memory: Last.Memory?

    init(earlier: Earlier, last: Last) {
        self.earlier = earlier
        self.last = last
    }

    package mutating func start(from state: World) {
        earlier.start(from: state)
        memory = last.memory(of: state)
    }

    @inline(__always)
    package mutating func check(
        _ event: Event, outcome: EventOutcome, after: World, into found: inout [Violation]
    ) {
        earlier.check(event, outcome: outcome, after: after, into: &found)
        // `memory!` traps if the chain was not started.
        last.check(event, outcome: outcome, after: after, remembering: &memory!, into: &found)
    }

    package var invariants: [any Invariant] { earlier.invariants + [last] }

    package mutating func change<Target: Invariant>(_ type: Target.Type, _ change: (inout Target) -> Void) {
        earlier.change(type, change)
        guard var target = last as? Target else { return }
        change(&target)
        last = target as! Last
    }
}

/// The invariants of `earlier`, then a project's `last`, with its memory: `last` reads a
/// `ReplayStep` (a copy of the state, made for it).
package struct InvariantLink<Earlier: InvariantChain, Last: Invariant>: InvariantChain {
    var earlier: Earlier
    var last: Last
    /// What `last` remembers (nil until started).
    var memory: Last.Memory?

    init(earlier: Earlier, last: Last) {
        self.earlier = earlier
        self.last = last
    }

    package mutating func start(from state: World) {
        earlier.start(from: state)
        memory = last.memory(of: state)
    }

    @inline(__always)
    package mutating func check(
        _ event: Event, outcome: EventOutcome, after: World, into found: inout [Violation]
    ) {
        earlier.check(event, outcome: outcome, after: after, into: &found)
        // `memory!` traps if the chain was not started.
        last.check(
            ReplayStep(event, outcome: outcome, after: after), remembering: &memory!, into: &found)
    }

    package var invariants: [any Invariant] { earlier.invariants + [last] }

    package mutating func change<Target: Invariant>(_ type: Target.Type, _ change: (inout Target) -> Void) {
        earlier.change(type, change)
        guard var target = last as? Target else { return }
        change(&target)
        last = target as! Last
    }
}
