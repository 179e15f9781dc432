/// A `setContentOffset(_:animated:)` call made by app code (a header's `didEndScrolling`, an
/// effect's `didTap`), carried out by the replay after the code returns.
package struct ContentOffsetRequest: Hashable, Sendable {
    /// The content offset asked for, in points.
    package var offset: Point
    /// Whether the scroll animates (over the scroll view's `scrollAnimationDuration`).
    package var animated: Bool

    /// A request to scroll to `offset`, animated or not.
    package init(offset: Point, animated: Bool) {
        self.offset = offset
        self.animated = animated
    }
}
