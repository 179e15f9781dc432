/// The invariants of SPEC §6 that are checked event by event, and what they share.
///
/// Each is an `Invariant` (one file each); `check(before:event:after:)` is pure: it compares the
/// state before an event with the state after it (and the offset trace the world kept while
/// applying it).
public enum Invariants {
    /// The invariants of SPEC §6 that are checked event by event, in the order their violations
    /// are reported (`replay.deterministic` is checked over the whole replay:
    /// `Recording.determinismViolations`). Adding one is one file with its `Invariant` and one
    /// line here.
    public static let builtIn: [any Invariant] = [
        HeaderBoundsInvariant(), HeaderOverscrollInvariant(), HeaderDirectionInvariant(),
        ContentBelowHeaderInvariant(), ScrollRestInvariant(), PassThroughInvariant(), UpdateAnchorInvariant(),
        ExpectInvariant(), ConformanceInvariant(),
    ]

    /// Every violation of the built-in invariants that applying `event` (whose index is
    /// `after.index`) caused.
    public static func check(before: World, event: Event, after: World) -> [Violation] {
        check(builtIn, before: before, event: event, after: after)
    }

    /// Every violation of `invariants` that applying `event` caused, in their order.
    public static func check(_ invariants: [any Invariant], before: World, event: Event, after: World)
        -> [Violation]
    {
        var found: [Violation] = []
        for invariant in invariants {
            let violations = invariant.check(before: before, event: event, after: after)
            if !violations.isEmpty { found += violations }
        }
        return found
    }

    /// "(event 56, scroll y=-160)": where a violation happened.
    static func context(_ world: World) -> String {
        let axis = world.scene.scroll.axis == .vertical ? "y" : "x"
        return "(event \(world.index), scroll \(axis)=\(formatNumber(world.axisOffset)))"
    }

    /// The actual value's text when the value at `path` does not match `expected`, or nil when it does.
    static func mismatch(at path: String, expected: Value, in state: Value, tolerance: Double) -> String? {
        guard let actual = state[path: path] else { return "no value at '\(path)'" }
        return actual.matches(expected, tolerance: tolerance) ? nil : actual.compactText
    }
}
