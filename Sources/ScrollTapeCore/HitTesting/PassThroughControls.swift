/// `passThrough: "controls"`: only a control under the point (the view itself or a
/// descendant) takes the touch; every other point falls through to the views behind.
public struct PassThroughControls: HitTestOverride, Hashable {
    /// The `controls` override (it has no settings).
    public init() {}

    public func hitTest(_ point: Point, in view: HitView, super superHitTest: () -> HitView?) -> HitView? {
        guard let hit = superHitTest(), hit.isControl else { return nil }
        return hit
    }
}
