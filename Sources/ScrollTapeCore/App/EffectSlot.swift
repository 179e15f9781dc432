/// One effect of a replay (SPEC §9): the effect with its stored properties, the scroll view it
/// follows, and what it set on its views.
struct EffectSlot: Hashable, Sendable {
    var effect: any ViewEffect
    /// The scroll view it follows.
    let scrollView: ScrollViewID
    /// Its `viewIDs`, read once.
    let viewIDs: [String]
    /// One per view id: what the effect set on it.
    var adjustments: [ViewAdjustment]
    /// The followed scroll view's offset at the last `didScroll` (nil: not called yet).
    var lastOffset: Point?

    static func == (lhs: EffectSlot, rhs: EffectSlot) -> Bool {
        func equal<Effect: ViewEffect>(_ effect: Effect) -> Bool { (rhs.effect as? Effect) == effect }
        return lhs.scrollView == rhs.scrollView && lhs.adjustments == rhs.adjustments
            && lhs.lastOffset == rhs.lastOffset && equal(lhs.effect)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(effect)
        hasher.combine(adjustments)
    }
}
