import ScrollTape

/// A profile screen as nested-scrolling apps build it: an outer table (`outer`, full screen) whose
/// content is a 300-pt header and then a vertical list (`list`, 896 tall, 40 rows of 88) — the
/// outer's range is [0, 300]: at 300 the header has scrolled away and the list fills the screen
/// ("pinned"). Its code lets both pans follow one finger and hands the scroll off in
/// `scrollViewDidScroll` (``HandOff``).
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

    /// Lets both pans follow the finger and hands the scroll off as a profile screen does: the list
    /// stays at its top until the header has scrolled away (the outer at 300), then the outer stays
    /// there while the list scrolls. `holdsList` false: the list forgets to hold itself (a known
    /// bug: the outer's code sees the list scrolled at the first sample and pins at once — the
    /// header jumps). `order` logs the first callbacks of a drag.
    package struct HandOff: ScrollViewDelegate {
        package var holdsList = true
        package var order: [String] = []

        package init(holdsList: Bool = true) {
            self.holdsList = holdsList
        }

        package mutating func panShouldRecognizeSimultaneously(
            _ scrollView: String, with other: String, _ screen: inout AppScreen
        ) -> Bool { true }

        package mutating func scrollViewWillBeginDragging(_ screen: inout AppScreen) {
            order.append(
                "willBeginDragging \(screen.scrollView.id) \(screen.scrollView.panGestureRecognizer.state)")
        }

        package mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            if !order.isEmpty, order.count < 8 { order.append("didScroll \(screen.scrollView.id)") }
            let pin = 300.0
            if screen.scrollView.id == "outer" {
                if screen.scrollView.contentOffset.y >= pin || screen[scrollView: "list"].contentOffset.y > 0
                {
                    screen.scrollView.contentOffset.y = pin
                }
            } else if holdsList, screen[scrollView: "outer"].contentOffset.y < pin {
                screen.scrollView.contentOffset.y = 0
            }
        }
    }
}
