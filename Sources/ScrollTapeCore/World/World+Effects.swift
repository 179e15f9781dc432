/// The views that follow a scroll view, as the rest of the world reads them: what the
/// effects and the app's code set is laid out and hit-tested (``AppCodeRunner`` runs them).
extension World {
    /// The built-in effects the replay runs, with what they set.
    var effects: [EffectSlot] { appCode.builtInEffects }

    /// Whether the replay runs any view effect (built-in or the app's own).
    var hasEffects: Bool { appCode.hasEffects }

    /// What the effects set on each view they change, combined (``AppCodeRunner/viewAdjustments(in:)``).
    var viewAdjustments: [String: ViewAdjustment] { appCode.viewAdjustments(in: scene) }

    /// The effect of type `Effect` the replay runs (the first), if any: what the invariants read
    /// (`navigationBar.touches` reads the `NavigationBarEffect`).
    public func effect<Effect: ViewEffect>(of type: Effect.Type) -> Effect? {
        appCode.effect(of: type)
    }

    /// Every effect the replay runs with what it set on its views: the built-in ones, then the
    /// app's own (called through the delegate machinery).
    var allEffects: [(effect: any ViewEffect, viewIDs: [String], adjustments: [ViewAdjustment])] {
        appCode.allEffects
    }

    /// The screen a built-in effect following scroll view `id` sees, with what it set on its
    /// `views`.
    func effectScreen(following id: ScrollViewID, views: [ViewAdjustment]) -> EffectScreen {
        let metrics = metrics(of: id)
        return EffectScreen(
            scrollView: scrollViewInfo(id, metrics: metrics), axis: metrics.axis,
            minOffset: metrics.lowerBound, maxOffset: metrics.upperBound,
            pageLength: configuration(id).pageLength, headerHeight: header?.height, views: views)
    }
}
