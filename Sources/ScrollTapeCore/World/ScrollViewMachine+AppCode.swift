/// A scroll view as the app's code reads it: `UIScrollView`'s properties, for a delegate's call
/// (``AppScrollView``) and for a built-in effect (``ScrollViewInfo``).
extension ScrollViewMachine {
    /// It as the code reads it in a call, with the pan gesture `pan`, its frame in the window from
    /// `geometry` (the primary's from the session) and the indicator insets across its axis the
    /// code set (`crossIndicatorInsets`).
    func appScrollView(pan: PanGesture, geometry: ViewGeometry, crossIndicatorInsets across: EdgeInsets)
        -> AppScrollView
    {
        let configuration = configuration
        let metrics = metrics
        let along = configuration.indicatorInset ?? .zero
        return AppScrollView(
            id: configuration.id, contentOffset: state.offset,
            contentSize: Size(width: metrics.contentWidth, height: metrics.contentHeight),
            frame: id.isPrimary
                ? configuration.frame : geometry.windowFrame(of: configuration.id) ?? configuration.frame,
            contentInset: configuration.inset, adjustedContentInset: metrics.adjustedInset,
            insetAdjustment: configuration.insetAdjustment,
            indicatorInsets: configuration.axis == .vertical ? (along, across) : (across, along),
            safeAreaInsets: layout.safeArea, flags: ScrollFlags(state.mode), pan: pan,
            switches: configuration.switches)
    }

    /// It as a built-in effect reads it, with its geometry `metrics`.
    func scrollViewInfo(metrics: ScrollMetrics) -> ScrollViewInfo {
        let configuration = configuration
        let frame = configuration.frame
        let offset = state.offset
        let mode = state.mode
        return ScrollViewInfo(
            contentOffset: offset,
            contentSize: Size(width: metrics.contentWidth, height: metrics.contentHeight),
            bounds: Rect(x: offset.x, y: offset.y, width: frame.width, height: frame.height),
            frame: frame, contentInset: configuration.inset, adjustedContentInset: metrics.adjustedInset,
            isTracking: mode.isTracking, isDragging: mode.isDragging, isDecelerating: mode.isDecelerating)
    }
}
