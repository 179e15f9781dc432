/// The invariants of SPEC §6 that are checked event by event, and what they share.
///
/// Each is an `Invariant` (one file each); `check(before:event:effects:after:)` is pure: it
/// compares the state before an event with the state after it (and what the event did).
public enum Invariants {
    /// The invariants of SPEC §6 that are checked event by event, in the order their violations
    /// are reported (`replay.deterministic` is checked over the whole replay:
    /// `Recording.determinismViolations`). Adding one is one file with its `Invariant`, one line
    /// here and one in ``check(before:event:effects:after:conformanceTolerance:)`` (a test keeps the
    /// two in step). `conformance` compares with the recording's own tolerance.
    public static let builtIn: [any Invariant] = builtIn(conformanceTolerance: nil)

    /// ``builtIn`` with `conformance` comparing `observe` numbers within `conformanceTolerance`
    /// points (nil: the recording's own `conformanceTolerance`, else 0.5).
    public static func builtIn(conformanceTolerance: Double?) -> [any Invariant] {
        [
            HeaderBoundsInvariant(), HeaderOverscrollInvariant(), HeaderDirectionInvariant(),
            ContentBelowHeaderInvariant(), ScrollRestInvariant(), PassThroughInvariant(),
            UpdateAnchorInvariant(), IndicatorBelowHeaderInvariant(), SectionBelowHeaderInvariant(),
            KeyboardRowVisibleInvariant(), NavigationBarTouchesInvariant(),
            TabsUnderlineInvariant(), ExpectInvariant(),
            ConformanceInvariant(tolerance: conformanceTolerance),
        ]
    }

    /// Every violation of the built-in invariants that applying `event` (whose index is
    /// `after.index`, and which did `effects`) caused: what checking
    /// ``builtIn(conformanceTolerance:)`` gives, with each invariant's check called directly (the
    /// reducer's hot path: measured 17% faster than through the protocol).
    /// `conformanceTolerance`: as in ``builtIn(conformanceTolerance:)``.
    public static func check(
        before: World, event: Event, effects: EventEffects, after: World, conformanceTolerance: Double? = nil
    ) -> [Violation] {
        var memory = InvariantMemory(before)
        return check(
            remembering: &memory, event: event, effects: effects, after: after,
            conformanceTolerance: conformanceTolerance)
    }

    /// ``check(before:event:effects:after:conformanceTolerance:)`` with what the invariants need of
    /// the state before the event in `memory` (`InvariantMemory(before)`), which then becomes that
    /// of `after`: a replay keeps it from one event to the next instead of a copy of the state.
    public static func check(
        remembering memory: inout InvariantMemory, event: Event, effects: EventEffects, after: World,
        conformanceTolerance: Double? = nil
    ) -> [Violation] {
        var found: [Violation] = []
        if after.header?.height != nil {
            HeaderBoundsInvariant.checkHeaderBounds(remembering: &memory, after: after, into: &found)
            HeaderOverscrollInvariant.checkHeaderOverscroll(
                heightBefore: memory.headerHeight, effects: effects, after: after, into: &found)
            HeaderDirectionInvariant.checkHeaderDirection(
                heightBefore: memory.headerHeight, effects: effects, after: after, into: &found)
            ContentBelowHeaderInvariant.checkContentBelowHeader(
                remembering: &memory, after: after, into: &found)
        }
        ScrollRestInvariant.checkScrollRest(remembering: &memory, after: after, into: &found)
        switch event.kind {
        case .touch(let id, .began, let location):
            PassThroughInvariant.checkPassThrough(
                touch: "touch \(id)", at: location, after: after, into: &found)
        case .tap(let location):
            PassThroughInvariant.checkPassThrough(touch: "tap", at: location, after: after, into: &found)
        case .update:
            UpdateAnchorInvariant.checkUpdateAnchor(effects: effects, after: after, into: &found)
        default:
            break
        }
        if after.header?.height != nil {
            IndicatorBelowHeaderInvariant.checkIndicatorBelowHeader(after: after, into: &found)
            SectionBelowHeaderInvariant.checkSectionBelowHeader(
                remembering: &memory, after: after, into: &found)
        }
        if after.keyboard != nil {
            KeyboardRowVisibleInvariant.checkKeyboardRowVisible(
                remembering: &memory, after: after, into: &found)
        }
        if !after.effects.isEmpty {
            switch event.kind {
            case .touch(let id, .began, let location):
                NavigationBarTouchesInvariant.checkNavigationBarTouch(
                    "touch \(id)", at: location, after: after, into: &found)
            case .tap(let location):
                NavigationBarTouchesInvariant.checkNavigationBarTouch(
                    "tap", at: location, after: after, into: &found)
            default:
                break
            }
            TabsUnderlineInvariant.checkTabsUnderline(remembering: &memory, after: after, into: &found)
        }
        switch event.kind {
        case .expect(let expectation):
            ExpectInvariant.checkExpectation(expectation, after: after, into: &found)
        case .observe(let values):
            ConformanceInvariant.checkObservation(
                values, at: event.t, tolerance: conformanceTolerance, after: after, into: &found)
        default:
            break
        }
        memory.finish(after)
        return found
    }

    /// Every violation of `invariants` that applying `event` caused, in their order.
    public static func check(
        _ invariants: [any Invariant], before: World, event: Event, effects: EventEffects, after: World
    ) -> [Violation] {
        var found: [Violation] = []
        // Indices rather than `for … in`: the array's elements are used in place, not copied out
        // one by one (the reducer's hot path).
        invariants.withUnsafeBufferPointer { invariants in
            for index in invariants.indices {
                let violations = invariants[index].check(
                    before: before, event: event, effects: effects, after: after)
                if !violations.isEmpty { found += violations }
            }
        }
        return found
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
        guard let actual = state[path: path] else { return "no value at '\(path)'" }
        return actual.matches(expected, tolerance: tolerance) ? nil : actual.compactText
    }
}
