/// The phase of a finger sample.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    /// `began`: the finger touches down; `moved`: it moves; `ended`: it lifts; `cancelled`: the system
    /// cancels the touch (`UITouch.Phase`).
    case began, moved, ended, cancelled
}
