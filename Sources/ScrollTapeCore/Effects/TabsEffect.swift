/// `tabs` (seed 002): a tab strip over a horizontal pager. The underline follows the pager's
/// fractional page, x = tabWidth · fractionalPage (moved from its place under the first tab), and a
/// tap on tab i scrolls the pager to page i with animation.
public struct TabsEffect: ViewEffect, Sendable {
    /// The underline's view id.
    public var view: String
    /// The pager.
    public var scrollViewID: String?
    /// The tab buttons, left to right.
    public var tabs: [String]
    /// The width of one tab, in points (the first tab's).
    public var tabWidth: Double
    /// The page length the app divides the offset by; nil: the pager's own. (An app that divides by
    /// its screen width while the pages have spacing between them drifts: `tabs.underline`.)
    public var pageLength: Double?
    /// The pager's fractional page as this effect computes it, as of the last `didScroll`.
    public private(set) var page: Double = 0

    public init(
        view: String, scrollViewID: String? = nil, tabs: [String], tabWidth: Double, pageLength: Double? = nil
    ) {
        self.view = view
        self.scrollViewID = scrollViewID
        self.tabs = tabs
        self.tabWidth = tabWidth
        self.pageLength = pageLength
    }

    public var viewIDs: [String] { [view] }

    public mutating func didScroll(_ screen: inout EffectScreen) {
        page = (screen.offset - screen.minOffset) / (pageLength ?? screen.pageLength)
        screen.views[0].translation = Point(x: tabWidth * page, y: 0)
    }

    /// A tab's action: `pager.setContentOffset(page i, animated: true)`.
    public mutating func didTap(_ control: String, screen: inout EffectScreen) {
        guard let tab = tabs.firstIndex(of: control) else { return }
        let target = screen.minOffset + Double(tab) * (pageLength ?? screen.pageLength)
        var offset = screen.scrollView.contentOffset
        if screen.axis == .vertical { offset.y = target } else { offset.x = target }
        screen.setContentOffset(offset, animated: true)
    }

    /// `"tabs":{"page":P,"underline":{"x":X,"width":W},"view":"<id>"}`, X in the window.
    public func stateMember(in geometry: ViewGeometry) -> Value.Member? {
        let frame = geometry.windowFrame(of: view) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return .init(
            "tabs",
            .object([
                .init("page", .number(page)),
                .init(
                    "underline",
                    .object([.init("x", .number(frame.x)), .init("width", .number(frame.width))])),
                .init("view", .string(view)),
            ]))
    }
}
