/// A `setContentOffset(_:animated:)` call made by app code (a header's `didEndScrolling`, an
/// effect's `didTap`), carried out by the replay after the code returns.
public struct ContentOffsetRequest: Hashable, Sendable {
    public var offset: Point
    public var animated: Bool

    public init(offset: Point, animated: Bool) {
        self.offset = offset
        self.animated = animated
    }
}
