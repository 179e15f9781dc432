import ScrollTape
import ScrollTapeExamples
import ScrollTapePictures
import Testing

/// The pictures of a replay through the app's own code: the HTML page, the plot
/// and the trace show what the code changed, not what the model alone does.
@Suite struct PicturesWithCodeTests {
    static let shyBar = AppCode(delegate: ShyNavigationBar(), name: "ShyNavigationBar")

    /// Dragged up 30 from the top, the shy bar is 118 high and the list's top inset 70 (the bar
    /// below the status bar): the page's states have that inset, the model's never do.
    @Test func theHTMLPageShowsTheInsetTheCodeSets() throws {
        let recording = try BundledRecordings.recording("app-code/shy-navigation-bar.jsonl")
        let inset = #""contentInset":{"top":70,"left":0,"bottom":0,"right":0}"#
        let withCode = recording.htmlPage(title: "shy", code: Self.shyBar)
        #expect(withCode.contains(inset))
        #expect(withCode.contains("<title>shy — scrolltape</title>"))
        #expect(!recording.htmlPage(title: "shy").contains(inset))
    }

    /// The plot and the trace follow the code's offsets and header (they differ from the model's),
    /// and are the same as the CLI's for the model alone.
    @Test func thePlotAndTheTraceFollowTheCode() throws {
        let recording = try BundledRecordings.recording("app-code/shy-navigation-bar.jsonl")
        #expect(recording.plot(title: "shy", code: Self.shyBar) != recording.plot(title: "shy"))
        #expect(recording.trace(name: "shy", code: Self.shyBar) != recording.trace(name: "shy"))
        #expect(recording.plot(title: "shy").hasPrefix("<svg"))
        #expect(recording.trace(name: "shy").hasPrefix(#"{"displayTimeUnit":"ms""#))
    }
}
