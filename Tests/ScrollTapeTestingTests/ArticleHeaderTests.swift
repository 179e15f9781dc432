import Foundation
import ScrollTape
import ScrollTapeExamples
import ScrollTapeTesting
import Testing

/// Worked examples a user can copy: the article's own header code (seed 000), ported
/// to `HeaderBehavior` and replayed on the bundled recordings, compared with `collapsing`.
@Suite struct ArticleHeaderTests {
    /// The `??` slip: the first move's delta is taken from −48 instead of −148, the clamp hides
    /// it, and the header lags the list by that delta: caught at the first move of the list,
    /// and by the recording's own `expect` lines.
    @Test func theLiteralCodeLagsFromTheFirstMove() throws {
        let recording = try BundledRecordings.recording("iphone11-collapsing-header.jsonl")
        let mine = recording.replay(AppCode(header: ArticleHeader()))
        let divergence = try #require(mine.firstDivergence(from: recording.replay()))
        #expect(divergence.index == 10)
        #expect(
            divergence.message
                == "at event 10 (recordings/iphone11-collapsing-header.jsonl:11, t=0.3333, touch 1 moved at (200, 828), "
                + "the list at y=-138) the header is 148 with `ArticleHeader` where `collapsing` gives 138 (before it: "
                + "148 and 148); they agree up to index 9")
        #expect(mine.headerHeight(at: 9) == 148)
        #expect(mine.headerHeight(at: 10) == 148)
        #expect(
            mine.diagnostics.first?.description
                == "recordings/iphone11-collapsing-header.jsonl:14:1: error: [expect] expected header.height = 118 "
                + "(±0.01), got 128 (event 13)")
        #expect(Set(mine.violations.map(\.invariant)) == [.expect])
    }

    /// On an iPhone 8 the status bar is 20 pt: the first delta is taken from −20 instead of −120.
    @Test func theLiteralCodeLagsOnTheIPhone8Too() throws {
        let recording = try BundledRecordings.recording("iphone8-collapsing-header.jsonl")
        let divergence = try #require(
            recording.replay(AppCode(header: ArticleHeader())).firstDivergence(from: recording.replay()))
        #expect(divergence.index == 10)
        #expect(
            divergence.message.contains("the header is 120 with `ArticleHeader` where `collapsing` gives 110")
        )
    }

    /// The early `return` outside the range: with the start fixed, the bundled walks through the
    /// list agree with `collapsing`, but a move that crosses an edge in one sample loses its inside
    /// part, and back inside the header moves the wrong way.
    @Test func theEarlyReturnIsCaughtWhereAMoveCrossesAnEdge() throws {
        for name in ["iphone11-collapsing-header.jsonl", "iphone8-collapsing-header.jsonl"] {
            let recording = try BundledRecordings.recording(name)
            let result = recording.replay(AppCode(header: ArticleHeaderFixedStart()))
            #expect(result.violations.isEmpty, "\(name)")
            #expect(result.firstDivergence(from: recording.replay()) == nil, "\(name)")
        }
        let crossing = try BundledRecordings.recording("collapsing-edge-crossing.jsonl")
        let result = crossing.replay(AppCode(header: ArticleHeaderFixedStart()))
        let direction = result.diagnostics.filter { $0.message.hasPrefix("[header.direction]") }.map(
            \.description)
        #expect(
            direction == [
                "recordings/collapsing-edge-crossing.jsonl:33:1: error: [header.direction] header shrank from 108 to "
                    + "48 while scrolling up (event 32, scroll y=2600)",
                "recordings/collapsing-edge-crossing.jsonl:88:1: error: [header.direction] header grew from 108 to "
                    + "148 while scrolling down (event 87, scroll y=-110)",
            ])
        #expect(result.firstDivergence(from: crossing.replay())?.index == 30)
    }

    /// Both slips corrected: every invariant holds, and the header is `collapsing`'s at every
    /// index of every collapsing-header recording.
    @Test(arguments: [
        "iphone11-collapsing-header.jsonl", "iphone8-collapsing-header.jsonl",
        "collapsing-edge-crossing.jsonl",
        "flick-to-top.jsonl", "flick-to-bottom-bounce.jsonl",
    ])
    func theCorrectedCodePassesAndMatchesCollapsing(_ name: String) throws {
        let recording = try BundledRecordings.recording(name)
        let result = recording.replay(AppCode(header: CorrectedArticleHeader()))
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.firstDivergence(from: recording.replay()) == nil)
        // As a user's test says it: no issue at all (a recorded one would fail this test).
        assertReplay(BundledRecordings.path(name), code: AppCode(header: CorrectedArticleHeader()))
    }

    // MARK: assertReplay, as a user's test calls it

    /// The literal code fails the test at the assertion's line, with the divergence and the
    /// violations as lines pointing at the recording.
    @Test func assertReplayFailsAtTheCallersLine() throws {
        let recording = try BundledRecordings.recording("iphone11-collapsing-header.jsonl")
        let line = #line + 4
        withKnownIssue {
            // Failures by design: their lines stay out of the run's standard error.
            AssertReplayEcho.$toStandardError.withValue(false) {
                assertReplay(recording, code: AppCode(header: ArticleHeader()))
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "ArticleHeaderTests.swift"
                && text.hasPrefix(
                    "ArticleHeader on recordings/iphone11-collapsing-header.jsonl: diverges from the built-in header "
                        + "at index 10; 6 failures (expect ×6)\n"
                        + "recordings/iphone11-collapsing-header.jsonl:11:1: error: [divergence] at event 10 "
                )
                && text.contains(
                    "\nrecordings/iphone11-collapsing-header.jsonl:14:1: error: [expect] expected header.height = 118"
                )
                // The divergence and six violations: five lines shown, two counted.
                && text.hasSuffix("\n… and 2 more: `recording.replay(…).diagnostics` lists them all")
        }
    }

    /// A recording that cannot be read fails with the reader's diagnostic.
    @Test func assertReplayReportsAnUnreadableRecording() {
        withKnownIssue {
            // Failures by design: their lines stay out of the run's standard error.
            AssertReplayEcho.$toStandardError.withValue(false) {
                assertReplay("/nonexistent/recording.jsonl", code: AppCode(header: CorrectedArticleHeader()))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined(separator: "\n")
                == "the recording cannot be read\n/nonexistent/recording.jsonl:1:1: error: cannot open the recording: "
                + "no such file"
        }
    }

    /// A relative path that reads nothing says which folder it was relative to (an IDE's test
    /// runner may not run in the package's folder).
    @Test func anUnreadableRelativePathNamesTheCurrentFolder() {
        withKnownIssue {
            // Failures by design: their lines stay out of the run's standard error.
            AssertReplayEcho.$toStandardError.withValue(false) {
                assertReplay(
                    "no-such-folder/recording.jsonl", code: AppCode(header: CorrectedArticleHeader()))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined(separator: "\n")
                == "the recording cannot be read (its path is relative to the current folder, "
                + "\(FileManager.default.currentDirectoryPath))\n"
                + "no-such-folder/recording.jsonl:1:1: error: cannot open the recording: no such file"
        }
    }
}
