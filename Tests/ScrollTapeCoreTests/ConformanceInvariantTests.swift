import Testing

@testable import ScrollTapeCore

/// `conformance`: what the device showed (`observe`) against the model, within which tolerance,
/// and how a mismatch reads.
@Suite struct ConformanceInvariantTests {
    /// Replays `events` on `scene` (by default the iPhone 11 collapsing screen at rest at its top:
    /// offset −148, header 148, phase idle) and returns every violation.
    static func violations(
        _ events: [Event], on scene: Scene = Scenes.collapsing(), conformanceTolerance: Double? = nil
    ) -> [Violation] {
        InvariantTests.violations(scene, events, conformanceTolerance: conformanceTolerance)
    }

    static func observe(at t: Double = 0, _ members: [(String, Value)]) -> Event {
        Event(t: t, .observe(members.map { Value.Member($0.0, $0.1) }))
    }

    /// The messages of `violations(events, …)`, each checked to be a `conformance` one.
    static func messages(
        _ events: [Event], on scene: Scene = Scenes.collapsing(), conformanceTolerance: Double? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String] {
        let found = violations(events, on: scene, conformanceTolerance: conformanceTolerance)
        #expect(found.allSatisfy { $0.invariant == .conformance }, "\(found)", sourceLocation: sourceLocation)
        return found.map(\.message)
    }

    // MARK: what a mismatch says

    @Test func aNumberOffByMoreThanTheToleranceNamesThePathBothValuesTheDifferenceAndTheTime() {
        let found = Self.violations([
            Event(t: 0, .frame), Self.observe(at: 1.25, [("header.height", .number(144))]),
        ])
        #expect(
            found == [
                Violation(
                    .conformance, event: 2,
                    "header.height: the device showed 144, the model has 148: off by 4, more than the tolerance 0.5 "
                        + "(event 2, t=1.25)",
                    values: [
                        Value.Member("path", .string("header.height")), .number("shown", 144),
                        .number("model", 148),
                        .number("tolerance", 0.5), .number("t", 1.25),
                    ])
            ])
    }

    /// A view's `x` and `y` are compared where it is drawn: with its transform's translation when
    /// the device showed one. An effect an app makes with a translation (the frame left where it
    /// was laid out, `transform.ty` moving it) matches the model's move of the frame; a view drawn
    /// elsewhere is reported with the sum it was compared by; a translation shown without its
    /// position is compared on its own.
    @Test func aViewIsComparedWhereItIsDrawnWithItsTranslation() {
        // The back button at rest on the collapsing screen: y = 48 + 4 = 52.
        #expect(
            Self.messages([
                Self.observe([("views.back.y", .number(32)), ("views.back.transform.ty", .number(20))]),
                Self.observe([("views.back.x", .number(8)), ("views.back.transform.tx", .number(0))]),
            ]) == [])
        #expect(
            Self.messages([
                Self.observe(
                    at: 0.5, [("views.back.y", .number(52)), ("views.back.transform.ty", .number(20))])
            ]) == [
                "views.back.y + transform.ty: the device showed 72, the model has 52: off by 20, more than the "
                    + "tolerance 0.5 (event 1, t=0.5)"
            ])
        #expect(
            Self.messages([Self.observe(at: 0.5, [("views.back.transform.ty", .number(20))])]) == [
                "views.back.transform.ty: the device showed 20, the model has 0: off by 20, more than the "
                    + "tolerance 0.5 (event 1, t=0.5)"
            ])
    }

    @Test func aStringIsComparedExactlyAndQuoted() {
        #expect(
            Self.messages([
                Self.observe(at: 0.5, [("scroll.phase", .string("idle"))]),
                Self.observe(at: 0.5, [("scroll.phase", .string("bouncing"))]),
            ]) == [#"scroll.phase: the device showed "bouncing", the model has "idle" (event 2, t=0.5)"#])
    }

    @Test func aListIsComparedElementByElement() {
        #expect(
            Self.messages([
                Self.observe([("touches", .array([]))]),
                Self.observe([("touches", .array([.object([.init("id", .number(1))])]))]),
            ]) == [#"touches: the device showed [{"id":1}], the model has [] (event 2, t=0)"#])
    }

    @Test func aPathTheModelHasNoValueAtSaysSo() {
        // No finger is down: `touches.0.x` names nothing now.
        #expect(
            Self.messages([Self.observe([("touches.0.x", .number(200))])]) == [
                "touches.0.x: the device showed 200, the model has no value there (event 1, t=0)"
            ])
    }

    @Test func aValueOfAnotherTypeShowsBothValues() {
        #expect(
            Self.messages([Self.observe([("header.height", .string("148"))])]) == [
                #"header.height: the device showed "148", the model has 148 (event 1, t=0)"#
            ])
    }

    @Test func severalPathsThatDifferAtOneEventGiveOneViolationEachInTheLinesOrder() {
        let found = Self.violations([
            Self.observe(
                at: 0.1,
                [
                    ("scroll.phase", .string("dragging")), ("header.height", .number(148.2)),
                    ("scroll.offset.y", .number(-140)),
                ])
        ])
        #expect(
            found == [
                Violation(
                    .conformance, event: 1,
                    #"scroll.phase: the device showed "dragging", the model has "idle" (event 1, t=0.1)"#,
                    values: [
                        Value.Member("path", .string("scroll.phase")),
                        Value.Member("shown", .string("dragging")),
                        Value.Member("model", .string("idle")), .number("tolerance", 0.5), .number("t", 0.1),
                    ]),
                Violation(
                    .conformance, event: 1,
                    "scroll.offset.y: the device showed -140, the model has -148: off by 8, more than the tolerance "
                        + "0.5 (event 1, t=0.1)",
                    values: [
                        Value.Member("path", .string("scroll.offset.y")), .number("shown", -140),
                        .number("model", -148),
                        .number("tolerance", 0.5), .number("t", 0.1),
                    ]),
            ])
    }

    @Test func theDifferenceIsShownWithTheDecimalsThatPutItOverTheTolerance() {
        #expect(
            Self.messages([Self.observe([("header.height", .number(148.504))])]) == [
                "header.height: the device showed 148.504, the model has 148: off by 0.504, more than the "
                    + "tolerance 0.5 (event 1, t=0)"
            ])
        #expect(
            Self.messages([Self.observe([("header.height", .number(147.9))])], conformanceTolerance: 0.0625)
                == [
                    "header.height: the device showed 147.9, the model has 148: off by 0.1, more than the tolerance "
                        + "0.0625 (event 1, t=0)"
                ])
    }

    @Test func theTimeIsTheEventsWithFourDecimals() {
        #expect(
            Self.messages([Self.observe(at: 7.233333, [("header.height", .number(100))])]) == [
                "header.height: the device showed 100, the model has 148: off by 48, more than the tolerance 0.5 "
                    + "(event 1, t=7.2333)"
            ])
    }

    // MARK: the tolerance

    /// The model's header is 148: a difference equal to the tolerance passes, a hair more fails.
    @Test(arguments: [
        (148.5, true), (147.5, true), (148.51, false), (147.49, false), (148.500001, false),
    ])
    func aDifferenceEqualToTheToleranceMatches(shown: Double, matches: Bool) {
        let found = Self.violations([Self.observe([("header.height", .number(shown))])])
        #expect(found.isEmpty == matches, "\(found)")
    }

    /// 108.7 − 108.2 is 0.50000000000001 in binary: as written, exactly at the tolerance, and it
    /// passes through the replay's own offset too (the boundary itself: `ValueTests`).
    @Test(arguments: [(0.5, 108.7, true), (0.5, 107.7, true), (0.5, 108.71, false)])
    func theBoundaryHoldsForDecimalsThatBinaryCannotHoldExactly(
        tolerance: Double, shown: Double, matches: Bool
    ) {
        let events = [
            Event(t: 0, .scroll(.absolute(x: nil, y: 108.2))),
            Self.observe([("scroll.offset.y", .number(shown))]),
        ]
        let found = Self.violations(events, conformanceTolerance: tolerance)
        #expect(found.isEmpty == matches, "\(found)")
    }

    @Test func theToleranceIsTheReplaysElseTheRecordingsElseHalfAPoint() {
        let jitter = [Self.observe([("header.height", .number(144))])]
        var lenient = Scenes.collapsing()
        lenient.conformanceTolerance = 5
        #expect(Self.violations(jitter, on: lenient).isEmpty, "the recording's own 5")
        #expect(
            Self.messages(jitter, on: lenient, conformanceTolerance: 1) == [
                "header.height: the device showed 144, the model has 148: off by 4, more than the tolerance 1 "
                    + "(event 1, t=0)"
            ],
            "the replay's 1 overrides the recording's 5")
        #expect(Self.violations(jitter, conformanceTolerance: 4).isEmpty, "exactly 4 off, tolerance 4")
        #expect(Self.violations(jitter).count == 1, "0.5 by default")
        #expect(ConformanceInvariant.tolerance(nil, for: Scenes.collapsing()) == Tolerance.conformance)
        #expect(ConformanceInvariant.tolerance(nil, for: lenient) == 5)
        #expect(ConformanceInvariant.tolerance(0, for: lenient) == 0)
    }

    @Test func toleranceZeroComparesNumbersExactly() {
        let events = [
            Self.observe([("header.height", .number(148))]),
            Self.observe([("header.height", .number(148.25))]),
        ]
        #expect(
            Self.messages(events, conformanceTolerance: 0) == [
                "header.height: the device showed 148.25, the model has 148: off by 0.25, more than the tolerance "
                    + "0 (event 2, t=0)"
            ])
    }

    /// The `Invariant` value carries its tolerance (nil: the recording's own), and checking through
    /// it gives what the replay's direct call gives.
    @Test func theInvariantValueCarriesItsTolerance() {
        let scene = Scenes.collapsing()
        let event = Self.observe(at: 0.2, [("header.height", .number(145))])
        let before = World(scene: scene)
        var after = before
        let outcome = after.apply(event)
        let strict = ConformanceInvariant().check(event, outcome: outcome, after: after)
        #expect(
            strict.map(\.message) == [
                "header.height: the device showed 145, the model has 148: off by 3, more than the tolerance 0.5 "
                    + "(event 1, t=0.2)"
            ])
        #expect(
            strict
                == Invariants.check(before: before, event: event, outcome: outcome, after: after))
        #expect(
            ConformanceInvariant(tolerance: 3).check(event, outcome: outcome, after: after).isEmpty)
        #expect(
            Invariants.check(
                before: before, event: event, outcome: outcome, after: after, conformanceTolerance: 3
            )
            .isEmpty)
        #expect(ConformanceInvariant(tolerance: 3).tolerance == 3)
        #expect(ConformanceInvariant().tolerance == nil)
    }
}
