/// `passThrough: "self"`: a hit on the view itself is dropped, so the touch goes on to
/// the views behind; a hit on any interactive descendant, a plain container included, is kept —
/// the pitfall where a container inside a pass-through header swallows the touch.
public struct PassThroughSelf: HitTestOverride, Hashable {
    /// The `self` override (it has no settings).
    public init() {}

    public func hitTest(_ point: Point, in view: HitView, super superHitTest: () -> HitView?) -> HitView? {
        let hit = superHitTest()
        return hit == view ? nil : hit
    }
}

extension ViewSpec.PassThrough {
    /// The built-in override this declaration stands for (nil: UIKit's default hit-test).
    package var builtInOverride: (any HitTestOverride)? {
        switch self {
        case .none: nil
        case .emptyArea: PassThroughSelf()
        case .controls: PassThroughControls()
        }
    }
}
