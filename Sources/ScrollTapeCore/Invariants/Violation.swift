/// One broken invariant or expectation, at the event that broke it.
public struct Violation: Hashable, Sendable {
    public var invariant: InvariantName
    /// The index of the offending event (1-based; 0 for the recording as a whole).
    public var eventIndex: Int
    /// What is wrong, with the values involved, e.g. "header height 152 exceeds maxHeight 148 (event 56, scroll y=-160)".
    public var message: String

    public init(_ invariant: InvariantName, event eventIndex: Int, _ message: String) {
        self.invariant = invariant
        self.eventIndex = eventIndex
        self.message = message
    }
}
