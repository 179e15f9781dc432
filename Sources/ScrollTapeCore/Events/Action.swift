/// What the user's touches did (`actions` in the state JSON).
public enum Action: Hashable, Sendable {
    /// A control fired: the touch began on it and ended inside its frame.
    case tap(index: Int, view: String)
    /// A list item was selected; `scroll` names its scroll view when it is not the primary one.
    case select(index: Int, item: Int, scroll: String? = nil)
}
