/// What runs the app's code (FORMAT.md, "The app's code as UIKit calls it") on a screen: the replay's world, the SwiftUI driver. It
/// holds the code (``appCode``), builds the screen a call sees and applies the one change value a
/// call made; the calls themselves — UIKit's order (``DelegateCallOrder``), the
/// `scrollViewDidScroll` owed, the rounds a call may set off, the misuses handed on — are made
/// here, once, for every host.
package protocol AppCodeHost {
    /// The app's code, with what is kept for it.
    var appCode: AppCodeRunner { get set }
    /// The screen's scroll views, as ``AppScreen`` numbers them (the primary first).
    var appScrollViewIDs: Range<ScrollViewID> { get }
    /// The id of the header view, whose frame height is the header's height (nil: none).
    var appHeaderViewID: String? { get }
    /// Scroll view `id`'s `contentOffset` now.
    func appContentOffset(of id: ScrollViewID) -> Point
    /// Whether scroll view `id` decelerates now.
    func appIsDecelerating(_ id: ScrollViewID) -> Bool
    /// The screen a call about scroll view `id` sees (`pan`: its pan gesture; nil: as it is now).
    func appScreen(about id: ScrollViewID, pan: PanGesture?) -> AppScreen
    /// Applies what a call changed (the views excepted: ``AppCodeRunner`` keeps them), an animated
    /// scroll starting at `time` (nil: now); returns the scroll views whose adjusted inset changed.
    mutating func apply(_ change: AppScreenChange, at time: Double?) -> [ScrollViewID]
    /// Reports the code's mistakes in a call.
    mutating func report(_ misuses: [AppCodeMisuse])
}

extension AppCodeHost {
    /// Tells the app's code that `happening` happened to scroll view `id`: each callback it calls
    /// for in UIKit's order, each after the `scrollViewDidScroll` owed about `id` and followed by
    /// every one owed; what the code changes is applied after each callback returns.
    /// - Parameters:
    ///   - time: when the calls happen (an animated scroll the code asks for starts then); nil: now.
    ///   - pan: the pan gesture the callbacks about a release see (nil: as it is now).
    ///   - reply: what is handed to the code (`targetContentOffset`).
    /// - Returns: what the code answered.
    @discardableResult
    package mutating func tell(
        _ happening: DelegateCallOrder.Happening, about id: ScrollViewID, at time: Double? = nil,
        pan: PanGesture? = nil, reply: DelegateCallOrder.Reply = DelegateCallOrder.Reply()
    ) -> DelegateCallOrder.Reply {
        var reply = reply
        guard appCode.runsCode else { return reply }
        // A motion's last move is heard while it still decelerates (UIKit reports it so until
        // `scrollViewDidEndDecelerating`).
        let stillDecelerating = happening == .stoppedDecelerating
        for callback in appCode.callbacks(for: happening, of: id) {
            if callback == .willBeginDecelerating, !appIsDecelerating(id) { continue }
            reportScrolls(of: id, stillDecelerating: stillDecelerating)
            make(
                callback, about: id, at: time, pan: callback.seesTheGivenPan ? pan : nil, round: 0,
                reply: &reply)
            reportScrolls()
        }
        return reply
    }

    /// Makes `scrollViewDidScroll` about each scroll view (`only` that one, if given) whose offset
    /// changed since the code last heard of it, until none did (at most ``AppCodeRunner/rounds``
    /// times); `stillDecelerating`: the code reads `isDecelerating` true (a motion's last move).
    package mutating func reportScrolls(of only: ScrollViewID? = nil, stillDecelerating: Bool = false) {
        guard appCode.runsCode else { return }
        for _ in 0..<AppCodeRunner.rounds {
            var called = false
            for id in appScrollViewIDs where only == nil || only == id {
                guard appCode.owesScroll(id, at: appContentOffset(of: id)) else { continue }
                var reply = DelegateCallOrder.Reply()
                make(
                    .didScroll, about: id, at: nil, pan: nil, round: 0, reply: &reply,
                    flags: stillDecelerating ? .decelerating : nil)
                called = true
            }
            guard called else { return }
        }
    }

    /// Makes `callback` about scroll view `id` and applies what it changed; a changed adjusted
    /// inset is told (`…DidChangeAdjustedContentInset`) after it returns, `round` rounds deep.
    /// `flags`: what the code reads of `isTracking`, `isDragging`, `isDecelerating` (nil: UIKit's
    /// at this callback, ``DelegateCallOrder/Callback/reported(_:)``).
    private mutating func make(
        _ callback: DelegateCallOrder.Callback, about id: ScrollViewID, at time: Double?, pan: PanGesture?,
        round: Int, reply: inout DelegateCallOrder.Reply, flags: ScrollFlags? = nil
    ) {
        guard appCode.runsCode, round < AppCodeRunner.rounds else { return }
        // The screen as the code left it, then the code out of the runner while it runs.
        var before = appScreen(about: id, pan: pan)
        before.scrollView.report(flags ?? callback.reported(before.scrollView.flags))
        guard var slot = appCode.takeSlot() else { return }
        var after = before
        slot.make(callback, on: &after, reply: &reply)
        let change = AppScreenChange.made(
            by: callback, from: before, to: after, headerViewID: appHeaderViewID)
        for view in change.views { slot.views[view.id, default: ViewChange()].merge(view.change) }
        appCode.putBack(slot)
        if !change.misuses.isEmpty { report(change.misuses) }
        for changed in apply(change, at: time) {
            var ignored = DelegateCallOrder.Reply()
            make(
                .didChangeAdjustedContentInset, about: changed, at: time, pan: nil, round: round + 1,
                reply: &ignored)
        }
    }
}

/// A host that runs the built-in view effects too (the replay's world): each a function of its
/// scroll view's offset alone, called after each change of it (FORMAT.md "`ViewEffect`, the short
/// form").
protocol BuiltInEffectsHost: AppCodeHost {
    /// The screen the effect following scroll view `id` sees, with what it set on its `views`.
    func effectScreen(following id: ScrollViewID, views: [ViewAdjustment]) -> EffectScreen
    /// Carries out an effect's `setContentOffset(_:animated:)` on scroll view `id`, clamped;
    /// returns what the scroll view did.
    @discardableResult
    mutating func carryOut(_ request: ContentOffsetRequest, in id: ScrollViewID, at time: Double?)
        -> ScrollViewReport
}

extension BuiltInEffectsHost {
    /// Calls `didScroll` on every built-in effect whose scroll view moved since its effects were
    /// last called (all of them at the start), and carries out the scrolls they ask for.
    mutating func updateEffects() {
        let effects = appCode.builtInEffects
        guard !effects.isEmpty else { return }
        for id in appScrollViewIDs
        where appCode.builtInEffectsOweCall(about: id, at: appContentOffset(of: id)) {
            for position in effects.indices where effects[position].scrollView == id {
                let request = callEffect(at: position) { effect, screen in effect.didScroll(&screen) }
                if let request { carryOut(request, in: id, at: nil) }
            }
        }
    }

    /// At the end of an event: the controls `tapped` during it tell the built-in effects (a tab's
    /// action scrolls its pager), then the effects follow the offsets the event left.
    mutating func finishEffects(tapped: some Sequence<String>) {
        let count = appCode.builtInEffects.count
        for control in tapped {
            for position in 0..<count {
                let request = callEffect(at: position) { effect, screen in
                    effect.didTap(control, screen: &screen)
                }
                if let request { carryOut(request, in: appCode.builtInEffects[position].scrollView, at: nil) }
            }
        }
        updateEffects()
    }

    /// Calls `hook` on the built-in effect at `position` with its screen, keeps what it set, and
    /// returns the scroll it asked for.
    private mutating func callEffect(
        at position: Int, _ hook: (inout any ViewEffect, inout EffectScreen) -> Void
    ) -> ContentOffsetRequest? {
        var screen = effectScreen(
            following: appCode.builtInEffects[position].scrollView,
            views: appCode.builtInEffects[position].adjustments)
        appCode.changeBuiltInEffect(at: position) { slot in
            hook(&slot.effect, &screen)
            slot.adjustments = screen.views
        }
        return screen.requestedContentOffset
    }
}
