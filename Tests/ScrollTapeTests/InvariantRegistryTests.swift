import ScrollTape
import Testing

/// The invariants as `Invariant` values: the built-in chain and the eraser a project's own go
/// through agree, and a project adds rules of its own, with a memory of their own.
@Suite struct InvariantRegistryTests {
    /// A replay calls the built-in invariants directly, one chain; a project's own go through an
    /// eraser. Given the built-in ones again as a project's own, the eraser finds exactly what the
    /// chain finds, at every event of every recording (the known bugs break each invariant that
    /// remembers something, many times), with the recording's own conformance tolerance and with
    /// another one.
    @Test(arguments: RecordingsTests.recordingPaths)
    func theChainAndTheEraserAgree(_ path: String) throws {
        let recording = try RecordingsTests.load(path).recording
        for tolerance in [nil, 0.1] {
            var world = World(scene: recording.scene)
            var checks = InvariantChecks(
                Invariants.builtIn(conformanceTolerance: tolerance), conformanceTolerance: tolerance,
                from: world)
            var chain: [Violation] = []
            for event in recording.events {
                let outcome = world.apply(event)
                let found = checks.check(event, outcome: outcome, after: world)
                let half = found.count / 2
                #expect(found.count % 2 == 0 && Array(found[..<half]) == Array(found[half...]))
                chain += found[..<half]
            }
            #expect(chain == recording.replay(conformanceTolerance: tolerance).violations)
            if path.contains("known-bad") { #expect(!chain.isEmpty) }
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
    /// offsets (rounded to device pixels) break it, and the default list uses the recording's own
    /// tolerance (0.5 there: nothing breaks).
    @Test func aConformanceToleranceReachesTheChecks() throws {
        let path = RecordingsTests.root.appendingPathComponent(
            "recordings/ipad-trackpad-wheel-app-scroll.jsonl"
        )
        .path
        let recording = try RecordingsTests.load(path).recording
        let strict = recording.replay(conformanceTolerance: 0.1).violations
        #expect(!strict.isEmpty)
        #expect(strict.allSatisfy { $0.invariant == .conformance })
        #expect(strict.allSatisfy { $0.message.contains(", more than the tolerance 0.1 (event ") })
        #expect(recording.replay().violations.isEmpty)
    }

    static let order: [InvariantName] = [
        .headerBounds, .headerOverscroll, .headerDirection, .contentBelowHeader, .scrollRest,
        .touchPassThrough,
        .updateAnchor, .indicatorBelowHeader, .sectionBelowHeader, .keyboardRowVisible, .navigationBarTouches,
        .tabsUnderline,
        .expect,
        .conformance,
        .headerExpandedAtTop,
        .sectionGapBelowHeader,
        .scrollFollowsFinger,
    ]

    /// A rule of the project's own screen: while a finger is down the header stays at least 60 pt.
    struct HeaderAtLeast60WhileTouched: Invariant {
        var name: InvariantName { "app.headerWhileTouched" }

        func check(_ step: ReplayStep, remembering _: inout Void, into found: inout [Violation]) {
            guard !step.after.touches.isEmpty, let height = step.headerHeightAfter, height < 60 else {
                return
            }
            found.append(Violation(name, event: step.index, "header \(height) < 60 while a finger is down"))
        }
    }

    /// The same rule, reported once when it breaks rather than at every event while it stays
    /// broken: it remembers whether it was broken at the state before.
    struct HeaderAtLeast60WhileTouchedOnce: Invariant {
        var name: InvariantName { "app.headerWhileTouchedOnce" }

        func memory(of state: World) -> Bool { false }

        func check(_ step: ReplayStep, remembering wasBroken: inout Bool, into found: inout [Violation]) {
            let broken = !step.after.touches.isEmpty && step.headerHeightAfter.map { $0 < 60 } == true
            defer { wasBroken = broken }
            guard broken, !wasBroken else { return }
            found.append(Violation(name, event: step.index, "header under 60 pt while a finger is down"))
        }
    }

    @Test func aProjectAddsItsOwnInvariant() throws {
        let path = RecordingsTests.root.appendingPathComponent("recordings/iphone11-collapsing-header.jsonl")
            .path
        let recording = try Recording(contentsOfFile: path)
        let result = recording.replay(AppCode(invariants: [HeaderAtLeast60WhileTouched()]))
        let mine = result.violations.filter { $0.invariant == "app.headerWhileTouched" }
        #expect(mine.count == 322, "every event with a finger down and the header under 60 pt")
        #expect(result.violations.count - mine.count == recording.replay().violations.count)
        #expect(
            result.diagnostics.contains { $0.message.hasPrefix("[app.headerWhileTouched] header 48.0 < 60") })
        #expect(
            InvariantName("app.headerWhileTouched") > .replayDeterministic,
            "a project's own come after the built-in ones")
    }

    /// An invariant with a memory reports each stretch of events where the rule is broken once, at
    /// its first event, and keeps its memory apart from any other's.
    @Test func aProjectsInvariantRemembersWhatItNeeds() throws {
        let path = RecordingsTests.root.appendingPathComponent("recordings/iphone11-collapsing-header.jsonl")
            .path
        let recording = try Recording(contentsOfFile: path)
        let result = recording.replay(
            AppCode(invariants: [
                HeaderAtLeast60WhileTouched(), HeaderAtLeast60WhileTouchedOnce(),
            ]))
        let every = result.violations.filter { $0.invariant == "app.headerWhileTouched" }.map(\.eventIndex)
        let once = result.violations.filter { $0.invariant == "app.headerWhileTouchedOnce" }.map(\.eventIndex)
        let firstOfEachStretch = every.enumerated().filter {
            $0.offset == 0 || every[$0.offset - 1] != $0.element - 1
        }
        .map(\.element)
        #expect(once == firstOfEachStretch)
        #expect(once.count > 1 && once.count < every.count)
    }
}
