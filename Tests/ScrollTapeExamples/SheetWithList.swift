import ScrollTape

/// A bottom sheet holding a list, written as such sheets are: the sheet is an outer vertical scroll
/// view (`sheet`, range [0, 400]: half up at 0, full at 400) whose content holds the list (`list`).
/// The hand-off is the profile screen's (``ProfileScreen/HandOff``: both pans follow the finger,
/// the sheet stays full while the list is scrolled, the list at its top while the sheet is not full
/// and when pulled past its top, so a drag down at the list's top lowers the sheet); a released
/// sheet rests at the nearer detent (`targetContentOffset` in `scrollViewWillEndDragging`), and
/// where it rests the code turns the list's `isScrollEnabled` on (full) or off (half up): half
/// up, a drag on the list moves the sheet. It turns it only where the sheet rests, never under a
/// finger (which would cancel the list's pan, as UIKit does).
///
/// `remembersListMove` false: the sheet moves in the sample in which the list came back to its top
/// (a known bug: the content moves twice as far as the finger, `scroll.followsFinger`).
package struct SheetWithList: ScrollViewDelegate {
    /// The offset at which the sheet is full.
    static let full = 400.0
    package var handOff: ProfileScreen.HandOff

    package init(remembersListMove: Bool = true) {
        handOff = ProfileScreen.HandOff(
            remembersListMove: remembersListMove, lists: ["list"], outer: "sheet", pin: Self.full)
    }

    package mutating func panShouldRecognizeSimultaneously(
        _ scrollView: String, with other: String, _ screen: inout AppScreen
    ) -> Bool {
        handOff.panShouldRecognizeSimultaneously(scrollView, with: other, &screen)
    }

    package mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
        handOff.scrollViewDidScroll(&screen)
    }

    package mutating func scrollViewWillEndDragging(
        _ screen: inout AppScreen, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        guard screen.scrollView.id == "sheet" else { return }
        targetContentOffset.y = targetContentOffset.y < Self.full / 2 ? 0 : Self.full
    }

    package mutating func scrollViewDidEndDragging(_ screen: inout AppScreen, willDecelerate decelerate: Bool)
    {
        if !decelerate { sheetRests(&screen) }
    }

    package mutating func scrollViewDidEndDecelerating(_ screen: inout AppScreen) {
        sheetRests(&screen)
    }

    private func sheetRests(_ screen: inout AppScreen) {
        guard screen.scrollView.id == "sheet" else { return }
        screen[scrollView: "list"].isScrollEnabled = screen.scrollView.contentOffset.y >= Self.full
    }
}
