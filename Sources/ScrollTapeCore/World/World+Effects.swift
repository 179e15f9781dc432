/// The views that follow a scroll view, as the rest of the world reads them: what the
/// effects and the app's code set is laid out and hit-tested (``AppCodeRunner`` runs them).
extension World {
    /// The effect of type `Effect` the replay runs (the first), if any: what the invariants read
    /// (`navigationBar.touches` reads the `NavigationBarEffect`).
    public func effect<Effect: ViewEffect>(of type: Effect.Type) -> Effect? {
        appCode.effect(of: type)
    }

    /// The screen a built-in effect following scroll view `id` sees, with what it set on its
    /// `views`.
    func effectScreen(following id: ScrollViewID, views: [ViewAdjustment]) -> EffectScreen {
        let metrics = scrollViews.metrics(id)
        return EffectScreen(
            scrollView: scrollViews[id].scrollViewInfo(metrics: metrics), axis: metrics.axis,
            minOffset: metrics.lowerBound, maxOffset: metrics.upperBound,
            pageLength: screen.configuration(id).pageLength, headerHeight: header?.height, views: views)
    }
}
