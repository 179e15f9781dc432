/// A recording as the model sees it: the scene and its events in order.
public struct Recording: Hashable, Sendable {
    /// The screen the session line describes.
    public var scene: Scene
    /// The events after the session line, in order: event `i` is `events[i - 1]`.
    public var events: [Event]
    /// The file it was read from, if any (diagnostics name it; event `i` is on its line `i + 1`).
    public var path: String?

    /// A recording of `scene` and `events`, read from the file at `path` (nil: not from a file).
    package init(scene: Scene, events: [Event], path: String? = nil) {
        self.scene = scene
        self.events = events
        self.path = path
    }
}
