/// Where a search stopped, and why.
package struct Stop: Hashable, Sendable {
    /// The index the search stopped at.
    package var index: Int
    /// Every reason that holds at `index`, in rule order: watches, violations, breakpoints, the end.
    package var reasons: [Reason]

    /// Why a search stopped at an index.
    package enum Reason: Hashable, Sendable {
        /// A watched value changed (nil: no value at the path).
        case changed(path: StatePath, from: Value?, to: Value?)
        /// A watched condition became true.
        case becameTrue(Condition)
        /// The event broke an invariant.
        case violation(Violation)
        /// A breakpoint holds: its index, a `mark` with its label, or its condition.
        case breakpoint(Breakpoint)
        /// The last index (searching forward).
        case end
        /// Index 0 (searching backward).
        case start
    }
}
