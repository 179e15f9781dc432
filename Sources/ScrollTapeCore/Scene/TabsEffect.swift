/// `tabs` (seed 002): a tab strip over a horizontal pager. The underline follows the pager's
/// fractional page, x = tabWidth · fractionalPage (moved from its place under the first tab), and a
/// tap on tab i scrolls the pager to page i with animation.
public struct TabsEffect: Hashable, Sendable {
    /// The underline's view id.
    package var view: String
    /// The pager.
    public var scrollViewID: String?
    /// The tab buttons, left to right.
    package var tabs: [String]
    /// The width of one tab, in points (the first tab's).
    package var tabWidth: Double
    /// The page length the app divides the offset by; nil: the pager's own. (An app that divides by
    /// its screen width while the pages have spacing between them drifts: `tabs.underline`.)
    package var pageLength: Double?
    /// The pager's fractional page as this effect computes it, as of the last `didScroll`.
    package internal(set) var page: Double = 0

    /// The effect for underline `view` and tab buttons `tabs`, `tabWidth` points wide, following pager
    /// `scrollViewID` (nil: the primary); `pageLength` nil: the pager's own.
    public init(
        view: String, scrollViewID: String? = nil, tabs: [String], tabWidth: Double, pageLength: Double? = nil
    ) {
        self.view = view
        self.scrollViewID = scrollViewID
        self.tabs = tabs
        self.tabWidth = tabWidth
        self.pageLength = pageLength
    }
}
