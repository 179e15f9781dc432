/// What the user's touches did (`actions` in the state JSON).
public enum Action: Hashable, Sendable {
    /// A control fired: the touch began on it and ended inside its frame.
    case tap(index: Int, view: String)
    /// A list item was selected.
    case select(index: Int, item: Int)
}
