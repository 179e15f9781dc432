/// The scrolling axis of a scroll view.
public enum Axis: String, Sendable, CaseIterable {
    /// Scrolls up and down: the offset's y changes.
    case vertical
    /// Scrolls left and right: the offset's x changes.
    case horizontal
}
