/// The scrolling axis of a scroll view.
public enum Axis: String, Sendable, CaseIterable {
    case vertical
    case horizontal
}
