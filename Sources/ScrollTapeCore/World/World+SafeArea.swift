/// The screen's size or safe area changes (issue #17, FORMAT.md `safeArea`): a rotation, a window
/// resize, an in-call bar. The scene is laid out anew (``Scene/laidOut(on:frames:)``) and the lists keep
/// their offsets as UIKit's scroll views do.
extension World {
    /// A `safeArea` event: the device takes the change, the frames follow the window, each scroll
    /// view keeps its offset in its new range (``keepOffset(_:wasAtLowest:)``), and the header code
    /// hears of it as UIKit code does: `didScroll` if the primary list moved, then
    /// `didLayoutSubviews`. The header's change at this event is layout (`EventEffects.laidOut`).
    mutating func handleSafeArea(_ change: SafeAreaChange) {
        let device = change.applied(to: scene.device)
        let wasAtLowest = (0..<scrollViewCount).map { number in
            axisOffset(ofScroll: number) == self.metrics(ofScroll: number).lowerBound
        }
        sceneStorage = sceneStorage.laidOut(on: device, frames: change.frames)
        for number in 0..<scrollViewCount { keepOffset(number, wasAtLowest: wasAtLowest[number]) }
        let metrics = self.metrics
        if header?.observesIntermediateOffsets == false, axisOffset != trace.effects.startOffset,
            var screen = headerScreen(metrics: metrics)
        {
            // As UIKit calls scrollViewDidScroll when it moves the list during the layout (the
            // built-in behaviours followed every offset already).
            header?.didScroll(&screen)
        }
        if let screen = headerScreen(metrics: metrics) { header?.didLayoutSubviews(screen) }
        trace.relayout(offset: axisOffset, height: header?.height, metrics: metrics)
    }

    /// Scroll view `number` after the layout, as UIKit keeps a scroll view's `contentOffset` (its
    /// bounds' origin) when its frame changes: at rest at its lowest offset before
    /// (`wasAtLowest`), it stays at its top; otherwise its offset stays, clamped into the new
    /// range. A list moving by itself stops where it is first (as for the app's `scroll`); one a
    /// finger holds keeps its offset and meets the new range when the finger lifts, the content
    /// following a dragging finger from where both are (through the new range's rubber band).
    private mutating func keepOffset(_ number: Int, wasAtLowest: Bool) {
        switch mode(ofScroll: number) {
        case .tracking:
            return
        case .dragging(let touch, _, _):
            // Found by the recording generator's oracle: without a new anchor, the finger's travel
            // so far went through the new range's rubber band and the list jumped at the next sample.
            if let finger = touches.first(where: { $0.id == touch }) {
                anchorDrag(number, touch: touch, at: finger.location)
            }
            return
        case .idle:
            break
        case .decelerating, .bouncing, .snapping, .scrollingTo:
            stopMotion(number)
        }
        let metrics = metrics(ofScroll: number)
        let current = axisOffset(ofScroll: number)
        // The offset across the axis follows the new inset (a vertical list's x is −adjustedInset.left).
        changeScroll(number) { $0.offset = metrics.point(current) }
        setOffset(number, wasAtLowest ? metrics.lowerBound : metrics.clamped(current), metrics: metrics)
    }
}
