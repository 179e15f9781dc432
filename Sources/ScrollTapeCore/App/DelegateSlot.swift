/// The app's code the delegate machinery calls in a replay — the short forms of its
/// header behaviour and of its view effects, then its `ScrollViewDelegate` — with what the replay
/// keeps for it: part of the state, so a checkpoint holds their stored properties as they were.
struct DelegateSlot: Hashable, Sendable {
    /// The app's own `HeaderBehavior`, called as a delegate is (first at each call), if it has one.
    var header: HeaderBehaviorDelegate?
    /// The app's own `ViewEffect`s (not the built-in ones), called as a delegate is, in order.
    var effects: [ViewEffectDelegate]
    /// The app's `ScrollViewDelegate`, if it has one.
    var delegate: (any ScrollViewDelegate)?
    /// UIKit's order of the calls, with the offsets the code last heard of.
    var order: DelegateCallOrder
    /// The indicator insets across each scroll view's axis as the code set them (the session's
    /// `indicatorInset` is the one along it).
    var crossIndicatorInsets: ScrollViewTable<EdgeInsets>
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
        order = DelegateCallOrder(scrollViewCount: scrollViewCount)
        crossIndicatorInsets = ScrollViewTable(repeating: .zero, count: scrollViewCount)
        views = [:]
    }

    /// Makes `callback` on the short forms of the header behaviour and the effects, then on the
    /// app's delegate, all on the same `screen`.
    mutating func make(
        _ callback: DelegateCallOrder.Callback, on screen: inout AppScreen,
        reply: inout DelegateCallOrder.Reply
    ) {
        if let short = header {
            var code: any ScrollViewDelegate = short
            callback.make(on: &code, &screen, reply: &reply)
            header = (code as! HeaderBehaviorDelegate)
        }
        for position in effects.indices {
            var code: any ScrollViewDelegate = effects[position]
            callback.make(on: &code, &screen, reply: &reply)
            effects[position] = code as! ViewEffectDelegate
        }
        if delegate != nil { callback.make(on: &delegate!, &screen, reply: &reply) }
    }

    static func == (lhs: DelegateSlot, rhs: DelegateSlot) -> Bool {
        func equal<Delegate: ScrollViewDelegate>(_ delegate: Delegate) -> Bool {
            (rhs.delegate as? Delegate) == delegate
        }
        return lhs.order == rhs.order && lhs.crossIndicatorInsets == rhs.crossIndicatorInsets
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
