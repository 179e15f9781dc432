/// The behaviour a header state keeps: a built-in one inline, as a plain value that is copied
/// with the state at no cost (the reducer's speed depends on it: a state is copied at every
/// step), or the user's own in a copy-on-write box.
enum HeaderImplementation: Hashable, Sendable {
    /// One of `BuiltInHeaders`, called directly.
    case builtIn(BuiltInHeaders)
    /// Behind a reference (`indirect`), so that the built-in case keeps the state small: an app's
    /// own behaviour is an existential of any size.
    indirect case custom(AnyHeaderBehavior)
    /// An app's own behaviour that the replay calls through the delegate machinery, as UIKit calls
    /// a `UIScrollViewDelegate` (`HeaderBehaviorDelegate`): kept here as the header's behaviour
    /// (what `HeaderState.behavior` returns), copied back after each call; its hooks are not called
    /// from here.
    indirect case delegated(AnyHeaderBehavior)

    init(_ behavior: any HeaderBehavior) {
        if let builtIn = BuiltInHeaders(behavior) {
            self = .builtIn(builtIn)
        } else {
            self = .custom(AnyHeaderBehavior(behavior))
        }
    }

    /// The behaviour, as a value of its own type.
    var behavior: any HeaderBehavior {
        switch self {
        case .builtIn(let behavior): behavior.behavior
        case .custom(let behavior), .delegated(let behavior): behavior.base
        }
    }

    var observesIntermediateOffsets: Bool {
        switch self {
        case .builtIn(let behavior): behavior.observesIntermediateOffsets
        case .custom(let behavior): behavior.observesIntermediateOffsets
        case .delegated: false
        }
    }

    /// Whether the behaviour is a built-in one, kept inline and called directly.
    var isBuiltIn: Bool {
        if case .builtIn = self { true } else { false }
    }

    @inline(__always)
    mutating func didScroll(_ screen: inout HeaderScreen) {
        call(.didScroll, &screen)
    }

    /// `didScroll` of the built-in behaviours that need only the numbers, without a screen: the
    /// height after the list moved to `offset` from `height`; nil for the others, which need the
    /// screen (`didScroll(_:)`).
    @inline(__always)
    mutating func height(_ height: Double, after offset: Double, in range: HeaderRange) -> Double? {
        guard case .builtIn(var behavior) = self else { return nil }
        let new = behavior.didScroll(to: offset, from: height, in: range)
        self = .builtIn(behavior)
        return new
    }

    mutating func didAppear(_ screen: inout HeaderScreen) {
        call(.didAppear, &screen)
    }

    mutating func didEndScrolling(_ screen: inout HeaderScreen) {
        call(.didEndScrolling, &screen)
    }

    mutating func didLayoutSubviews(_ screen: inout HeaderScreen) {
        call(.didLayoutSubviews, &screen)
    }

    /// Calls `hook` on the behaviour in place.
    @inline(__always)
    private mutating func call(_ hook: HeaderHook, _ screen: inout HeaderScreen) {
        switch self {
        case .builtIn(var behavior):
            behavior.call(hook, &screen)
            self = .builtIn(behavior)
        case .custom:
            // Taken out of its box first, so that `behavior` holds the only reference to its value.
            guard case .custom(var behavior) = consume self else { preconditionFailure("not custom") }
            behavior.call(hook, &screen)
            self = .custom(behavior)
        case .delegated:
            break  // called by the delegate machinery
        }
    }
}
