import Foundation
import ScrollTapeExamples
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeCore
@testable import ScrollTapeExplorer

/// `explore` and `shrink` through the library: generated runs find the known bugs,
/// leave the good screens alone, and failing recordings shrink to a few gestures that all matter.
@Suite struct ExploreTests {
    /// The recordings that declare a known bug (`expectFailures`: those in `known-bad/`, and seed
    /// screens with a bug an invariant added since catches), and the others.
    static let knownBad = RecordingsTests.recordingPaths.filter { declaresFailures($0) }
    static let good = RecordingsTests.recordingPaths.filter { !declaresFailures($0) }

    static func declaresFailures(_ path: String) -> Bool {
        (try? RecordingsTests.load(path).recording.scene.expectedFailures.isEmpty) == false
    }

    /// Each known bug is found within 200 runs for seed 1 — except one only a device shows
    /// (`conformance` compares `observe` lines, which generated runs do not have) and one the app
    /// makes itself (an `inset` set at the wrong moment: explore generates what the user and the
    /// system do, and cannot know when an app sets its insets).
    @Test(arguments: knownBad)
    func exploreFindsTheKnownBug(path: String) throws {
        let recording = try RecordingsTests.load(path).recording
        let expected = Set(recording.scene.expectedFailures)
        let appMade = recording.events.contains { if case .inset = $0.kind { true } else { false } }
        let exploration = recording.explore(seed: 1, runs: expected == [.conformance] || appMade ? 30 : 200)
        if expected == [.conformance] || appMade {
            #expect(exploration.failures.isEmpty)
        } else {
            let found = exploration.failures.filter { expected.contains($0.violation.invariant) }
            #expect(!found.isEmpty, "\(exploration.failures.map(\.violation.message))")
            // Every failure written is shrunk and still fails.
            for failure in found.prefix(3) {
                #expect(failure.recording.events.count < failure.generated.events.count)
                #expect(
                    failure.recording.replay().violations.contains {
                        $0.invariant == failure.violation.invariant
                    })
            }
        }
    }

    /// The good screens break nothing in 100 runs (the benchmark runs 10,000 per screen), but
    /// for the pager, where an update while it rests on its last, partial page leaves it between
    /// pages (UIKit does not snap on updates): a real bug of that screen, which explore reports.
    @Test(arguments: good)
    func exploreFindsNothingOnGoodScreens(path: String) throws {
        let recording = try RecordingsTests.load(path).recording
        let exploration = recording.explore(seed: 1, runs: 100)
        for failure in exploration.failures {
            let isPagerUpdate =
                path.hasSuffix("horizontal-pager.jsonl") && failure.violation.invariant == .scrollRest
                && failure.recording.events.contains { if case .update = $0.kind { true } else { false } }
            #expect(isPagerUpdate, "run \(failure.run): \(failure.violation.message)")
        }
    }

    @Test func theSameSeedGivesTheSameRunsWhateverTheirNumber() throws {
        let recording = try RecordingsTests.load(Self.knownBad[0]).recording
        let short = recording.explore(seed: 9, runs: 3)
        let long = recording.explore(seed: 9, runs: 5)
        #expect(short.failures.map(\.generated) == long.failures.filter { $0.run <= 3 }.map(\.generated))
        #expect(Exploration.seed(ofRun: 2, seed: 9) != Exploration.seed(ofRun: 2, seed: 10))
        let world = World(scene: recording.scene)
        #expect(
            GestureGenerator.events(from: world, seed: 4, count: 200)
                == GestureGenerator.events(from: world, seed: 4, count: 200))
        #expect(
            GestureGenerator.events(from: world, seed: 4, count: 200)
                != GestureGenerator.events(from: world, seed: 5, count: 200))
    }

    /// Found by `explore` of chat-keyboard.jsonl and horizontal-pager.jsonl: the generator moves a
    /// list by the app only inside its range, but shrinking kept any scroll.rest failure, so it
    /// dropped the events that made the range (the keyboard up, rows inserted) and kept the app's
    /// scroll alone, now past the end: "list rests at 1924 outside [-59.5, 1243]", another failure
    /// than the run's (an app that scrolls past the end), which hid the real one. A candidate
    /// whose app scrolls to an offset land outside the range is no longer taken when the run's
    /// own did not.
    @Test func shrinkingKeepsTheAppsScrollsInsideTheRangeWhenTheRunDid() throws {
        let pager = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent("recordings/horizontal-pager.jsonl").path
        ).recording
        let failure = try #require(pager.exploreRun(1295, seed: 1).failure)
        #expect(failure.violation.invariant == .scrollRest)
        #expect(failure.generated.keepsAppScrollsInRange(AppCode()))
        #expect(failure.recording.keepsAppScrollsInRange(AppCode()))
        #expect(failure.recording.events.contains { if case .update = $0.kind { true } else { false } })
        #expect(failure.recording.replay().violations.contains { $0.invariant == .scrollRest })
        // A recording whose own app scroll lands past the end shrinks to it, as before.
        let pastTheEnd = Recording(
            scene: pager.scene,
            events: [Event(t: 0.5, .frame), Event(t: 1, .scroll(.absolute(x: 5000, y: nil)))])
        #expect(!pastTheEnd.keepsAppScrollsInRange(AppCode()))
        #expect(pastTheEnd.shrunk(keeping: .scrollRest)?.recording.events.count == 1)
    }

    // MARK: At most maxFailures failing runs kept

    static let sectionsUnderHeader = RecordingsTests.root.appendingPathComponent(
        "recordings/known-bad/sections-under-header.jsonl"
    ).path

    /// Every run of sections-under-header fails, breaking one of two invariants first (runs 1 and
    /// 2 section.belowHeader, run 3 content.belowHeader): explore keeps at most `maxFailures` of
    /// them shrunk — the first of each invariant, then the earliest others, the same shrunk runs
    /// as an exploration that keeps them all — and counts every one, per invariant, as that
    /// exploration does.
    @Test(arguments: [0, 1, 2, 5, 10])
    func exploreKeepsAtMostMaxFailuresTheFirstOfEachInvariantAndCountsTheRest(maxFailures: Int) throws {
        let recording = try RecordingsTests.load(Self.sectionsUnderHeader).recording
        let all = recording.explore(seed: 1, runs: 24, maxFailures: 24)
        #expect(all.failingRuns == 24)
        #expect(all.failures.map(\.run) == Array(1...24))
        #expect(Set(all.failureCounts.keys) == [.sectionBelowHeader, .contentBelowHeader])

        let bounded = recording.explore(seed: 1, runs: 24, maxFailures: maxFailures)
        #expect(bounded.failures.count == maxFailures)
        #expect(bounded.maxFailures == maxFailures)
        #expect(bounded.failureCounts == all.failureCounts)
        #expect(bounded.failingRuns == all.failingRuns)
        #expect(bounded.runs == all.runs && bounded.events == all.events)
        let firsts = Dictionary(grouping: all.failures, by: \.violation.invariant).values
            .map { $0.map(\.run).min()! }.sorted()
        #expect(firsts == [1, 3])
        let others = all.failures.map(\.run).filter { !firsts.contains($0) }
        let keptFirsts = firsts.prefix(maxFailures)
        let expected = (keptFirsts + others.prefix(maxFailures - keptFirsts.count)).sorted()
        #expect(bounded.failures.map(\.run) == expected)
        for failure in bounded.failures {
            let same = try #require(all.failures.first { $0.run == failure.run })
            #expect(failure.generated == same.generated)
            #expect(failure.recording == same.recording)
            #expect(failure.violation == same.violation)
        }
    }

    @Test func theSameSeedKeepsTheSameFailuresAndCounts() throws {
        let recording = try RecordingsTests.load(Self.sectionsUnderHeader).recording
        let first = recording.explore(seed: 7, runs: 20, maxFailures: 3)
        let again = recording.explore(seed: 7, runs: 20, maxFailures: 3)
        #expect(first.failures.map(\.run) == again.failures.map(\.run))
        #expect(first.failures.map(\.generated) == again.failures.map(\.generated))
        #expect(first.failures.map(\.recording) == again.failures.map(\.recording))
        #expect(first.failures.map(\.violation) == again.failures.map(\.violation))
        #expect(first.tally == again.tally)
        #expect(first.failures.count == 3)
    }

    /// Runs made one by one (as on several threads) and added in run order keep what explore
    /// keeps: the tally decides, and a first failure takes the place of a later one kept.
    @Test func addingRunsInOrderKeepsWhatExploreKeeps() throws {
        let recording = try RecordingsTests.load(Self.sectionsUnderHeader).recording
        var added = Exploration(seed: 1, maxFailures: 2)
        var progress: [Int] = []
        for run in 1...12 { added.add(recording.exploreRun(run, seed: 1)) }
        let explored = recording.explore(seed: 1, runs: 12, maxFailures: 2) { progress.append($1) }
        #expect(added.failures.map(\.run) == [1, 3])
        #expect(added.failures.map(\.run) == explored.failures.map(\.run))
        #expect(added.tally == explored.tally)
        // The progress counts failing runs, kept or not.
        #expect(progress == Array(1...12))
    }

    /// The tally's choice, step by step: firsts as they come, others while there is room, a new
    /// first in place of the latest other, nothing once only firsts fill it.
    @Test func aFirstFailureTakesThePlaceOfTheLatestOtherOneKept() {
        var tally = ExplorationTally(maxFailures: 3)
        #expect(tally.add(events: 10, broken: .scrollRest) == .keptFirst(evicting: nil))
        #expect(tally.add(events: 10, broken: nil) == .passed)
        #expect(tally.add(events: 10, broken: .scrollRest) == .keptLater)
        #expect(tally.add(events: 10, broken: .scrollRest) == .keptLater)
        #expect(tally.laterRuns == [3, 4])
        #expect(tally.add(events: 10, broken: .scrollRest) == .counted)
        #expect(tally.add(events: 10, broken: .headerDirection) == .keptFirst(evicting: 4))
        #expect(tally.add(events: 10, broken: .touchPassThrough) == .keptFirst(evicting: 3))
        #expect(tally.add(events: 10, broken: .expect) == .counted)
        #expect(tally.keptRuns == [1, 6, 7])
        #expect(tally.laterRuns.isEmpty)
        #expect(
            tally.failureCounts == [.scrollRest: 4, .headerDirection: 1, .touchPassThrough: 1, .expect: 1])
        #expect(tally.failingRuns == 7)
        #expect(tally.runs == 8 && tally.events == 80)
    }

    /// Every known-bad recording shrinks to at most 10 % of its events (or 30), still fails the
    /// same way, and is 1-minimal by gestures: without any one of them that failure is gone.
    @Test(arguments: knownBad)
    func shrinkingLeavesOnlyGesturesThatMatter(path: String) throws {
        let recording = try RecordingsTests.load(path).recording
        let invariant = try #require(recording.scene.expectedFailures.first)
        let shrinking = try #require(recording.shrunk(keeping: invariant))
        let shrunk = shrinking.recording
        #expect(shrunk.events.count <= max(recording.events.count / 10, 30))
        let violations = recording.replay().violations
        let first = try #require(
            violations.filter { $0.invariant == invariant }.min { $0.eventIndex < $1.eventIndex })
        let target = FailureTarget(first, in: recording, among: violations)
        #expect(shrunk.breaks(target, AppCode()))
        let units = EventUnits(shrunk.events)
        for removed in units.units.indices {
            let kept = Set(
                units.units.indices.filter { $0 != removed }.flatMap { units.units[$0] } + units.rest)
            let without = shrunk.with(
                events: shrunk.events.indices.filter(kept.contains).map { shrunk.events[$0] })
            #expect(
                !without.breaks(target, AppCode()),
                "still breaks \(invariant) without gesture \(removed + 1) of \(units.units.count)")
        }
    }

    /// A line that states values (`observe`, `expect`) keeps failing the way it failed: the same
    /// values wrong with the same model values, not the line alone against the initial state.
    @Test func shrinkingAStatedValueKeepsWhatMadeItFail() throws {
        let jitter = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent("recordings/known-bad/header-jitter-at-top.jsonl")
                .path
        ).recording
        let shrunk = try #require(jitter.shrunk(keeping: .conformance))
        let violations = shrunk.recording.replay().violations.filter { $0.invariant == .conformance }
        let paths = violations.compactMap { $0.values.first { $0.key == "path" }?.value }
        #expect(paths == [.string("header.height")], "the offset the device showed must still be the model's")
        #expect(shrunk.recording.events.contains { if case .touch = $0.kind { true } else { false } })

        // An `expect` of flick-to-top.jsonl changed by 5 pt still fails by those 5 pt.
        let flick = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent("recordings/flick-to-top.jsonl").path
        ).recording
        var events = flick.events
        let index = try #require(
            events.indices.last {
                if case .expect(let e) = events[$0].kind {
                    e.values.contains { $0.key == "scroll.offset.y" }
                } else {
                    false
                }
            })
        guard case .expect(var expectation) = events[index].kind else { return }
        let position = try #require(expectation.values.firstIndex { $0.key == "scroll.offset.y" })
        guard case .number(let y) = expectation.values[position].value else { return }
        expectation.values[position].value = .number(y + 5)
        events[index].kind = .expect(expectation)
        let changed = Recording(scene: flick.scene, events: events)
        let before = try #require(changed.replay().violations.first { $0.invariant == .expect })
        let small = try #require(changed.shrunk(keeping: .expect))
        let after = small.violation
        #expect(after.values == before.values)
        #expect(small.recording.events.count < changed.events.count)
    }

    /// A row inserted and then deleted before the gestures that fail: shrinking drops both, never
    /// the insertion alone (the deletion would name a row there is not: the model traps on it,
    /// and the reader refuses it), in a list of items and in a list in sections.
    @Test(arguments: [
        "recordings/known-bad/iphone11-bouncing-header.jsonl",
        "recordings/known-bad/sections-under-header.jsonl",
    ])
    func shrinkingNeverKeepsAnUpdateThatNoLongerFits(path: String) throws {
        let recording = try RecordingsTests.load(RecordingsTests.root.appendingPathComponent(path).path)
            .recording
        let world = World(scene: recording.scene)
        let (insert, delete): (ItemUpdate, ItemUpdate)
        if case .sections(let layout) = world.screen.configuration(.primary).content {
            let row = SectionChange.RowPath(section: 0, row: layout.sections[0].rows.count)
            insert = ItemUpdate(sectionChange: SectionChange(insertedRows: [.init(row, length: 44)]))
            delete = ItemUpdate(sectionChange: SectionChange(deletedRows: [row]))
        } else {
            insert = ItemUpdate(inserted: [world.itemCount])
            delete = ItemUpdate(deleted: [world.itemCount])
        }
        let start = recording.events[0].t
        let events = [Event(t: start, .update(insert)), Event(t: start, .update(delete))] + recording.events
        let changed = Recording(scene: recording.scene, events: events)
        let invariant = try #require(recording.scene.expectedFailures.first)
        let small = try #require(changed.shrunk(keeping: invariant))
        var replayed = World(scene: recording.scene)
        for event in small.recording.events {
            if case .update = event.kind { #expect(event.fits(replayed), "\(event)") }
            replayed.apply(event)
        }
        #expect(small.invariant == invariant)
        // The candidate that lost the insertion breaks nothing: it is no recording.
        let violation = try #require(recording.replay().violations.first { $0.invariant == invariant })
        let target = FailureTarget(violation, in: recording, among: [violation])
        #expect(changed.breaks(target, AppCode()))
        let lost = Recording(scene: recording.scene, events: [events[1]] + recording.events)
        #expect(!lost.breaks(target, AppCode()))
    }

    /// ddmin keeps exactly the two gestures that fail only together.
    @Test func ddminKeepsTheGesturesThatFailTogether() {
        let events = (0..<40).map { Event(t: Double($0), .tap(at: Point(x: Double($0), y: 0))) }
        func isTap(_ x: Double, in events: [Event]) -> Bool {
            events.contains { if case .tap(let at) = $0.kind { at.x == x } else { false } }
        }
        var shrinker = Shrinker { isTap(7, in: $0) && isTap(31, in: $0) }
        let kept = shrinker.shrink(events)
        #expect(kept == [events[7], events[31]])
        #expect(shrinker.tests < 200)
    }

    /// A touch from `began` to its end is one unit, even when another finger's events fall in
    /// between; frames belong to none.
    @Test func unitsAreWholeTouches() {
        let p = Point(x: 1, y: 1)
        let events: [Event] = [
            Event(t: 0, .touch(id: 1, phase: .began, at: p)),
            Event(t: 0.1, .touch(id: 1, phase: .moved, at: p)),
            Event(t: 0.2, .touch(id: 2, phase: .began, at: p)), Event(t: 0.3, .frame),
            Event(t: 0.4, .touch(id: 1, phase: .ended, at: p)), Event(t: 0.5, .tap(at: p)),
            Event(t: 0.6, .touch(id: 2, phase: .cancelled, at: p)),
        ]
        let units = EventUnits(events)
        #expect(units.units == [[0, 1, 4], [2, 6], [5]])
        #expect(units.rest == [3])
    }

    /// The session line loses one member and keeps the others byte for byte.
    @Test(arguments: [
        (#"{"a":1,"expectFailures":["x"],"b":{"c":2}}"#, #"{"a":1,"b":{"c":2}}"#),
        (#"{"expectFailures":["x"], "b":2}"#, #"{"b":2}"#),
        (#"{"a":[1, 2] ,"expectFailures":[]}"#, #"{"a":[1, 2]}"#),
        (#"{"a":1}"#, #"{"a":1}"#),
    ])
    func sessionLineLosesOneMember(line: String, expected: String) {
        #expect(SessionLine.removing("expectFailures", from: line) == expected)
    }
}

/// `explore` through the app's own code (FORMAT.md "The app's code as UIKit calls it"): the article's header and hit-test code.
@Suite struct ExploreAppCodeTests {
    static let collapsing = "recordings/iphone11-collapsing-header.jsonl"
    static let selfStack = "recordings/known-bad/overlay-passthrough-self-stack.jsonl"

    /// The article's header with the early return drops the inside part of a move that crosses
    /// an edge in one frame; explore finds it (here a finger that stops the bounce and drags back
    /// inside, 1 run in 70 or so), and nothing in the corrected code.
    @Test func exploreFindsTheArticleHeadersSlipAndNothingInTheCorrectedOne() throws {
        let recording = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent(Self.collapsing).path
        )
        .recording
        let article = recording.explore(seed: 1, runs: 200, code: AppCode(header: ArticleHeaderFixedStart()))
        let broken = Set(article.failures.map(\.violation.invariant))
        #expect(!broken.isEmpty)
        #expect(broken.isSubset(of: [.headerOverscroll, .headerDirection]), "\(broken)")
        for failure in article.failures.prefix(3) {
            // Shrunk, and still failing with the same code.
            #expect(failure.recording.events.count <= 30)
            #expect(
                failure.recording.replay(AppCode(header: ArticleHeaderFixedStart())).violations.contains {
                    $0.invariant == failure.violation.invariant
                })
        }
        #expect(
            recording.explore(seed: 1, runs: 200, code: AppCode(header: CorrectedArticleHeader())).failures
                .isEmpty)
    }

    /// header-jitter-at-top.jsonl's bug is in the device's header code (the recording has only what
    /// the device showed): through code that follows the bounce, as that device's does, explore
    /// finds it.
    @Test func exploreFindsTheJitterAtTheTopThroughCodeThatFollowsTheBounce() throws {
        let recording = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent("recordings/known-bad/header-jitter-at-top.jsonl")
                .path
        ).recording
        let found = recording.explore(seed: 1, runs: 200, code: AppCode(header: FollowsTheBounce()))
        let first = try #require(found.failures.first { $0.violation.invariant == .headerOverscroll })
        #expect(first.recording.events.count <= 30)
        #expect(first.violation.message.contains("when the list was last inside at y=-148"))
    }

    /// The usual pass-through override lets the full-size stack swallow touches; the fix does not.
    @Test func exploreFindsTheSwallowingOverrideAndNothingInTheFix() throws {
        let recording = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent(Self.selfStack).path
        )
        .recording
        var scene = recording.scene
        scene.expectedFailures = []
        let unmarked = Recording(scene: scene, events: [])
        let swallowing = unmarked.explore(
            seed: 1, runs: 50, code: AppCode(hitTests: ["header": PassThroughView()]))
        #expect(swallowing.failures.contains { $0.violation.invariant == .touchPassThrough })
        let fixed = unmarked.explore(
            seed: 1, runs: 50, code: AppCode(hitTests: ["header": ControlsOnlyView()]))
        #expect(fixed.failures.isEmpty, "\(fixed.failures.map(\.violation.message))")
        let shrunk = try #require(
            Recording(scene: scene, events: swallowing.failures[0].generated.events)
                .shrunk(keeping: .touchPassThrough, code: AppCode(hitTests: ["header": PassThroughView()])))
        #expect(shrunk.recording.events.count <= 3)
    }
}

/// Header code that follows every offset change, the bounce past the top included (the article's
/// code without its range check): the header shrinks and grows while the list bounces.
private struct FollowsTheBounce: HeaderBehavior {
    var previousOffset = 0.0

    mutating func didAppear(_ screen: inout HeaderScreen) {
        previousOffset = screen.scrollView.contentOffset.y
    }

    mutating func didScroll(_ screen: inout HeaderScreen) {
        let offset = screen.scrollView.contentOffset.y
        let statusBar = screen.statusBarHeight ?? 0
        screen.headerHeight = min(
            max(screen.headerHeight - (offset - previousOffset), statusBar), statusBar + 100)
        previousOffset = offset
    }
}
