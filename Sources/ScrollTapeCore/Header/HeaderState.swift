/// The header machine (recordings/FORMAT.md, `header`): the header's height and the behaviour that sets it.
///
/// The behaviour is the session's built-in one (`BuiltInHeaders`) or the user's own
/// `HeaderBehavior`; its stored properties are part of the state.
public struct HeaderState: Hashable, Sendable {
    /// The current height in points.
    public internal(set) var height: Double
    private var implementation: HeaderImplementation

    /// The header at its laid-out height `height` (maxHeight), before any offset change.
    init(height: Double, behavior: any HeaderBehavior) {
        self.height = height
        implementation = HeaderImplementation(behavior)
    }

    /// The header of an app's own `behavior` that the replay calls through the delegate machinery
    /// (`HeaderBehaviorDelegate`), which sets the height.
    init(height: Double, delegating behavior: any HeaderBehavior) {
        self.height = height
        implementation = .delegated(AnyHeaderBehavior(behavior))
    }

    /// The behaviour as the delegate machinery left it after a call (its stored properties).
    mutating func takeDelegated(_ behavior: AnyHeaderBehavior) {
        implementation = .delegated(behavior)
    }

    /// What sets the height as the list scrolls.
    public var behavior: any HeaderBehavior { implementation.behavior }

    /// Whether the behaviour follows every offset the motion passes through (the built-ins).
    var observesIntermediateOffsets: Bool { implementation.observesIntermediateOffsets }

    /// Whether the behaviour is one of `BuiltInHeaders`, kept inline and called directly.
    var isBuiltIn: Bool { implementation.isBuiltIn }

    /// The share of the range collapsed: 0 expanded, 1 collapsed.
    package func progress(_ configuration: HeaderConfiguration) -> Double {
        let range = configuration.maxHeight - configuration.minHeight
        return range > 0 ? (configuration.maxHeight - height) / range : 0
    }

    /// ``didScroll(_:)`` without a screen, for the built-in behaviours that need only the numbers:
    /// the list moved to `offset`. False (nothing done) for the others: call ``didScroll(_:)``.
    @inline(__always)
    mutating func didScroll(to offset: Double, in range: HeaderRange) -> Bool {
        guard let new = implementation.height(height, after: offset, in: range) else { return false }
        height = new
        return true
    }

    /// Calls the behaviour's `didScroll` on `screen` (whose height is this header's) and takes
    /// the height it sets.
    @inline(__always)
    mutating func didScroll(_ screen: inout HeaderScreen) {
        implementation.didScroll(&screen)
        height = screen.headerHeight
    }

    /// Calls the behaviour's `didEndScrolling` on `screen` (whose height is this header's) when the
    /// list has come to rest by itself, takes the height it sets, and returns the scroll it asked
    /// for with `setContentOffset(_:animated:)` (nil: none).
    mutating func didEndScrolling(_ screen: HeaderScreen) -> ContentOffsetRequest? {
        var screen = screen
        implementation.didEndScrolling(&screen)
        height = screen.headerHeight
        return screen.requestedContentOffset
    }

    /// Calls the behaviour's `didLayoutSubviews` on `screen` (whose height is this header's) after
    /// the screen's size or safe area changed, and takes the height it sets.
    mutating func didLayoutSubviews(_ screen: HeaderScreen) {
        var screen = screen
        implementation.didLayoutSubviews(&screen)
        height = screen.headerHeight
    }

    /// As UIKit lays the screen out: `didScroll` at the initial offset, then `didAppear`; takes
    /// the height they set.
    mutating func appear(_ screen: HeaderScreen) {
        var screen = screen
        implementation.didScroll(&screen)
        implementation.didAppear(&screen)
        height = screen.headerHeight
    }
}
