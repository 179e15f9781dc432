/// A `setContentOffset(_:animated:)` call made by app code (a header's `didEndScrolling`, an
/// effect's `didTap`), carried out by the replay after the code returns.
public struct ContentOffsetRequest: Hashable, Sendable {
    /// The content offset asked for, in points.
    public var offset: Point
    /// Whether the scroll animates (over the scroll view's `scrollAnimationDuration`).
    public var animated: Bool

    /// A request to scroll to `offset`, animated or not.
    package init(offset: Point, animated: Bool) {
        self.offset = offset
        self.animated = animated
    }
}
