extension StateSchema {
    /// The schema of states of `scene`.
    public init(scene: Scene) {
        self.init(shape: StateProjection(World(scene: scene)).valueWithEveryKey)
    }
}
