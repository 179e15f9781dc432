/// A scene behind a reference, so that copying a `World` does not copy it.
final class SceneStorage: Hashable, Sendable {
    let scene: Scene
    /// The parts of the header code's screen that the scene fixes (nil without a header).
    let headerScreen: HeaderScreen.Fixed?
    /// The app's own `hitTest(_:with:)` overrides, by view id (not part of equality: they are code).
    let hitTestOverrides: [String: any HitTestOverride]

    init(_ scene: Scene, hitTestOverrides: [String: any HitTestOverride]) {
        self.scene = scene
        headerScreen = HeaderScreen.Fixed(scene)
        self.hitTestOverrides = hitTestOverrides
    }

    static func == (lhs: SceneStorage, rhs: SceneStorage) -> Bool {
        lhs === rhs || lhs.scene == rhs.scene
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scene)
    }
}
