/// `NavigationBarEffect` follows its scroll view: what it sets as the list scrolls.
extension NavigationBarEffect: ViewEffect, StateMemberEffect {
    public var viewIDs: [String] { title.map { [view, $0] } ?? [view] }

    public mutating func didScroll(_ screen: inout EffectScreen) {
        alpha = min(max((screen.offset - screen.minOffset) / distance, 0), 1)
        switch fades {
        case .view: screen.views[0].alpha = alpha
        case .background: screen.views[0].visibleAlpha = alpha
        }
        if title != nil { screen.views[1].translation.y = (1 - alpha) * titleTravel }
    }

    /// `"navigationBar":{"alpha":A,"view":"<id>"}`.
    package func member(in geometry: ViewGeometry) -> Value.Member {
        .init("navigationBar", .object([.init("alpha", .number(alpha)), .init("view", .string(view))]))
    }
}
