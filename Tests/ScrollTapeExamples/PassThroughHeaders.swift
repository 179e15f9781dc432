import ScrollTape

// A header laid over a list that must let gestures through to it (seed 003): the app subclasses
// the header's view and overrides `hitTest(_:with:)`, ported line for line to `HitTestOverride`.

/// The usual override: drop a hit on the view itself. Right for the header's own empty area, but
/// a full-size container inside it (a `UIStackView` holding the buttons) is hit first, is not
/// the header itself, and swallows the touch: the list under it no longer scrolls.
public struct PassThroughView: HitTestOverride {
    public init() {}

    public func hitTest(_ point: Point, in view: HitView, super superHitTest: () -> HitView?) -> HitView? {
        let hit = superHitTest()
        return hit == view ? nil : hit
    }
}

/// The fix: only controls take touches on the header; everything else falls through.
public struct ControlsOnlyView: HitTestOverride {
    public init() {}

    public func hitTest(_ point: Point, in view: HitView, super superHitTest: () -> HitView?) -> HitView? {
        guard let hit = superHitTest(), hit.isControl else { return nil }
        return hit
    }
}
