/// The app's code the delegate machinery calls in a replay (SPEC §7.1) — the short forms of its
/// header behaviour and of its view effects, then its `ScrollViewDelegate` — with what the replay
/// keeps for it: part of the state, so a checkpoint holds their stored properties as they were.
struct DelegateSlot: Hashable, Sendable {
    /// The app's own `HeaderBehavior`, called as a delegate is (first at each call), if it has one.
    var header: HeaderBehaviorDelegate?
    /// The app's own `ViewEffect`s (not the built-in ones), called as a delegate is, in order.
    var effects: [ViewEffectDelegate]
    /// The app's `ScrollViewDelegate`, if it has one.
    var delegate: (any ScrollViewDelegate)?
    /// Each scroll view's offset when `scrollViewDidScroll` was last called about it (by number;
    /// nil: not yet).
    var reportedOffsets: [Point?]
    /// A status-bar scroll to the top under way, by scroll view number: its animation (its end is
    /// `scrollViewDidScrollToTop`, not `…DidEndScrollingAnimation`).
    var topAnimations: [ScrollAnimation?]
    /// The indicator insets across each scroll view's axis as the code set them (the session's
    /// `indicatorInset` is the one along it).
    var crossIndicatorInsets: [EdgeInsets]
    /// What the code set on views, by id.
    var views: [String: ViewChange]

    /// The app's code in a scene with `scrollViewCount` scroll views, before any call.
    init(
        header: HeaderBehaviorDelegate?, effects: [ViewEffectDelegate], delegate: (any ScrollViewDelegate)?,
        scrollViewCount: Int
    ) {
        self.header = header
        self.effects = effects
        self.delegate = delegate
        reportedOffsets = Array(repeating: nil, count: scrollViewCount)
        topAnimations = Array(repeating: nil, count: scrollViewCount)
        crossIndicatorInsets = Array(repeating: .zero, count: scrollViewCount)
        views = [:]
    }

    static func == (lhs: DelegateSlot, rhs: DelegateSlot) -> Bool {
        func equal<Delegate: ScrollViewDelegate>(_ delegate: Delegate) -> Bool {
            (rhs.delegate as? Delegate) == delegate
        }
        return lhs.reportedOffsets == rhs.reportedOffsets
            && lhs.topAnimations == rhs.topAnimations && lhs.crossIndicatorInsets == rhs.crossIndicatorInsets
            && lhs.views == rhs.views && lhs.header == rhs.header && lhs.effects == rhs.effects
            && (lhs.delegate.map { equal($0) } ?? (rhs.delegate == nil))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(header)
        hasher.combine(effects)
        if let delegate { hasher.combine(delegate) }
        hasher.combine(views)
    }
}
