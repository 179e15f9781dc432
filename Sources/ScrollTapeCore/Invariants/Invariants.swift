/// The built-in invariants that are checked event by event, and what they share.
///
/// Each is an `Invariant` (one file each); its check is pure: it looks at what an event did and the
/// state after it, with what it remembered of the states before.
public enum Invariants {
    /// The built-in invariants that are checked event by event, in the order their violations
    /// are reported (`replay.deterministic` is checked over the whole replay:
    /// `Recording.determinismViolations`). `conformance` compares with the recording's own
    /// tolerance.
    public static let builtIn: [any Invariant] = builtIn(conformanceTolerance: nil)

    /// ``builtIn`` with `conformance` comparing `observe` numbers within `conformanceTolerance`
    /// points (nil: the recording's own `conformanceTolerance`, else 0.5).
    package static func builtIn(conformanceTolerance: Double?) -> [any Invariant] {
        var chain = builtInChain()
        chain.change(ConformanceInvariant.self) { $0.tolerance = conformanceTolerance }
        return chain.invariants
    }

    /// The built-in invariants as one chain of direct calls (what `InvariantChecks` runs): adding
    /// one is its file and one line here.
    /// (`conformance` with the recording's own tolerance: `change(ConformanceInvariant.self)` to
    /// give another.)
    package static func builtInChain() -> some InvariantChain {
        NoInvariants()
            .then(HeaderBoundsInvariant())
            .then(HeaderOverscrollInvariant())
            .then(HeaderDirectionInvariant())
            .then(ContentBelowHeaderInvariant())
            .then(ScrollRestInvariant())
            .then(PassThroughInvariant())
            .then(UpdateAnchorInvariant())
            .then(IndicatorBelowHeaderInvariant())
            .then(SectionBelowHeaderInvariant())
            // Two chains of at most 10, run one after the other: one chain of 16 was miscompiled
            // in release builds (Swift 6.3; `InvariantChecks` then read its other stored property
            // at a wrong place and crashed), which `tools/check-release.sh` checks.
            .followed(by: laterChain())
    }

    /// The built-in invariants after `section.belowHeader`, in report order.
    private static func laterChain() -> some InvariantChain {
        NoInvariants()
            .then(KeyboardRowVisibleInvariant())
            .then(NavigationBarTouchesInvariant())
            .then(TabsUnderlineInvariant())
            .then(ExpectInvariant())
            .then(ConformanceInvariant())
            .then(HeaderExpandedAtTopInvariant())
            .then(SectionGapBelowHeaderInvariant())
            .then(ScrollFollowsFingerInvariant())
    }

    /// Whether a problem that is reported once while it lasts (not again at every event while it
    /// stays) is new at `after`: it is there (`isThere`) and was not at the state before, as
    /// `hadIt` remembers (which then takes down `isThere`). At the first event a problem is new.
    @inline(__always)
    static func isNew(_ isThere: Bool, at after: World, remembering hadIt: inout Bool) -> Bool {
        defer { hadIt = isThere }
        return isThere && (after.index == 1 || !hadIt)
    }

    /// The header view's window frame in `geometry` when the scene's header view is in front of
    /// the primary list (a later top-level view), the case where it can cover the list; else nil.
    static func headerFrameInFront(of scene: Scene, in geometry: ViewGeometry) -> Rect? {
        guard let header = scene.header, let headerIndex = scene.topLevelIndex(of: header.viewID),
            let scrollIndex = scene.topLevelIndex(of: scene.scroll.id), headerIndex > scrollIndex
        else { return nil }
        return geometry.windowFrame(of: header.viewID)
    }

    /// "(event 56, scroll y=-160)": where a violation happened.
    static func context(_ world: World) -> String {
        let axis = world.scene.scroll.axis == .vertical ? "y" : "x"
        return "(event \(world.index), scroll \(axis)=\(formatNumber(world.axisOffset)))"
    }

    /// The values `context(world)` shows: the list's offset along its axis (`scroll.offset.y`).
    static func contextValues(_ world: World) -> [Value.Member] {
        [.number(offsetPath(world), world.axisOffset)]
    }

    /// The state path of the list's offset along its axis: `scroll.offset.y` or `scroll.offset.x`.
    static func offsetPath(_ world: World) -> String {
        world.scene.scroll.axis == .vertical ? "scroll.offset.y" : "scroll.offset.x"
    }

    /// The actual value's text when the value at `path` does not match `expected`, or nil when it does.
    static func mismatch(at path: String, expected: Value, in state: Value, tolerance: Double) -> String? {
        guard let actual = state[path: StatePath(path)] else { return "no value at '\(path)'" }
        return actual.matches(expected, tolerance: tolerance) ? nil : actual.compactText
    }
}
