/// `ParallaxEffect` follows its scroll view: what it sets as the list scrolls.
extension ParallaxEffect: ViewEffect {
    public var viewIDs: [String] { [view] }

    public mutating func didScroll(_ screen: inout EffectScreen) {
        let move = -ratio * max(0, screen.offset - screen.minOffset)
        screen.views[0].translation = screen.axis == .vertical ? Point(x: 0, y: move) : Point(x: move, y: 0)
    }
}
