/// The scene's scroll views by id (``ScrollViewID``): the primary (`scroll`, the one the header
/// follows) and `scrolls` in session order (SPEC §9), as the rest of the world reads them.
extension World {
    /// The configuration of scroll view `id`.
    @inline(__always)
    package func configuration(_ id: ScrollViewID) -> ScrollConfiguration {
        scrollViews.layout(id).configuration
    }

    /// Whether a tab bar's underline (`TabsEffect`) follows scroll view `id`.
    package func hasTabs(following id: ScrollViewID) -> Bool {
        let scrollID = configuration(id).id
        return allEffects.contains {
            $0.effect is TabsEffect && ($0.effect.scrollViewID ?? scene.scroll.id) == scrollID
        }
    }

    /// The id of the scroll view the session calls `id`, if the scene has one.
    public func scrollViewID(of id: String) -> ScrollViewID? {
        sceneStorage.scrollIDs[id]
    }

    /// The id the session gives scroll view `id`.
    public func sessionID(of id: ScrollViewID) -> String {
        configuration(id).id
    }

    /// The id of the view touch `touch` was hit-tested to (`touches.N.target`): an item or a scroll
    /// view is named with the scroll view it belongs to.
    public func targetID(of touch: TouchState) -> String {
        touch.target.id(scrollID: sessionID(of: touch.scrollViewID ?? .primary))
    }

    /// The geometry of scroll view `id` now (the keyboard covers part of the primary one).
    @inline(__always)
    package func metrics(of id: ScrollViewID) -> ScrollMetrics {
        guard id.isPrimary else { return scrollViews.metrics(id) }
        return scrollViews.primary.metrics(keyboardOverlap: keyboardOverlap)
    }

    /// How much of the primary scroll view's frame the keyboard covers now, from its bottom: the
    /// part of the frame below the keyboard's top, at most the whole frame (the keyboard's frame
    /// intersected with the list's, as keyboard avoidance takes it: a keyboard taller than a list
    /// in the lower half of the screen covers the list, not more).
    public var keyboardOverlap: Double {
        guard keyboard != nil else { return 0 }
        let frame = scrollViews.primary.configuration.frame
        let keyboardTop = sceneStorage.scene.device.height - keyboardHeight
        return min(frame.height, max(0, frame.maxY - keyboardTop))
    }

    /// The keyboard's height on the screen now (0 without one): its `keyboard` event's, at most the
    /// screen's height. A keyboard is never taller than the screen it is on; after a turn that makes
    /// the screen shorter than the keyboard the recording last gave, it covers the whole screen
    /// until the next `keyboard` event gives its new frame (UIKit posts
    /// `keyboardWillChangeFrameNotification` with the new end frame when the screen turns).
    package var keyboardHeight: Double {
        guard let keyboard else { return 0 }
        return min(keyboard.change.height, sceneStorage.scene.device.height)
    }

    /// Where the finger with id `touch` is now, if it is down.
    func fingerLocation(_ touch: Int) -> Point? {
        touches.first(where: { $0.id == touch })?.location
    }

    /// Where the finger that drags scroll view `id` is now, if one does.
    func draggingFinger(of id: ScrollViewID) -> Point? {
        guard case .dragging(let touch, _, _) = scrollViews.mode(id) else { return nil }
        return fingerLocation(touch)
    }

    /// Scroll view `id` as app code reads it (`UIScrollView`'s properties).
    func scrollViewInfo(_ id: ScrollViewID, metrics: ScrollMetrics) -> ScrollViewInfo {
        let configuration = configuration(id)
        let frame = configuration.frame
        let offset = scrollViews.offset(id)
        let mode = scrollViews.mode(id)
        return ScrollViewInfo(
            contentOffset: offset,
            contentSize: Size(width: metrics.contentWidth, height: metrics.contentHeight),
            bounds: Rect(x: offset.x, y: offset.y, width: frame.width, height: frame.height),
            frame: frame, contentInset: configuration.inset, adjustedContentInset: metrics.adjustedInset,
            isTracking: mode.isTracking, isDragging: mode.isDragging, isDecelerating: mode.isDecelerating)
    }
}
