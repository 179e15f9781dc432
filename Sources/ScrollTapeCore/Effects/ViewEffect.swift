/// A view that follows a scroll view, written the way UIKit code is written: the fading
/// navigation bar, a parallax image, a header kept on top of its list, a tab underline.
///
/// A conformer is the part of a `UIScrollViewDelegate` that moves or fades views: `didScroll` is
/// `scrollViewDidScroll(_:)` of the scroll view it follows, and it sets the alpha and the
/// translation of the views it names (`viewIDs`) through `EffectScreen.views`:
///
/// ```swift
/// struct FadingBar: ViewEffect {
///     var scrollViewID: String? { nil }     // the scene's primary scroll view
///     var viewIDs: [String] { ["navBar"] }
///     mutating func didScroll(_ screen: inout EffectScreen) {
///         let y = screen.offset - screen.minOffset
///         screen.views[0].alpha = min(max(y / 100, 0), 1)
///     }
/// }
/// ```
///
/// An effect is the short form of a `ScrollViewDelegate` and runs on the same
/// machinery: `didScroll` is called where UIKit calls the followed scroll view's
/// `scrollViewDidScroll` — at the first layout, at the start of an event when the motion moved it
/// since the last (before the event's touch is hit-tested), before other callbacks about it, and
/// after every event that moved it, at its offset then — and `didTap` where it calls
/// `primaryActionTriggered`. Hit-testing sees what it sets: a view below alpha 0.01 is not hit, a
/// moved view is hit where it is drawn. The built-in effects of the session line's `effects` are
/// conformers like any other (`NavigationBarEffect`, `ParallaxEffect`, `InListEffect`,
/// `TabsEffect`), evaluated on a path of their own with the same result.
///
/// Use a struct with value semantics (its stored properties are part of the replayed state, copied
/// into every checkpoint); `Hashable` lets the determinism check compare two replays, `Sendable`
/// lets replays run on several threads.
public protocol ViewEffect: Hashable, Sendable {
    /// The id of the scroll view it follows; nil: the scene's primary scroll view.
    var scrollViewID: String? { get }
    /// The ids of the views it changes: `EffectScreen.views` holds one adjustment per id, in order.
    var viewIDs: [String] { get }
    /// After a change of the followed scroll view's offset (UIKit: `scrollViewDidScroll`).
    mutating func didScroll(_ screen: inout EffectScreen)
    /// A control fired (a `tap` action on `control`): the control's action, which may scroll the
    /// followed scroll view (`screen.setContentOffset(_:animated:)`). Default: does nothing.
    mutating func didTap(_ control: String, screen: inout EffectScreen)
}

extension ViewEffect {
    public mutating func didTap(_ control: String, screen: inout EffectScreen) {}

    /// The member this effect adds at the top level of the state JSON, read from the screen laid
    /// out now: a built-in effect's (`StateMemberEffect`); nil for others.
    package func stateMember(in geometry: ViewGeometry) -> Value.Member? {
        (self as? any StateMemberEffect)?.member(in: geometry)
    }
}

/// A built-in effect that adds a member of its own at the top level of the state JSON
/// (`navigationBar`, `tabs`: recordings/FORMAT.md).
package protocol StateMemberEffect: ViewEffect {
    /// Its member, read from the screen laid out now.
    func member(in geometry: ViewGeometry) -> Value.Member
}
