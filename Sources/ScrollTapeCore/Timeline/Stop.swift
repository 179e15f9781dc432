/// Where a search stopped, and why.
public struct Stop: Hashable, Sendable {
    public var index: Int
    /// Every reason that holds at `index`, in rule order: watches, violations, breakpoints, the end.
    public var reasons: [Reason]

    public enum Reason: Hashable, Sendable {
        /// A watched value changed (nil: no value at the path).
        case changed(path: StatePath, from: Value?, to: Value?)
        /// A watched condition became true.
        case becameTrue(Condition)
        /// The event broke an invariant.
        case violation(Violation)
        case breakpoint(Breakpoint)
        /// The last index (searching forward).
        case end
        /// Index 0 (searching backward).
        case start
    }
}
