import ScrollTape

/// A profile screen as nested-scrolling apps build it: an outer table (`outer`, full screen) whose
/// content is a 300-pt header and then a vertical list (`list`, 896 tall, 40 rows of 88) — the
/// outer's range is [0, 300]: at 300 the header has scrolled away and the list fills the screen
/// ("pinned"). Its code lets both pans follow one finger and hands the scroll off in
/// `scrollViewDidScroll` (``HandOff``). The bundled `recordings/app-code/profile-pager-hand-off.jsonl`
/// puts a horizontal pager of two lists under the header instead.
package enum ProfileScreen {
    /// The scene, with the safe area of an iPhone 11 (the scroll views adjust for none of it).
    package static func scene() -> Scene {
        let screen = Rect(x: 0, y: 0, width: 414, height: 896)
        let outer = ScrollConfiguration(
            id: "outer", frame: screen, content: .size(width: 414, height: 1196), insetAdjustment: .never)
        let list = ScrollConfiguration(
            id: "list", frame: Rect(x: 0, y: 300, width: 414, height: 896),
            content: .items(ItemLayout(count: 40, length: 88)), insetAdjustment: .never)
        return Scene(
            device: Device(
                name: "iPhone 11", width: 414, height: 896, scale: 2,
                safeArea: EdgeInsets(top: 48, bottom: 34)),
            scroll: outer, scrolls: [list],
            views: [
                ViewSpec(
                    id: "outer", kind: .scroll, frame: screen,
                    children: [ViewSpec(id: "list", kind: .scroll, frame: list.frame)])
            ])
    }

    /// Lets the outer table's pan and a list's pan follow one finger
    /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` true for the outer with a list,
    /// not with the pager) and hands the scroll off in `scrollViewDidScroll`, as a profile screen
    /// does (the list, the innermost, moves first):
    /// - a list stays at its top while the outer is below 300 (the header shows), and when pulled
    ///   past its top (the outer takes that, and bounces);
    /// - the outer stays at 300 (the header pinned away) while the current page's list is
    ///   scrolled, and in the sample in which that list came back to its top (it has used that
    ///   sample's travel: the outer moving too would move the content twice as far as the finger).
    ///
    /// `holdsList` false: the lists forget to hold themselves (a known bug: the outer's code sees
    /// the list scrolled at the first sample and pins at once — the header jumps).
    /// `remembersListMove` false: the outer moves in the sample in which the list came back to its
    /// top (a known bug: the content moves twice as far as the finger). `order` logs the first
    /// callbacks of a drag.
    package struct HandOff: ScrollViewDelegate {
        package var holdsList = true
        package var remembersListMove = true
        /// The outer scroll view, and the offset at which it holds while a list is scrolled.
        package var outer: String
        package var pin: Double
        /// The lists, one per page of `pager` (without a pager, the one list).
        package var lists: [String]
        /// The horizontal pager that holds the lists, pages 414 wide (nil: none).
        package var pager: String?
        package var order: [String] = []
        /// Where each list's last `scrollViewDidScroll` left it.
        var left: [String: Double] = [:]
        /// The list was below its top before its latest move.
        var listWasScrolled = false

        static let pageWidth = 414.0

        package init(
            holdsList: Bool = true, remembersListMove: Bool = true, lists: [String] = ["list"],
            pager: String? = nil, outer: String = "outer", pin: Double = 300
        ) {
            self.holdsList = holdsList
            self.remembersListMove = remembersListMove
            self.lists = lists
            self.pager = pager
            self.outer = outer
            self.pin = pin
        }

        package mutating func panShouldRecognizeSimultaneously(
            _ scrollView: String, with other: String, _ screen: inout AppScreen
        ) -> Bool {
            let pair = [scrollView, other]
            return pair.contains(outer) && !pair.contains { $0 == pager }
        }

        package mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {
            order.append(
                "willBeginDragging \(screen.scrollView.id) \(screen.scrollView.panGestureRecognizer.state)")
        }

        /// The list on the pager's current page.
        func currentList(_ screen: inout AppScreen) -> String {
            guard let pager else { return lists[0] }
            let page = Int(
                (screen[scrollView: pager].contentOffset.x / Self.pageWidth).rounded(.toNearestOrEven))
            return lists[min(max(page, 0), lists.count - 1)]
        }

        package mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            if !order.isEmpty, order.count < 8 { order.append("didScroll \(screen.scrollView.id)") }
            let me = screen.scrollView.id
            if me == outer {
                if screen.scrollView.contentOffset.y >= pin || (remembersListMove && listWasScrolled)
                    || screen[scrollView: currentList(&screen)].contentOffset.y > 0
                {
                    screen.scrollView.contentOffset.y = pin
                }
            } else if lists.contains(me) {
                var y = screen.scrollView.contentOffset.y
                let before = left[me, default: 0]
                if y != before { listWasScrolled = before > 0 }
                if holdsList, screen[scrollView: outer].contentOffset.y < pin || y < 0 {
                    screen.scrollView.contentOffset.y = 0
                    y = 0
                }
                left[me] = y
            }
        }
    }
}
