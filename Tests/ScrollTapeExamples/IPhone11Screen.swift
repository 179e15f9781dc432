import ScrollTape
import ScrollTapeRecorder

/// The iPhone 11 collapsing-header screen of the bundled recordings as the recorder sees it on a
/// device: a 414 × 896 window, a list of 40 rows of 88 pt under a header 100 pt below the status
/// bar (the list's adjusted inset: 148 at the top, 34 at the bottom), a back button and a title.
package enum IPhone11Screen {
    package static let snapshot = ScreenSnapshot(
        device: Device(
            name: "iPhone 11", width: 414, height: 896, scale: 2, safeArea: EdgeInsets(top: 48, bottom: 34),
            statusBar: 48),
        scrollView: RecordedScrollView(
            id: "list", frame: Rect(x: 0, y: 0, width: 414, height: 896), contentOffset: Point(x: 0, y: -148),
            contentSize: Size(width: 414, height: 3520),
            adjustedContentInset: EdgeInsets(top: 148, bottom: 34)),
        header: HeaderConfiguration(viewID: "header", behavior: .collapsing, minHeight: 48, maxHeight: 148),
        views: [
            RecordedView(id: "list", kind: .scroll, frame: Rect(x: 0, y: 0, width: 414, height: 896)),
            RecordedView(
                id: "header", frame: Rect(x: 0, y: 0, width: 414, height: 148),
                children: [
                    RecordedView(id: "back", kind: .button, frame: Rect(x: 8, y: 52, width: 44, height: 44)),
                    RecordedView(
                        id: "title", kind: .label, frame: Rect(x: 16, y: 100, width: 300, height: 30)),
                ]),
        ])
}
