/// One broken invariant or expectation, at the event that broke it.
///
/// It prints as one line, its event and then what `scrolltape check` says of it (`event 56:
/// [header.bounds] header height 152 exceeds maxHeight 148 (event 56, scroll y=-160)`): its
/// `description` is declared in ScrollTape, beside ``Diagnostic`` whose text it shares.
public struct Violation: Hashable, Sendable {
    /// The broken invariant's name (`expect` for a failed expectation, `conformance` for an `observe`
    /// line the model does not match).
    public var invariant: InvariantName
    /// The index of the offending event (1-based; 0 for the recording as a whole).
    public var eventIndex: Int
    /// What is wrong, with the values involved, e.g. "header height 152 exceeds maxHeight 148 (event 56, scroll y=-160)".
    public var message: String
    /// The values the message shows, as data, in the order it shows them and named by state path
    /// where there is one (`header.height`, `scroll.offset.y`), so that a report (`check --format
    /// json`) renders from the same facts as the message. Numbers are unrounded.
    public var values: [Value.Member]

    /// A violation of `invariant` at event `eventIndex` (0: the recording as a whole), with its message
    /// and the values the message shows (none by default).
    public init(
        _ invariant: InvariantName, event eventIndex: Int, _ message: String, values: [Value.Member] = []
    ) {
        self.invariant = invariant
        self.eventIndex = eventIndex
        self.message = message
        self.values = values
    }
}

extension Value.Member {
    /// A named number.
    package static func number(_ key: String, _ number: Double) -> Value.Member {
        Value.Member(key, .number(number))
    }
}

/// What an invariant finds wrong with one state: the message and the values it shows (a
/// `Violation` once it is placed at an event).
struct InvariantProblem {
    var message: String
    var values: [Value.Member]

    init(_ message: String, _ values: [Value.Member]) {
        self.message = message
        self.values = values
    }
}
