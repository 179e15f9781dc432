/// The phase of a finger sample.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    case began, moved, ended, cancelled
}
