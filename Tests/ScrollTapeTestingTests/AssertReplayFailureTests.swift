import ScrollTape
import ScrollTapeExamples
import Testing

@testable import ScrollTapeTesting

/// The article's corrected header with one line forgotten (`previousContentOffsetY = offsetY`):
/// every later move is measured from the start, so nearly every event breaks something.
struct ForgetfulArticleHeader: HeaderBehavior {
    var previousContentOffsetY = 0.0

    mutating func didAppear(_ screen: inout HeaderScreen) {
        previousContentOffsetY = -((screen.statusBarHeight ?? 0.0) + 100.0)
    }

    mutating func didScroll(_ screen: inout HeaderScreen) {
        let scrollView = screen.scrollView
        let top = -scrollView.adjustedContentInset.top
        let bottom = max(
            top,
            scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom)
        let offsetY = min(max(scrollView.contentOffset.y, top), bottom)
        let delta = offsetY - previousContentOffsetY
        let statusBar = screen.statusBarHeight ?? 0.0
        screen.headerHeight = min(max(screen.headerHeight - delta, statusBar), statusBar + 100.0)
    }
}

/// A failing `assertReplay` is short: the divergence first, each line once, five
/// lines and a count of the rest, at the test's own line.
@Suite struct AssertReplayFailureTests {
    @Test func aForgottenLineGivesTheDivergenceFirstAndCountsTheRest() throws {
        let recording = try BundledRecordings.recording("flick-to-top.jsonl")
        let line = #line + 4
        withKnownIssue {
            // Failures by design: their lines stay out of the run's standard error.
            AssertReplayEcho.$toStandardError.withValue(false) {
                assertReplay(recording, code: AppCode(header: ForgetfulArticleHeader()))
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "AssertReplayFailureTests.swift"
                && issue.comments.map(\.rawValue) == [Self.forgetfulFailure.joined(separator: "\n")]
        }
    }

    /// The whole failure of the forgetful header on `flick-to-top.jsonl`: 47 problems (the header left short at the top, `header.expandedAtTop`, among them), 6 lines.
    static let forgetfulFailure = [
        "ForgetfulArticleHeader on recordings/flick-to-top.jsonl: diverges from the built-in header at index 8; "
            + "46 failures (expect ×42, header.overscroll ×3, header.expandedAtTop ×1)",
        "recordings/flick-to-top.jsonl:9:1: error: [divergence] at event 8 (recordings/flick-to-top.jsonl:9, "
            + "t=0.05, touch 1 moved at (200, 818), the list at y=-128) the header is 118 with "
            + "`ForgetfulArticleHeader` where `collapsing` gives 128 (before it: 138 and 138); they agree up to index 7",
        "recordings/flick-to-top.jsonl:9:1: error: [header.overscroll] header height changed by -20 (138 → 118) "
            + "while the list moved 10 pt inside [-148, 2658] (event 8, scroll y=-138 → -128)",
        "recordings/flick-to-top.jsonl:10:1: error: [header.overscroll] header height changed by -30 (118 → 88) "
            + "while the list moved 10 pt inside [-148, 2658] (event 9, scroll y=-128 → -118)",
        "recordings/flick-to-top.jsonl:11:1: error: [header.overscroll] header height changed by -40 (88 → 48) "
            + "while the list moved 10 pt inside [-148, 2658] (event 10, scroll y=-118 → -108)",
        "recordings/flick-to-top.jsonl:79:1: error: [expect] expected header.height = 108 (±0.01), got 48 (event 78)",
        "… and 42 more: `recording.replay(…).diagnostics` lists them all",
    ]

    /// Without code of the test's own, `scrolltape check` lists the same problems: the count says
    /// to run it (`--strict`, as the recording declares the bug it documents).
    @Test func theBuiltInModelPointsAtCheckForTheRest() throws {
        let recording = try BundledRecordings.recording("known-bad/iphone11-bouncing-header.jsonl")
        withKnownIssue {
            AssertReplayEcho.$toStandardError.withValue(false) {
                assertReplay(recording)
            }
        } matching: { issue in
            let lines = issue.comments.map(\.rawValue).joined(separator: "\n").split(separator: "\n")
            return lines.count == 1 + ReplayFailure.lineLimit + 1
                && lines.first?.hasPrefix(
                    "the built-in model on recordings/known-bad/iphone11-bouncing-header.jsonl: ") == true
                && lines.last?.hasSuffix(
                    " more: run `scrolltape check --strict recordings/known-bad/iphone11-bouncing-header.jsonl` for all"
                )
                    == true
        }
    }

    /// Fades the title, by a mistyped id.
    struct MistypedTitle: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            screen[view: "titel"].alpha = 0
        }
    }

    /// A view id the screen does not have fails the test at its own line, first in the failure, and
    /// the test goes on (it used to end the test process).
    @Test func aMistypedViewIdFailsTheTestAtItsLine() throws {
        let recording = try BundledRecordings.recording("flick-to-top.jsonl")
        let line = #line + 3
        withKnownIssue {
            AssertReplayEcho.$toStandardError.withValue(false) {
                assertReplay(recording, code: AppCode(delegate: MistypedTitle()), matchesBuiltIn: false)
            }
        } matching: { issue in
            let lines = issue.comments.map(\.rawValue).joined(separator: "\n").split(separator: "\n")
            return issue.sourceLocation?.line == line
                && lines.first
                    == "MistypedTitle on recordings/flick-to-top.jsonl: 139 misuses of the library by the code "
                    + "(code.misuse); 6 failures (expect ×6)"
                && lines.count { $0.contains("[code.misuse]") } == 1
                && lines.dropFirst().first
                    == "recordings/flick-to-top.jsonl:1:1: error: [code.misuse] the app's code names view 'titel', "
                    + "which the screen does not have (views: back, header, list, title; did you mean 'title'?): it "
                    + "reads as an empty view and what is set on it is dropped"
        }
    }

    @Test func eachLineIsShownOnceAndAFewAreNotCounted() {
        let failure = ReplayFailure(
            summary: "summary", first: ["b"], others: ["a", "b", "a", "c"], seeAll: "see all")
        #expect(failure.lines == ["b", "a", "c"])
        #expect(failure.message == "summary\nb\na\nc")
        let many = ReplayFailure(
            summary: "summary", first: [], others: (1...8).map { "line \($0)" }, seeAll: "see all")
        #expect(many.lines == (1...5).map { "line \($0)" } + ["… and 3 more: see all"])
    }

    /// The copy on standard error (in CI): the summary at the test's own file, line and column,
    /// where a problem matcher reads it, then the same lines.
    @Test func theStandardErrorCopyStartsAtTheCallersLine() {
        let location = CallerLocation(
            fileID: "MyTests/HeaderTests.swift", filePath: "/src/Tests/MyTests/HeaderTests.swift", line: 12,
            column: 9)
        let failure = ReplayFailure(
            summary: "MyHeader on a.jsonl: 1 failure (header.bounds ×1)", first: [],
            others: ["a.jsonl:3:1: error: [header.bounds] …"], seeAll: "")
        #expect(
            location.echoLines(failure) == [
                "/src/Tests/MyTests/HeaderTests.swift:12:9: error: MyHeader on a.jsonl: 1 failure (header.bounds ×1)",
                "a.jsonl:3:1: error: [header.bounds] …",
            ])
    }
}
