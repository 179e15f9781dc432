/// One built-in effect of a replay (FORMAT.md "Effects"): the effect with its stored properties, the scroll view it
/// follows, and what it set on its views.
struct EffectSlot: Hashable, Sendable {
    var effect: any ViewEffect
    /// The scroll view it follows.
    let scrollView: ScrollViewID
    /// Its `viewIDs`, read once.
    let viewIDs: [String]
    /// One per view id: what the effect set on it.
    var adjustments: [ViewAdjustment]

    static func == (lhs: EffectSlot, rhs: EffectSlot) -> Bool {
        func equal<Effect: ViewEffect>(_ effect: Effect) -> Bool { (rhs.effect as? Effect) == effect }
        return lhs.scrollView == rhs.scrollView && lhs.adjustments == rhs.adjustments && equal(lhs.effect)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(effect)
        hasher.combine(adjustments)
    }
}

/// The built-in effects of a replay, in the session's order, with the offsets they last heard of:
/// each is called after each change of its scroll view's offset (all of one scroll view's effects
/// together), and only then.
struct BuiltInEffects: Hashable, Sendable {
    /// The effects, in the session's order.
    var slots: [EffectSlot]
    /// Each scroll view's offset when its effects were last called.
    var heard: HeardOffsets

    /// `slots`, in a scene of `scrollViewCount` scroll views, none of them called yet.
    init(_ slots: [EffectSlot], scrollViewCount: Int) {
        self.slots = slots
        heard = HeardOffsets(scrollViewCount: scrollViewCount)
    }
}
