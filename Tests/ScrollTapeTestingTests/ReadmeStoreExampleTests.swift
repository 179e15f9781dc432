import Foundation
import ScrollTape
import ScrollTapeExamples
import ScrollTapeTesting
import Testing

// README.md, "Test your own scroll code", and the article of that name ("Step by step, with
// gestures written in Swift"): the code between the markers is their block (less its imports),
// compiled and run here; the tests below check the three are the same, and that a wrong
// expectation in it fails with a diff naming the path, the expected and the actual value.

// Block begin
/// A stretchy header: as tall as the list above its content, never shorter than the status bar;
/// it keeps how far the list is pulled past its top (for the app's pull to refresh).
struct PullingHeader: ScrollViewDelegate {
    var pulled = 0.0

    mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        let top = -screen.scrollView.adjustedContentInset.top
        let offset = screen.scrollView.contentOffset.y
        pulled = max(0, top - offset)
        screen.headerHeight = max(screen.statusBarHeight ?? 0, 148 - (offset - top))
    }
}

@Test func theHeaderStretchesAsTheListIsPulled() throws {
    // An iPhone 11 list under a stretchy header; a finger pulls it down 60 pt and holds it there.
    var tape = TestRecording(.list(header: .stretchy))
    tape.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 460), duration: 0.05)

    var store = ReplayStore(try tape.recording(), delegate: PullingHeader())
    store.isExhaustive = false  // only what each step states is checked
    store.step { $0["scroll.phase"] = "tracking" }  // the finger is down
    store.step { $0["scroll.phase"] = "dragging" }  // the pan begins; the list has not moved
    store.run(to: 4) {  // 20 pt more: past its top, the rubber band gives 10.87 pt
        $0["header.height"] = 158.8666
        $0.delegate.pulled = 10.8666
    }
}
// Block end

@Suite struct ReadmeStoreExampleTests {
    @Test(arguments: [
        ("README.md", "## Test your own scroll code"),
        (
            "Sources/ScrollTape/ScrollTape.docc/TestYourOwnScrollCode.md",
            "## Step by step, with gestures written in Swift"
        ),
    ])
    func theDocumentShowsTheCodeCompiledHere(document: String, heading: String) throws {
        let block = try #require(try DocumentBlocks.code(under: heading, in: document))
        #expect(try block == #require(try DocumentBlocks.marked(in: #filePath)))
    }

    /// The README's test with the header expected 2 pt taller and the delegate's pull as it was
    /// before: it fails at the line of the assertion, naming both paths with what the assertion
    /// says and what the replay has.
    @Test func aWrongExpectationInTheReadmesTestFailsWithADiff() throws {
        var tape = TestRecording(.list(header: .stretchy))
        tape.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 460), duration: 0.05)
        var store = ReplayStore(try tape.recording(), delegate: PullingHeader())
        store.isExhaustive = false
        store.run(to: 3)
        let line = #line + 2
        withKnownIssue {
            store.run(to: 4) {
                $0["header.height"] = 160.8666
                $0.delegate.pulled = 0
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line && text.contains("- header.height: 160.8666")
                && text.contains("+ header.height: 158.866") && text.contains("- delegate.pulled: 0")
                && text.contains("+ delegate.pulled: 10.866")
        }
    }
}
