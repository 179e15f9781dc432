import ScrollTape
import Testing

/// The invariants as `Invariant` values: the registry and the hot path agree, and a project adds
/// rules of its own.
@Suite struct InvariantRegistryTests {
    /// `Invariants.check(before:event:effects:after:)` calls the built-in checks directly; through the
    /// registered list they give exactly the same violations, at every event of every recording.
    @Test(arguments: RecordingsTests.recordingPaths)
    func theRegistryAndTheHotPathAgree(_ path: String) throws {
        let recording = try RecordingsTests.load(path).recording
        var world = World(scene: recording.scene)
        for event in recording.events {
            let before = world
            let effects = world.apply(event)
            #expect(
                Invariants.check(before: before, event: event, effects: effects, after: world)
                    == Invariants.check(
                        Invariants.builtIn, before: before, event: event, effects: effects, after: world))
        }
        #expect(
            Invariants.builtIn.map(\.name)
                == InvariantName.allBuiltIn.filter { $0 != .replayDeterministic }.sorted { lhs, rhs in
                    // The registry's order: header checks, then the list, then the events' own.
                    Self.order.firstIndex(of: lhs)! < Self.order.firstIndex(of: rhs)!
                })
    }

    static let order: [InvariantName] = [
        .headerBounds, .headerOverscroll, .headerDirection, .contentBelowHeader, .scrollRest,
        .touchPassThrough,
        .updateAnchor, .expect, .conformance,
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
        #expect(!mine.isEmpty)
        #expect(result.violations.count - mine.count == recording.replay().violations.count)
        #expect(
            result.diagnostics.contains { $0.message.hasPrefix("[app.headerWhileTouched] header 48.0 < 60") })
        #expect(
            InvariantName("app.headerWhileTouched") > .replayDeterministic,
            "a project's own come after SPEC's")
    }
}
