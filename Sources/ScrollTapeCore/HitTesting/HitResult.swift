/// What a touch at a window point is delivered to (SPEC §3.1).
public struct HitResult: Hashable, Sendable {
    /// The ids from the outermost view to the target; empty when nothing was hit.
    public var chain: [String]
    public var target: HitTarget
    /// Pass-through views whose own area was hit and let the touch through, front to back.
    public var passedThrough: [String]

    /// Who handles a touch that begins here: `control`, `scroll` or `none`.
    public var receiver: String {
        switch target {
        case .control: "control"
        case .scroll, .item: "scroll"
        case .view, .window: "none"
        }
    }
}
