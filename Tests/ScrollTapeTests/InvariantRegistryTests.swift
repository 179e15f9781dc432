import ScrollTape
import Testing

/// The invariants as `Invariant` values: the registry and the hot path agree, and a project adds
/// rules of its own.
@Suite struct InvariantRegistryTests {
    /// `Invariants.check(before:event:effects:after:conformanceTolerance:)` calls the built-in checks
    /// directly; through the registered list they give exactly the same violations, at every event
    /// of every recording, with the recording's own conformance tolerance and with another one.
    @Test(arguments: RecordingsTests.recordingPaths)
    func theRegistryAndTheHotPathAgree(_ path: String) throws {
        let recording = try RecordingsTests.load(path).recording
        var world = World(scene: recording.scene)
        let strict = Invariants.builtIn(conformanceTolerance: 0.1)
        for event in recording.events {
            let before = world
            let effects = world.apply(event)
            #expect(
                Invariants.check(before: before, event: event, effects: effects, after: world)
                    == Invariants.check(
                        Invariants.builtIn, before: before, event: event, effects: effects, after: world))
            #expect(
                Invariants.check(
                    before: before, event: event, effects: effects, after: world, conformanceTolerance: 0.1)
                    == Invariants.check(strict, before: before, event: event, effects: effects, after: world))
        }
    }

    /// The registry holds every built-in invariant checked event by event, once each, in the order
    /// their violations are reported: header checks, then the list, then the events' own.
    @Test func theRegistryHoldsEveryBuiltInInvariantInReportOrder() throws {
        let eventByEvent = InvariantName.allBuiltIn.filter { $0 != .replayDeterministic }
        #expect(Set(Self.order) == Set(eventByEvent), "`order` names every built-in invariant")
        #expect(Invariants.builtIn.map(\.name) == Self.order)
    }

    /// The comparison above is not vacuous for `conformance`: at 0.1 pt the iPad recording's observed
    /// offsets (rounded to device pixels) break it, through either path, and the registry's default
    /// list uses the recording's own tolerance (0.5 there: nothing breaks).
    @Test func aConformanceToleranceReachesBothPaths() throws {
        let path = RecordingsTests.root.appendingPathComponent(
            "recordings/ipad-trackpad-wheel-app-scroll.jsonl"
        )
        .path
        let recording = try RecordingsTests.load(path).recording
        func conformance(_ check: (World, Event, EventEffects, World) -> [Violation]) -> [Violation] {
            var world = World(scene: recording.scene)
            var found: [Violation] = []
            for event in recording.events {
                let before = world
                let effects = world.apply(event)
                found += check(before, event, effects, world).filter { $0.invariant == .conformance }
            }
            return found
        }
        let direct = conformance {
            Invariants.check(before: $0, event: $1, effects: $2, after: $3, conformanceTolerance: 0.1)
        }
        #expect(!direct.isEmpty)
        #expect(direct.allSatisfy { $0.message.contains(", more than the tolerance 0.1 (event ") })
        #expect(
            direct
                == conformance {
                    Invariants.check(
                        Invariants.builtIn(conformanceTolerance: 0.1), before: $0, event: $1, effects: $2,
                        after: $3)
                })
        #expect(
            conformance {
                Invariants.check(Invariants.builtIn, before: $0, event: $1, effects: $2, after: $3)
            }.isEmpty)
        #expect(recording.replay(conformanceTolerance: 0.1).violations == direct)
        #expect(recording.replay().violations.isEmpty)
    }

    static let order: [InvariantName] = [
        .headerBounds, .headerOverscroll, .headerDirection, .contentBelowHeader, .scrollRest,
        .touchPassThrough,
        .updateAnchor, .indicatorBelowHeader, .sectionBelowHeader, .keyboardRowVisible, .navigationBarTouches,
        .tabsUnderline,
        .expect,
        .conformance,
    ]

    /// A rule of the project's own screen: while a finger is down the header stays at least 60 pt.
    struct HeaderAtLeast60WhileTouched: Invariant {
        var name: InvariantName { "app.headerWhileTouched" }

        func check(before: World, event: Event, effects: EventEffects, after: World) -> [Violation] {
            guard !after.touches.isEmpty, let height = after.header?.height, height < 60 else { return [] }
            return [Violation(name, event: after.index, "header \(height) < 60 while a finger is down")]
        }
    }

    @Test func aProjectAddsItsOwnInvariant() throws {
        let path = RecordingsTests.root.appendingPathComponent("recordings/iphone11-collapsing-header.jsonl")
            .path
        let recording = try Recording(contentsOfFile: path)
        let result = recording.replay(invariants: [HeaderAtLeast60WhileTouched()])
        let mine = result.violations.filter { $0.invariant == "app.headerWhileTouched" }
        #expect(mine.count == 322, "every event with a finger down and the header under 60 pt")
        #expect(result.violations.count - mine.count == recording.replay().violations.count)
        #expect(
            result.diagnostics.contains { $0.message.hasPrefix("[app.headerWhileTouched] header 48.0 < 60") })
        #expect(
            InvariantName("app.headerWhileTouched") > .replayDeterministic,
            "a project's own come after SPEC's")
    }
}
