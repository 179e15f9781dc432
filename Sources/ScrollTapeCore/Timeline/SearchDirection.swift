/// The direction of a search.
public enum SearchDirection: Hashable, Sendable {
    case forward, backward
}
