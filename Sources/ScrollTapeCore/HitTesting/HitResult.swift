/// What a touch at a window point is delivered to.
package struct HitResult: Hashable, Sendable {
    /// The ids from the outermost view to the target; empty when nothing was hit.
    package var chain: [String]
    /// What the touch is delivered to: the window, a view, a control, the scroll view or one of its
    /// items.
    package var target: HitTarget
    /// Pass-through views whose own area was hit and let the touch through, front to back.
    package var passedThrough: [String]
    /// The innermost scroll view around the target, whose scroll views may pan with a touch that
    /// begins here (on an item, a control or a plain view of its content); nil outside every
    /// scroll view.
    package var scrollViewID: ScrollViewID?
    /// The id of that scroll view: the one `.scroll` and `.item` targets belong to.
    package var scrollView: String?

    /// A result with these parts; `scrollViewID` and `scrollView` default to nil (outside every scroll
    /// view).
    package init(
        chain: [String], target: HitTarget, passedThrough: [String], scrollViewID: ScrollViewID? = nil,
        scrollView: String? = nil
    ) {
        self.chain = chain
        self.target = target
        self.passedThrough = passedThrough
        self.scrollViewID = scrollViewID
        self.scrollView = scrollView
    }

    /// The target's id: `"window"`, a view id, a scroll view's id, or `"<scroll id>.item.<index>"`.
    package var targetID: String { target.id(scrollID: scrollView ?? "") }

    /// Who handles a touch that begins here: `control`, `scroll` or `none`. A plain view inside a
    /// scroll view (a section header, a header laid out in the list) gives its touches to the scroll
    /// view's pan, as UIKit's gesture recognizers on the scroll view see the touches of its subviews.
    package var receiver: String {
        switch target {
        case .control: "control"
        case .scroll, .item: "scroll"
        case .view: scrollViewID == nil ? "none" : "scroll"
        case .window: "none"
        }
    }
}
