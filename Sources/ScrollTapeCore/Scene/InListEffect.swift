/// `inList` (seed 003, pattern 1): a header that is a subview of its list, kept on top of it with
/// `frame.origin.y = contentOffset.y` (x for a horizontal list). Its frame moves along the axis by
/// the offset, so its declared `frame` is where it sits in the visible area and hit-testing finds
/// it there however far the list scrolled.
public struct InListEffect: Hashable, Sendable {
    /// The view kept on top: a direct child of the scroll view it follows.
    package var view: String
    public var scrollViewID: String?

    /// The effect for view `view`, following scroll view `scrollViewID` (nil: the primary).
    public init(view: String, scrollViewID: String? = nil) {
        self.view = view
        self.scrollViewID = scrollViewID
    }
}
