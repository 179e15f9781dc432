import ScrollTape
import ScrollTapeTesting
import Testing

/// Uses only the delegate API's names: every callback, every settable property.
struct EveryCallback: ScrollViewDelegate {
    var calls: [String] = []

    mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        calls.append("didScroll")
        let pan = screen.scrollView.panGestureRecognizer
        _ = (pan.translation(in: nil), pan.velocity(in: "list"))
        _ = (screen.scrollView.isTracking, screen.scrollView.isDragging, screen.scrollView.isDecelerating)
        _ = (screen.scrollView.contentSize, screen.scrollView.bounds, screen.scrollView.frame)
        _ = (screen.scrollView.adjustedContentInset, screen.scrollView.safeAreaInsets, screen.scrollView.id)
        _ = (screen.safeAreaInsets, screen.statusBarHeight, screen.bounds)
    }
    mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) { calls.append("willBeginDragging") }
    mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        calls.append("willEndDragging")
        targetContentOffset.y = max(targetContentOffset.y, 0)
    }
    mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging")
    }
    mutating func scrollViewWillBeginDecelerating(_ screen: inout AppScreen) {
        calls.append("willBeginDecelerating")
    }
    mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {
        calls.append("didEndDecelerating")
        screen.scrollView.setContentOffset(screen.scrollView.contentOffset, animated: true)
    }
    mutating func scrollViewDidEndScrollingAnimation(_ screen: inout AppScreen) {
        calls.append("didEndScrollingAnimation")
    }
    mutating func scrollViewShouldScrollToTop(_ screen: inout AppScreen) -> Bool {
        calls.append("shouldScrollToTop")
        return true
    }
    mutating func scrollViewDidScrollToTop(_ screen: inout AppScreen) { calls.append("didScrollToTop") }
    mutating func scrollViewDidChangeAdjustedContentInset(_ screen: inout AppScreen) {
        calls.append("didChangeAdjustedContentInset")
    }
    mutating func viewDidAppear(_ screen: inout AppScreen) {
        calls.append("viewDidAppear")
        var list = screen[scrollView: "list"]
        list.contentInset.bottom = 10
        list.verticalScrollIndicatorInsets.top = 100
        list.horizontalScrollIndicatorInsets.left = 1
        list.contentInsetAdjustmentBehavior = "automatic"
        let offset = list.contentOffset
        list.contentOffset = offset
        screen[scrollView: "list"] = list
        var back = screen[view: "back"]
        back.frame.x += 0
        back.alpha = 1
        back.transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        back.isHidden = false
        back.isUserInteractionEnabled = true
        screen[view: "back"] = back
        if let height = screen.headerHeight { screen.headerHeight = height }
    }
    mutating func viewDidLayoutSubviews(_ screen: inout AppScreen) { calls.append("viewDidLayoutSubviews") }
    mutating func primaryActionTriggered(_ control: String, _ screen: inout AppScreen) {
        calls.append("primaryActionTriggered \(control)")
    }
    mutating func didSelectItem(at index: Int, _ screen: inout AppScreen) {
        calls.append("didSelectItem \(index)")
    }
}

@Test func theCallbacksOfARecordingAreHeard() throws {
    let recording = try Recording(contentsOfFile: "../scrolltape/recordings/iphone11-collapsing-header.jsonl")
    let result = recording.replay(AppCode(delegate: EveryCallback()))
    #expect(result.headerHeight(at: 0) == 148)
    let timeline = Timeline(recording, code: AppCode(delegate: EveryCallback()))
    let code = try #require(timeline.state(at: timeline.count).delegate as? EveryCallback)
    for call in [
        "viewDidLayoutSubviews", "viewDidAppear", "didScroll", "willBeginDragging", "willEndDragging",
        "didEndDragging", "willBeginDecelerating", "didEndDecelerating", "primaryActionTriggered back",
        "didChangeAdjustedContentInset",
    ] {
        #expect(code.calls.contains(call), "\(call)")
    }
    let statusBar = try Recording(contentsOfFile: "../scrolltape/recordings/status-bar-scroll-to-top.jsonl")
    let tapped = Timeline(statusBar, code: AppCode(delegate: EveryCallback()))
    let heard = try #require(tapped.state(at: tapped.count).delegate as? EveryCallback)
    #expect(heard.calls.contains("shouldScrollToTop"))
    #expect(heard.calls.contains("didScrollToTop"))
}
