/// `TabsEffect` follows its scroll view: what it sets as the list scrolls.
extension TabsEffect: ViewEffect, StateMemberEffect {
    public var viewIDs: [String] { [view] }

    public mutating func didScroll(_ screen: inout EffectScreen) {
        let length = pageLength ?? screen.pageLength
        // A pager with no extent has no pages: the underline stays under the first tab.
        page = length > 0 ? (screen.offset - screen.minOffset) / length : 0
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
    package func member(in geometry: ViewGeometry) -> Value.Member {
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
