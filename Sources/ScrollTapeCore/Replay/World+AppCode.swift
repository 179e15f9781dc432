extension World {
    /// The state at index 0 with the app's own code: its header, hit-test overrides and effects
    /// (`init(scene:header:hitTests:effects:)`); its invariants are the replay's, not the state's.
    public init(scene: Scene, code: AppCode) {
        self.init(
            scene: scene, header: code.header, hitTests: code.hitTests, effects: code.effects,
            delegate: code.delegate)
    }
}
