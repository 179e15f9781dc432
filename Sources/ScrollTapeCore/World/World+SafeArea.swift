/// The screen's size or safe area changes (FORMAT.md `safeArea`): a rotation, a window
/// resize, an in-call bar. The scene is laid out anew (``Scene/laidOut(on:frames:)``) and the lists keep
/// their offsets as UIKit's scroll views do.
extension World {
    /// A `safeArea` event: the device takes the change, the frames follow the window, each scroll
    /// view keeps its offset in its new range (`ScrollViewMachine/relayout(wasAtLowest:finger:metrics:at:)`), and the header code
    /// hears of it as UIKit code does: `didScroll` if the primary list moved, then
    /// `didLayoutSubviews`. The header's change at this event is layout (`EventOutcome.laidOut`).
    mutating func handleSafeArea(_ change: SafeAreaChange) {
        let adjustedBefore =
            appCode.runsCode ? scrollViews.ids.map { scrollViews.metrics($0).adjustedInset } : []
        let device = change.applied(to: scene.device)
        let wasAtLowest = scrollViews.ids.map { id in
            scrollViews.axisOffset(id) == scrollViews.metrics(id).lowerBound
        }
        screen.layOut(on: device, frames: change.frames)
        scrollViews.relink(screen.storage.scrollLayouts)
        // The keyboard covers another part of the primary list's new frame.
        let overlap = screen.keyboardOverlap
        let now = t
        scrollViews.change(.primary) { $0.keyboardMoved(overlap: overlap, at: now) }
        for (id, wasAtLowest) in zip(scrollViews.ids, wasAtLowest) {
            let metrics = scrollViews.metrics(id)
            let finger = fingers.draggingFinger(of: id, in: scrollViews)
            let report = scrollViews.change(id) {
                $0.relayout(wasAtLowest: wasAtLowest, finger: finger, metrics: metrics, at: now)
            }
            pass(report, of: id, metrics: metrics)
        }
        // The built-in behaviours followed every offset already; the app's code hears the layout
        // through the delegate machinery (below).
        if let headerScreen = header?.codeScreen(
            screen.storage.headerScreen, primary: scrollViews.primary, metrics: scrollViews.primary.metrics)
        {
            header?.didLayoutSubviews(headerScreen)
        }
        if appCode.runsCode {
            // The `didScroll` owed, `scrollViewDidChangeAdjustedContentInset` for each scroll view
            // whose adjusted inset changed, then `viewDidLayoutSubviews`.
            reportScrolls()
            for (id, before) in zip(scrollViews.ids, adjustedBefore)
            where scrollViews.metrics(id).adjustedInset != before {
                tell(.changedAdjustedInset, about: id)
            }
            tell(.laidOut, about: .primary)
        }
        scratch.effects.laidOut = true
    }
}
