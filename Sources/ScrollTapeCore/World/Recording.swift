/// A recording as the model sees it: the scene and its events in order.
public struct Recording: Hashable, Sendable {
    public var scene: Scene
    public var events: [Event]
    /// The file it was read from, if any (diagnostics name it; event `i` is on its line `i + 1`).
    public var path: String?

    public init(scene: Scene, events: [Event], path: String? = nil) {
        self.scene = scene
        self.events = events
        self.path = path
    }
}
