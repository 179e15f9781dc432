/// One of a scene's further scroll views (`scrolls`) as replayed: its machine and its item count.
public struct ScrollViewState: Hashable, Sendable {
    public internal(set) var scroll: ScrollState
    /// Items in it now (0 for content of a fixed size).
    public internal(set) var itemCount: Int
}
