/// `InListEffect` follows its scroll view: what it sets as the list scrolls.
extension InListEffect: ViewEffect {
    public var viewIDs: [String] { [view] }

    public mutating func didScroll(_ screen: inout EffectScreen) {
        screen.views[0].translation =
            screen.axis == .vertical ? Point(x: 0, y: screen.offset) : Point(x: screen.offset, y: 0)
    }
}
