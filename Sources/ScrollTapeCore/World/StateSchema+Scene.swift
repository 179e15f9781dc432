extension StateSchema {
    /// The schema of states of `scene`.
    package init(scene: Scene) {
        self.init(shape: StateProjection(World(scene: scene)).valueWithEveryKey)
    }
}
