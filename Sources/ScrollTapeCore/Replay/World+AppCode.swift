extension World {
    /// The state at index 0 with the app's own code: its header, hit-test overrides, effects and
    /// delegate (`init(scene:header:hitTests:effects:delegate:)`; its name chooses the `expect`
    /// lines the replay checks); its invariants are the replay's, not the state's.
    package init(scene: Scene, code: AppCode) {
        self.init(
            scene: scene, header: code.header, hitTests: code.hitTests, effects: code.effects,
            delegate: code.delegate, codeName: code.name)
    }
}
