import ScrollTape
import ScrollTapeExamples
import Testing

/// A `HeaderBehavior` is the short form of a `ScrollViewDelegate`, run by the same
/// machinery: a header written as a `HeaderBehavior` and the same header written as a delegate
/// (`didScroll` → `scrollViewDidScroll`, `didAppear` → `viewDidAppear`) give the same height at every
/// index and the same violations, on recordings with drags, flicks, bounces, edge crossings, snaps,
/// a rotation, sections, updates and the keyboard.
@Suite struct ShortFormAgreementTests {
    /// `behavior` run as UIKit calls a delegate, through public API only.
    struct HeaderAsDelegate<Behavior: HeaderBehavior>: ScrollViewDelegate {
        var behavior: Behavior
        var minHeight: Double
        var maxHeight: Double

        func headerScreen(_ screen: AppScreen) -> HeaderScreen {
            let view = screen.scrollView
            return HeaderScreen(
                scrollView: ScrollViewInfo(
                    contentOffset: view.contentOffset, contentSize: view.contentSize, bounds: view.bounds,
                    frame: view.frame, contentInset: view.contentInset,
                    adjustedContentInset: view.adjustedContentInset, isTracking: view.isTracking,
                    isDragging: view.isDragging, isDecelerating: view.isDecelerating),
                safeAreaInsets: screen.safeAreaInsets, statusBarHeight: screen.statusBarHeight,
                headerHeight: screen.headerHeight ?? 0, minHeaderHeight: minHeight, maxHeaderHeight: maxHeight
            )
        }

        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            var header = headerScreen(screen)
            behavior.didScroll(&header)
            screen.headerHeight = header.headerHeight
        }

        mutating func viewDidAppear(_ screen: inout AppScreen) {
            var header = headerScreen(screen)
            behavior.didAppear(&header)
            screen.headerHeight = header.headerHeight
        }
    }

    static let recordings = [
        "iphone11-collapsing-header.jsonl", "flick-to-top.jsonl", "flick-to-bottom-bounce.jsonl",
        "collapsing-edge-crossing.jsonl", "snap-header.jsonl", "rotation-header-mid-collapse.jsonl",
        "sections-collapsing-iphone11.jsonl", "deletions-above-viewport.jsonl", "chat-keyboard.jsonl",
        "known-bad/iphone11-bouncing-header.jsonl", "known-bad/header-jitter-at-top.jsonl",
    ]

    @Test(arguments: recordings)
    func theArticlesHeaderAgreesWithItselfAsADelegate(_ name: String) throws {
        try agree(ArticleHeader(), on: name)
        try agree(CorrectedArticleHeader(), on: name)
    }

    private func agree(_ header: some HeaderBehavior, on name: String) throws {
        let recording = try BundledRecordings.recording(name)
        let configuration = try #require(recording.scene.header)
        let shortForm = recording.replay(AppCode(header: header))
        let delegate = recording.replay(
            AppCode(
                delegate: HeaderAsDelegate(
                    behavior: header, minHeight: configuration.minHeight, maxHeight: configuration.maxHeight))
        )
        #expect(shortForm.firstDivergence(from: delegate, tolerance: 1e-9) == nil)
        let key = { (violation: Violation) in "\(violation.invariant.rawValue)@\(violation.eventIndex)" }
        #expect(shortForm.violations.map(key) == delegate.violations.map(key))
    }
}
