extension StateSchema {
    /// The schema of states of `scene`.
    public init(scene: Scene) {
        self.init(shape: World(scene: scene).stateWithEveryKey)
    }
}
