import ScrollTape
import ScrollTapeExamples
import ScrollTapeExplorer
import Testing

@testable import ScrollTapeTesting

/// The worked examples of the app's own code on their recordings: each meets every
/// `expect` line written for it by the independent oracle and breaks no invariant; its known-bad
/// variant breaks the named invariant at the event the oracle found (the one before the mark it
/// left), and `explore` from the recording finds that bug by itself.
@Suite struct WorkedExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var recording: String
        var good: AppCode
        var bad: AppCode
        var invariant: InvariantName
        /// The mark written right after the event at which the oracle's port of `bad` broke it.
        var mark: String
        /// How many runs of `explore` find the known bug: 20, but for a bug that takes several
        /// gestures in a row.
        var exploreRuns = 20

        var testDescription: String { good.name ?? recording }
    }

    static let examples = [
        Example(
            recording: "app-code/snap-header.jsonl",
            good: AppCode(delegate: SnapHeader(), name: "SnapHeader"),
            bad: AppCode(delegate: SnapHeader(movesTheList: false)), invariant: .headerOverscroll,
            mark: "snap-by-height-caught"),
        Example(
            recording: "app-code/shy-navigation-bar.jsonl",
            good: AppCode(delegate: ShyNavigationBar(), name: "ShyNavigationBar"),
            bad: AppCode(delegate: ShyNavigationBar(snaps: false)), invariant: .headerExpandedAtTop,
            mark: "no-snap-caught"),
        Example(
            recording: "app-code/stretchy-header-in-list.jsonl",
            good: AppCode(effects: [], delegate: StretchyHeaderInList(), name: "StretchyHeaderInList"),
            bad: AppCode(effects: [], delegate: StretchyHeaderInList(keepsMinimum: false)),
            invariant: .headerBounds, mark: "no-minimum-caught"),
        Example(
            recording: "app-code/parallax-header.jsonl",
            good: AppCode(effects: [], delegate: ParallaxHeader(), name: "ParallaxHeader"),
            bad: AppCode(effects: [], delegate: ParallaxHeader(setsAdjustmentNever: false)),
            invariant: .headerBounds, mark: "automatic-adjustment-caught"),
        Example(
            recording: "app-code/pager-tab-indicator.jsonl",
            good: AppCode(effects: [], delegate: PagerTabIndicator(), name: "PagerTabIndicator"),
            bad: AppCode(effects: [], delegate: PagerTabIndicator(ignoresTapsWhileAnimating: true)),
            invariant: .tabsUnderline, mark: "ignored-tap-caught"),
        Example(
            recording: "app-code/profile-pager-hand-off.jsonl",
            good: AppCode(
                delegate: ProfileScreen.HandOff(lists: ["list0", "list1"], pager: "pager"),
                name: "ProfileHandOff"),
            bad: AppCode(
                delegate: ProfileScreen.HandOff(holdsList: false, lists: ["list0", "list1"], pager: "pager")),
            invariant: .scrollFollowsFinger, mark: "late-hand-off-caught"),
        Example(
            recording: "app-code/sheet-holding-a-list.jsonl",
            good: AppCode(delegate: SheetWithList(), name: "SheetWithList"),
            bad: AppCode(delegate: SheetWithList(remembersListMove: false)), invariant: .scrollFollowsFinger,
            // Three gestures in a row: the sheet brought up, the list scrolled, a drag down through
            // the list's top (found at run 44 of seed 1; the good code breaks nothing in 200).
            mark: "double-hand-off-caught", exploreRuns: 50),
        Example(
            recording: "app-code/pull-to-refresh-load-finishes.jsonl",
            good: AppCode(delegate: PullToRefresh(), name: "PullToRefresh"),
            bad: AppCode(delegate: PullToRefresh(movesTheList: true)), invariant: .scrollFollowsFinger,
            mark: "moves-the-list-caught"),
    ]

    @Test(arguments: examples)
    func meetsEveryLineWrittenForIt(_ example: Example) throws {
        let recording = try BundledRecordings.recording(example.recording)
        let lines = recording.events.count {
            if case .expect(let expectation) = $0.kind {
                expectation.code == example.good.name
            } else {
                false
            }
        }
        #expect(lines > 50, "the recording has \(lines) lines for \(example.good.name ?? "")")
        let result = recording.replay(example.good)
        #expect(result.violations.isEmpty, "\(result.violations.prefix(5).map(\.message))")
    }

    @Test(arguments: examples)
    func theKnownBadVariantIsCaughtAtTheEventTheOracleFound(_ example: Example) throws {
        let recording = try BundledRecordings.recording(example.recording)
        let mark = try #require(
            recording.events.firstIndex { if case .mark(example.mark) = $0.kind { true } else { false } })
        let caught = recording.replay(example.bad).violations.filter { $0.invariant == example.invariant }
        // Events are numbered from 1: the mark is event mark + 1, the event before it `mark`.
        #expect(caught.first?.eventIndex == mark, "\(caught.prefix(3).map(\.message))")
    }
}

extension WorkedExampleTests {
    /// The lines written for one code hold another to them: the quick-return header with its snap
    /// misses the shy bar's insets from the first line on.
    @Test func otherCodeUnderTheSameNameFailsItsLines() throws {
        let recording = try BundledRecordings.recording("app-code/shy-navigation-bar.jsonl")
        let result = recording.replay(AppCode(delegate: SnapHeader(), name: "ShyNavigationBar"))
        let expects = result.violations.filter { $0.invariant == .expect }
        #expect(expects.count > 20)
        #expect(expects.contains { $0.message.contains("scroll.contentInset.top") })
    }
}

extension WorkedExampleTests {
    /// `explore` from each recording's screen, with the known-bad code, finds its invariant broken
    /// by gestures nobody recorded (and the shrunk run still shows it through the same code); the
    /// good code breaks it in fewer runs (the shy bar: only where a finger stops its deceleration,
    /// `aFingerThatStopsTheShyBarsDecelerationLeavesItPartWay`).
    @Test(arguments: examples)
    func exploreFindsTheKnownBadVariant(_ example: Example) throws {
        let recording = try BundledRecordings.recording(example.recording)
        let bad = recording.explore(seed: 1, runs: example.exploreRuns, code: example.bad)
        let found = try #require(bad.failures.first { $0.violation.invariant == example.invariant })
        #expect(found.recording.replay(example.bad).violations.contains { $0.invariant == example.invariant })
        let good = recording.explore(seed: 1, runs: example.exploreRuns, code: example.good, maxFailures: 0)
        let goodRuns = good.tally.failureCounts[example.invariant, default: 0]
        #expect(goodRuns < bad.tally.failureCounts[example.invariant, default: 0])
        if example.good.name == "SnapHeader" { #expect(good.tally.failureCounts.isEmpty) }
    }

    /// What `explore` finds in the good shy bar: a finger that touches the list while it
    /// decelerates stops it, and lifts without dragging; UIKit calls no delegate method there
    /// (FORMAT.md: "A finger that stops a moving list calls nothing"), so code that snaps from
    /// `…DidEndDragging` and `…DidEndDecelerating` leaves the bar part-way, and with the inset that
    /// follows it the list rests at its top with the bar short.
    @Test func aFingerThatStopsTheShyBarsDecelerationLeavesItPartWay() throws {
        let recording = try BundledRecordings.recording("app-code/shy-navigation-bar.jsonl")
        let events = [
            // A slow drag up, released moving: the bar collapses, the list decelerates.
            Event(t: 0.1, .touch(id: 1, phase: .began, at: Point(x: 213, y: 533))),
            Event(t: 0.1333, .touch(id: 1, phase: .moved, at: Point(x: 213, y: 515.35))),
            Event(t: 0.6333, .touch(id: 1, phase: .ended, at: Point(x: 214, y: 435.7))),
            // A finger stops it 0.1 s later and lifts at once.
            Event(t: 0.7333, .touch(id: 2, phase: .began, at: Point(x: 249, y: 770))),
            Event(t: 0.8, .touch(id: 2, phase: .ended, at: Point(x: 249, y: 770))),
        ]
        let stopped = Recording(scene: recording.scene, events: events)
        let result = stopped.replay(AppCode(delegate: ShyNavigationBar()))
        let caught = try #require(result.violations.first { $0.invariant == .headerExpandedAtTop })
        // At rest once the finger is off (event 5), at minOffset with the bar as it was stopped.
        #expect(caught.eventIndex == 5)
        #expect(caught.message.contains("rests at its top"))
    }
}

extension WorkedExampleTests {
    /// `shrunk` keeps the known-bad variant's violation through the same code, in far fewer events.
    @Test(arguments: examples)
    func shrinkKeepsTheKnownBadVariantsViolation(_ example: Example) throws {
        let recording = try BundledRecordings.recording(example.recording)
        let shrinking = try #require(recording.shrunk(keeping: example.invariant, code: example.bad))
        #expect(shrinking.recording.events.count * 4 < recording.events.count)
        #expect(
            shrinking.recording.replay(example.bad).violations.contains { $0.invariant == example.invariant })
    }
}

extension WorkedExampleTests {
    /// A code name one letter off the recording's fails the test with the name it has lines for
    /// (otherwise none of its lines would be checked, silently).
    @Test func aMisspeltCodeNameFailsWithTheNameTheRecordingHas() throws {
        let recording = try BundledRecordings.recording("app-code/shy-navigation-bar.jsonl")
        withKnownIssue {
            AssertReplayEcho.$toStandardError.withValue(false) {
                assertReplay(recording, code: AppCode(delegate: ShyNavigationBar(), name: "ShyNavigationbar"))
            }
        } matching: { issue in
            issue.comments.first?.rawValue
                == "ShyNavigationBar on recordings/app-code/shy-navigation-bar.jsonl: no expect line is for "
                + "'ShyNavigationbar', did you mean 'ShyNavigationBar'?"
        }
        // Under its own name it passes.
        assertReplay(recording, code: AppCode(delegate: ShyNavigationBar(), name: "ShyNavigationBar"))
    }
}
