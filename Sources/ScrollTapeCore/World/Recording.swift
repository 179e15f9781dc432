/// A recording as the model sees it: the scene and its events in order.
public struct Recording: Hashable, Sendable {
    public var scene: Scene
    public var events: [Event]

    public init(scene: Scene, events: [Event]) {
        self.scene = scene
        self.events = events
    }
}
