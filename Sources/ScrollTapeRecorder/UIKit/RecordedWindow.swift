#if os(iOS) || SCROLLTAPE_UIKIT_STAND_IN
    import Foundation
    import ScrollTape
    #if SCROLLTAPE_UIKIT_STAND_IN
        // Linux tests compile this file again, against a stand-in for UIKit (Tests/UIKitStandIn).
        import ScrollTapeRecorder
        import UIKitStandIn
    #else
        import UIKit
    #endif

    /// The views a window recorder reads: the window, its scroll views (the list first), the
    /// header and the tabs of a `tabs` effect. It keeps them until the recording stops.
    @MainActor
    struct RecordedWindow {
        let window: UIWindow
        let header: ScrollTapeRecorder.Header?
        /// The list and the screen's other scroll views, with what the last refresh read of each.
        private(set) var scrollViews: ScrollViewList<UIScrollView>
        /// The tabs of the recording's `tabs` effects, each with the pager it scrolls.
        let tabs: [(tab: UIView, pager: UIScrollView)]

        init(
            window: UIWindow, scrollView: UIScrollView, otherScrollViews: [UIScrollView],
            header: ScrollTapeRecorder.Header?, tabs: [(tab: UIView, pager: UIScrollView)],
            screen: ScreenSnapshot
        ) {
            self.window = window
            self.header = header
            self.tabs = tabs
            scrollViews = ScrollViewList(list: scrollView, others: otherScrollViews, screen: screen)
        }

        /// The list.
        var list: UIScrollView { scrollViews.list }

        /// The screen as a session line would describe it now; nil when it cannot be described
        /// (the list left the window).
        func snapshot() -> ScreenSnapshot? {
            try? ScreenSnapshot(
                window: window, scrollView: list,
                otherScrollViews: scrollViews.entries.dropFirst().map(\.view), header: header)
        }

        /// What the list and the header show now.
        func sample() -> FrameSample {
            let offset = list.contentOffset
            return FrameSample(
                contentOffset: ScrollTapeCore.Point(x: Double(offset.x), y: Double(offset.y)),
                headerHeight: header.map { Double($0.view.bounds.height) })
        }

        /// Reads every scroll view for ``ScreenChanges`` (the list at `listOffset`); `fingersDown`:
        /// a finger is on the window. The window and the list as read; whether another scroll view
        /// moved since the last refresh.
        mutating func read(listOffset: ScrollTapeCore.Point, fingersDown: Bool) -> (
            ScreenChanges.Reading, othersMoved: Bool
        ) {
            var othersMoved = false
            // By index: the entries are refilled in place, never copied.
            for number in scrollViews.entries.indices {
                let view = scrollViews.entries[number].view
                let offset =
                    number == 0
                    ? listOffset
                    : ScrollTapeCore.Point(x: Double(view.contentOffset.x), y: Double(view.contentOffset.y))
                let moved = scrollViews.record(
                    ScreenChanges.ScrollReading(
                        adjustedContentInset: ScrollTapeCore.EdgeInsets(view.adjustedContentInset),
                        contentOffset: offset,
                        isMovedByTheUser: fingersDown || view.isTracking || view.isDragging
                            || view.isDecelerating),
                    number: number)
                othersMoved = othersMoved || (number > 0 && moved)
            }
            let layout = Device.layout(of: window)
            return (
                ScreenChanges.Reading(
                    size: layout.size, safeArea: layout.safeArea, statusBar: layout.statusBar,
                    list: scrollViews.entries[0].reading),
                othersMoved
            )
        }

        /// The pagers of the tabs under window point `point` (a finger lifted there), where the tabs
        /// are drawn: the point in each tab's own coordinates, through its transform, as UIKit
        /// hit-tests it.
        func pagers(ofTabsAt point: CGPoint) -> [UIScrollView] {
            tabs.filter { $0.tab.bounds.contains($0.tab.convert(point, from: nil)) }.map(\.pager)
        }

        /// The row of the list in `sections` whose view has the keyboard's input (a text field in a
        /// cell): the row where that view's centre is. Nil when no view of the list is first
        /// responder.
        func editedRow(in sections: SectionLayout) -> Int? {
            guard let editor = list.firstResponderInside() else { return nil }
            let frame = editor.convert(editor.bounds, to: list)
            return sections.row(at: Double(frame.midY))
        }
    }
#endif
