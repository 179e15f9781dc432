/// The screen's size or safe area changes (issue #17, FORMAT.md `safeArea`): a rotation, a window
/// resize, an in-call bar. The scene is laid out anew (``Scene/laidOut(on:frames:)``) and the lists keep
/// their offsets as UIKit's scroll views do.
extension World {
    /// A `safeArea` event: the device takes the change, the frames follow the window, each scroll
    /// view keeps its offset in its new range (``ScrollViewMachine/relayout(wasAtLowest:finger:metrics:)``), and the header code
    /// hears of it as UIKit code does: `didScroll` if the primary list moved, then
    /// `didLayoutSubviews`. The header's change at this event is layout (`EventOutcome.laidOut`).
    mutating func handleSafeArea(_ change: SafeAreaChange) {
        let adjustedBefore = hasDelegate ? scrollViews.ids.map { self.metrics(of: $0).adjustedInset } : []
        let device = change.applied(to: scene.device)
        let wasAtLowest = scrollViews.ids.map { id in
            scrollViews.axisOffset(id) == self.metrics(of: id).lowerBound
        }
        sceneStorage = sceneStorage.laidOut(on: device, frames: change.frames)
        scrollViews.relink(sceneStorage.scrollLayouts)
        for (id, wasAtLowest) in zip(scrollViews.ids, wasAtLowest) {
            let metrics = metrics(of: id)
            let finger = draggingFinger(of: id)
            let report = scrollViews.change(id) {
                $0.relayout(wasAtLowest: wasAtLowest, finger: finger, metrics: metrics)
            }
            pass(report, of: id, metrics: metrics)
        }
        // The built-in behaviours followed every offset already; the app's code hears the layout
        // through the delegate machinery (`delegateLaidOut`).
        if let screen = headerScreen(metrics: metrics) { header?.didLayoutSubviews(screen) }
        if hasDelegate { delegateLaidOut(adjustedBefore: adjustedBefore) }
        scratch.effects.laidOut = true
    }
}
