import ScrollTape
import Testing

@testable import ScrollTapeTesting

/// The store steps a delegate through a recording written in Swift and fails, at the caller's
/// line, with a diff naming the path, the expected and the actual value.
@Suite struct ReplayStoreTests {
    /// An iPhone 11 list under a stretchy header, pulled down 60 pt in three samples and held.
    static func pulledDown() throws -> Recording {
        var tape = TestRecording(.list(header: .stretchy))
        tape.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 460), duration: 0.05)
        return try tape.recording()
    }

    /// The first three events of ``pulledDown()``: the finger touches down on row 2, moves 20 pt
    /// (the pan begins: the list does not move), a refresh.
    static func stepToThePanBeginning(_ store: inout ReplayStore<PullingHeader>) {
        WorkedExamplesStepByStepTests.stepToThePanBeginning(
            &store, at: Point(x: 200, y: 400), target: "list.item.2", firstSample: 420)
    }

    @Test func stepsTheHeaderAndTheDelegateEventByEvent() throws {
        var store = ReplayStore(try Self.pulledDown(), delegate: PullingHeader())
        #expect(store.state[path: "header.height"] == 148)
        Self.stepToThePanBeginning(&store)
        // 20 pt more pull the list 10.87 pt past its top (the rubber band): the header stretches as
        // far, and the delegate keeps how far.
        store.step {
            $0["scroll.offset.y"] = -158.8666
            $0["scroll.velocity.y"] = -1200.048
            $0["header.height"] = 158.8666
            $0["header.progress"] = -0.1087
            $0["views.header.height"] = 158.8666
            $0["views.title.y"] = 110.8666
            $0["touches.0.y"] = 440
            $0.delegate.pulled = 10.8666
        }
        store.isExhaustive = false
        store.run(to: 6) {
            $0["header.height"] = 169.4728
            $0.delegate.pulled = 21.4728
        }
        #expect(store.delegate.pulled > 21)
    }

    /// Without a delegate of your own the store steps the built-in model, the session's header
    /// included; a delegate of your own sets the header itself, so one that sets nothing leaves it.
    @Test func aStoreWithoutADelegateStepsTheBuiltInHeader() throws {
        var tape = TestRecording(.list())
        tape.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: 0.05)
        let recording = try tape.recording()
        var builtIn = ReplayStore(recording)
        builtIn.isExhaustive = false
        builtIn.run(to: 6) {
            $0["scroll.offset.y"] = -108
            $0["header.height"] = 108  // collapsing follows the list
        }
        var silent = ReplayStore(recording, delegate: SetsNothing())
        silent.isExhaustive = false
        silent.run(to: 6) {
            $0["scroll.offset.y"] = -108
            $0["header.height"] = 148
        }
        var named = ReplayStore(recording, delegate: NoDelegate())  // the same as no delegate
        named.isExhaustive = false
        named.run(to: 6) { $0["header.height"] = 108 }
    }

    /// A flick with no `wait` after it ends while the list still decelerates: running until rest
    /// fails, and says why and what to add.
    @Test func runningUntilRestPastTheRecordingsEndSaysWhatStillMoves() throws {
        var tape = TestRecording(.list())
        tape.flick(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 0.1)
        var store = ReplayStore(try tape.recording())
        store.isExhaustive = false
        withKnownIssue {
            store.run(until: \.isAtRest)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("run(until:): the condition never held from index 0 to the end (index ")
                && text.contains(
                    "the recording ends while the list is decelerating: a TestRecording ends with its last "
                        + "gesture; `wait(seconds)` after it records the time a motion needs to end")
        }
    }

    /// A delegate of one's own that changes nothing.
    struct SetsNothing: ScrollViewDelegate {}

    /// `run(until: \.isAtRest)` runs past the lift and the deceleration to where the list rests,
    /// the replay's own end; a finger down, or a list still moving, is not at rest.
    @Test func runsUntilEverythingIsAtRest() throws {
        var tape = TestRecording(.list())
        tape.flick(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 0.1)
        tape.wait(8)  // time enough for 2,000 pt/s to die away
        let recording = try tape.recording()
        var store = ReplayStore(recording)
        store.isExhaustive = false
        store.run(until: { $0["scroll.phase"] == "decelerating" })
        #expect(!store.snapshot.isAtRest)
        store.run(until: \.isAtRest) { $0["scroll.phase"] = "idle" }
        #expect(store.replay.world.index < recording.events.count)
        var whole = Replay(recording)
        while !whole.isAtEnd { whole.step() }
        #expect(store.state[path: "scroll.offset.y"] == whole.state[path: "scroll.offset.y"])

        // A finger held on the header: the list is idle, but a finger is down.
        var held = TestRecording(.list())
        held.hold(at: Point(x: 200, y: 100), duration: 0.5)
        var holding = ReplayStore(try held.recording())
        holding.isExhaustive = false
        holding.step { $0["scroll.phase"] = "idle" }
        #expect(!holding.snapshot.isAtRest)
        holding.run(until: \.isAtRest) { $0["touches"] = [] }
    }

    @Test func aWrongExpectationFailsWithTheDiffAtTheCallersLine() throws {
        var store = ReplayStore(try Self.pulledDown(), delegate: PullingHeader())
        Self.stepToThePanBeginning(&store)
        store.isExhaustive = false
        let line = #line + 2
        withKnownIssue {
            store.step {
                $0["header.height"] = 160
                $0.delegate.pulled = 10
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    the state at index 4 (after t=0.0333, touch 1 moved at (200, 440)) differs from what \
                    the assertion says (- expected, + actual):
                    - header.height: 160
                    + header.height: 158.86659316427787
                    - delegate.pulled: 10
                    + delegate.pulled: 10.866593164277873
                    """
                ]
        }
    }

    @Test func anUnassertedChangeFailsOnlyInExhaustiveMode() throws {
        let recording = try Self.pulledDown()
        var exhaustive = ReplayStore(recording, delegate: PullingHeader())
        Self.stepToThePanBeginning(&exhaustive)
        withKnownIssue {
            exhaustive.step { $0["header.height"] = 158.8666 }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("is not what the assertion says")
                && text.contains("+ scroll.offset.y: -158.86659316427787")
                && text.contains("+ delegate.pulled: 10.866593164277873")
                && !text.contains("- header.height")
        }
        var partial = ReplayStore(recording, delegate: PullingHeader())
        Self.stepToThePanBeginning(&partial)
        partial.isExhaustive = false
        partial.step { $0["header.height"] = 158.8666 }  // passes: nothing else is checked
    }

    @Test func aPathTheStateDoesNotHaveIsNamed() throws {
        var store = ReplayStore(try Self.pulledDown(), delegate: PullingHeader())
        store.isExhaustive = false
        withKnownIssue {
            store.step { $0["header.heigth"] = 148 }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("'header.heigth': did you mean 'header.height'?")
        }
    }

    @Test func aBrokenInvariantFailsTheStepThatBreaksIt() throws {
        var tape = TestRecording(.list(header: .collapsing))
        tape.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), duration: 0.1)
        var store = ReplayStore(try tape.recording(), delegate: ShrinkingHeader())
        store.isExhaustive = false
        let line = #line + 2
        withKnownIssue {
            store.run(until: { $0.index == 5 })
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().contains(
                    "failure of the replay's checks on the way to index 5")
        }
    }

    @Test func runsToATime() throws {
        var store = ReplayStore(try Self.pulledDown(), delegate: PullingHeader())
        store.isExhaustive = false
        store.run(toTime: 0.05) { $0["touches.0.y"] = 460 }
        #expect(store.replay.world.index == 7)
    }
}

/// A header that collapses below the status bar, which no header may.
struct ShrinkingHeader: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        screen.headerHeight = 10
    }
}
