/// The fixed names of the invariants `check` runs (SPEC §6).
public enum InvariantName: String, Hashable, Sendable, CaseIterable, Comparable {
    case headerBounds = "header.bounds"
    case headerOverscroll = "header.overscroll"
    case headerDirection = "header.direction"
    case scrollRest = "scroll.rest"
    case touchPassThrough = "touch.passThrough"
    case contentBelowHeader = "content.belowHeader"
    case updateAnchor = "update.anchor"
    case expect
    case conformance
    case replayDeterministic = "replay.deterministic"

    public static func < (lhs: InvariantName, rhs: InvariantName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
