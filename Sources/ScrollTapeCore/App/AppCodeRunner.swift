/// The app's code in a replay and what the replay keeps for it: the built-in view
/// effects on their own path, and the app's own code on the delegate machinery — the short forms
/// of its header behaviour and of its effects, then its `ScrollViewDelegate` — with UIKit's order
/// of the calls (the offsets the code last heard of), what it set on views and indicator insets.
///
/// Part of the state: a checkpoint holds the code's stored properties as they were. The host (the
/// replay's world, the SwiftUI driver) holds it in one property and runs it through
/// ``AppCodeHost``: it builds the screen a call sees and applies the one change value the call
/// made.
package struct AppCodeRunner: Hashable, Sendable {
    /// How many rounds of callbacks one call may set off (each `didScroll` for an offset a
    /// callback set, each `…DidChangeAdjustedContentInset` for an inset): past it, code that keeps
    /// moving the list from its own callbacks (which would never return in UIKit) is not called
    /// again for that change.
    static let rounds = 16

    /// The effects the session's `effects` name, functions of the offset alone, evaluated after
    /// each change of it on their own path (``BuiltInEffectsHost``), with the offsets they last
    /// heard of: kept in an array's buffer (one value; none without effects), so that they cost the
    /// runner one reference.
    private var builtIn: [BuiltInEffects]
    /// The app's own code, if the replay runs any: kept in an array's buffer so that a runner
    /// without it stays as small as an empty array (a checkpoint is a copy of the world).
    private var storage: [DelegateSlot]

    /// The built-in effects `builtInEffects`, and the app's own code: the short form of its header
    /// behaviour (`header`), of its effects (`effects`), and its `delegate`, in a scene of
    /// `scrollViewCount` scroll views (none of them: nothing runs on the delegate machinery).
    init(
        builtInEffects: [EffectSlot], header: HeaderBehaviorDelegate?, effects: [ViewEffectDelegate],
        delegate: (any ScrollViewDelegate)?, scrollViewCount: Int
    ) {
        builtIn =
            builtInEffects.isEmpty ? [] : [BuiltInEffects(builtInEffects, scrollViewCount: scrollViewCount)]
        storage =
            header == nil && effects.isEmpty && delegate == nil
            ? []
            : [
                DelegateSlot(
                    header: header, effects: effects, delegate: delegate, scrollViewCount: scrollViewCount)
            ]
    }

    /// `delegate` alone, on a screen of `scrollViewCount` scroll views (the SwiftUI driver's).
    package init(_ delegate: any ScrollViewDelegate, scrollViewCount: Int) {
        self.init(
            builtInEffects: [], header: nil, effects: [], delegate: delegate, scrollViewCount: scrollViewCount
        )
    }

    /// The built-in effects, in the session's order, with what they set.
    var builtInEffects: [EffectSlot] { builtIn.first?.slots ?? [] }

    /// Whether the session names any built-in effect (read at every event: no array is copied).
    @inline(__always)
    var hasBuiltInEffects: Bool { !builtIn.isEmpty }

    /// Whether an event has nothing to call: no built-in effect and no app code (most replays of
    /// the built-in model; read twice per event).
    @inline(__always)
    var isIdle: Bool { builtIn.isEmpty && storage.isEmpty }

    /// Whether the built-in effects that follow scroll view `id`, now at `offset`, are owed a
    /// `didScroll` (its offset changed since they were last called, or they never were); if so, it
    /// is taken as heard.
    mutating func builtInEffectsOweCall(about id: ScrollViewID, at offset: Point) -> Bool {
        guard !builtIn.isEmpty else { return false }
        return builtIn[0].heard.owesCall(about: id, at: offset)
    }

    /// Runs `body` on the built-in effect at `position` in place.
    mutating func changeBuiltInEffect<Result>(at position: Int, _ body: (inout EffectSlot) -> Result)
        -> Result
    {
        body(&builtIn[0].slots[position])
    }

    /// Whether app code runs on the delegate machinery (read on the hot path: no copy).
    @inline(__always)
    package var runsCode: Bool { !storage.isEmpty }

    /// Whether any view effect runs (built-in or the app's own).
    var hasEffects: Bool { !builtIn.isEmpty || storage.first?.effects.isEmpty == false }

    /// The app's `ScrollViewDelegate`, as it is now; nil without one.
    package var delegate: (any ScrollViewDelegate)? { storage.first?.delegate }

    /// The short form of the app's own header behaviour, as the last call left it.
    var headerShortForm: HeaderBehaviorDelegate? { storage.first?.header }

    /// The app's code out of the runner while it runs, so that its storage is not shared (and
    /// copied) on write; nil when none runs.
    mutating func takeSlot() -> DelegateSlot? {
        guard let slot = storage.first else { return nil }
        storage = []
        return slot
    }

    /// The app's code back in the runner after a call.
    mutating func putBack(_ slot: DelegateSlot) {
        storage = [slot]
    }

    /// Whether scroll view `id`, now at `offset`, is owed a `scrollViewDidScroll`
    /// (``DelegateCallOrder/owesScroll(_:at:)``).
    mutating func owesScroll(_ id: ScrollViewID, at offset: Point) -> Bool {
        guard !storage.isEmpty else { return false }
        return storage[0].order.owesScroll(id, at: offset)
    }

    /// The callbacks `happening` to scroll view `id` calls for (``DelegateCallOrder``).
    mutating func callbacks(for happening: DelegateCallOrder.Happening, of id: ScrollViewID)
        -> [DelegateCallOrder.Callback]
    {
        guard !storage.isEmpty else { return [] }
        return storage[0].order.callbacks(for: happening, of: id)
    }

    /// The indicator insets across scroll view `id`'s axis as the code set them.
    package func crossIndicatorInsets(of id: ScrollViewID) -> EdgeInsets {
        storage.first?.crossIndicatorInsets[id] ?? .zero
    }

    /// Keeps the indicator insets across scroll view `id`'s axis the code set.
    mutating func setCrossIndicatorInsets(_ insets: EdgeInsets, of id: ScrollViewID) {
        guard !storage.isEmpty else { return }
        storage[0].crossIndicatorInsets[id] = insets
    }

    /// The effect of type `Effect` that runs (the first), if any.
    func effect<Effect: ViewEffect>(of type: Effect.Type) -> Effect? {
        for slot in builtInEffects {
            if let effect = slot.effect as? Effect { return effect }
        }
        for own in storage.first?.effects ?? [] {
            if let effect = own.effect as? Effect { return effect }
        }
        return nil
    }

    /// Every effect that runs with what it set on its views: the built-in ones, then the app's own.
    package var allEffects: [(effect: any ViewEffect, viewIDs: [String], adjustments: [ViewAdjustment])] {
        builtInEffects.map { ($0.effect, $0.viewIDs, $0.adjustments) }
            + (storage.first?.effects ?? []).map { ($0.effect, $0.viewIDs, $0.adjustments) }
    }

    /// What the effects set on each view they change, combined: moves add up, the lowest alpha
    /// wins; then what the app's code set (empty without effects or app code). `scene` lays out a
    /// view the code changed and no effect did.
    func viewAdjustments(in scene: Scene) -> [String: ViewAdjustment] {
        guard !builtIn.isEmpty || !storage.isEmpty else { return [:] }
        var combined: [String: ViewAdjustment] = [:]
        func combine(_ viewIDs: [String], _ adjustments: [ViewAdjustment]) {
            for (id, adjustment) in zip(viewIDs, adjustments) {
                guard var existing = combined[id] else {
                    combined[id] = adjustment
                    continue
                }
                existing.translation.x += adjustment.translation.x
                existing.translation.y += adjustment.translation.y
                existing.alpha = min(existing.alpha, adjustment.alpha)
                if let visible = adjustment.visibleAlpha {
                    existing.visibleAlpha = min(existing.visibleAlpha ?? visible, visible)
                }
                combined[id] = existing
            }
        }
        // The built-in effects, then the app's own (no array of both built per layout).
        for slot in builtInEffects { combine(slot.viewIDs, slot.adjustments) }
        let slot = storage.first
        for own in slot?.effects ?? [] { combine(own.viewIDs, own.adjustments) }
        for (id, change) in slot?.views ?? [:] {
            let base =
                combined[id] ?? scene.view(withID: id).map(ViewAdjustment.init(laidOut:)) ?? ViewAdjustment()
            combined[id] = change.applied(to: base)
        }
        return combined
    }
}
