extension ViewGeometry {
    /// The geometry of a scene at its first state, its primary scroll view at `contentOffset` with
    /// `itemCount` items.
    package init(
        scene: Scene, headerHeight: Double?, contentOffset: Point, itemCount: Int,
        hitTestOverrides: [String: any HitTestOverride] = [:]
    ) {
        let storage = SceneStorage(scene, hitTestOverrides: hitTestOverrides)
        let scrollViews = ScrollViewMachines(
            storage.scrollLayouts, primaryAt: contentOffset, itemCount: itemCount)
        self.init(
            scene: scene, headerHeight: headerHeight, scrollViews: scrollViews, scrollIDs: storage.scrollIDs,
            adjustments: [:], hitTestOverrides: hitTestOverrides)
    }
}
