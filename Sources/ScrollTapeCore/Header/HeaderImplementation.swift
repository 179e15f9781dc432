/// The behaviour a header state keeps: a built-in one inline, as a plain value that is copied
/// with the state at no cost (the reducer's speed depends on it: a state is copied at every
/// step), or the user's own in a copy-on-write box.
enum HeaderImplementation: Hashable, Sendable {
    case collapsing(CollapsingHeader)
    case pinned(PinnedHeader)
    case enterAlwaysCollapsed(EnterAlwaysCollapsedHeader)
    case fixed(FixedHeader)
    /// Behind a reference (`indirect`), so the built-in cases keep the state small: an app's own
    /// behaviour is an existential of any size.
    indirect case custom(AnyHeaderBehavior)
    /// An app's own behaviour that the replay calls through the delegate machinery, as UIKit calls
    /// a `UIScrollViewDelegate` (`HeaderBehaviorDelegate`): kept here as the header's behaviour
    /// (what `HeaderState.behavior` returns), copied back after each call; its hooks are not called
    /// from here.
    indirect case delegated(AnyHeaderBehavior)

    init(_ behavior: any HeaderBehavior) {
        switch behavior {
        case let behavior as CollapsingHeader: self = .collapsing(behavior)
        case let behavior as PinnedHeader: self = .pinned(behavior)
        case let behavior as EnterAlwaysCollapsedHeader: self = .enterAlwaysCollapsed(behavior)
        case let behavior as FixedHeader: self = .fixed(behavior)
        default: self = .custom(AnyHeaderBehavior(behavior))
        }
    }

    /// The behaviour, as a value of its own type.
    var behavior: any HeaderBehavior {
        switch self {
        case .collapsing(let behavior): behavior
        case .pinned(let behavior): behavior
        case .enterAlwaysCollapsed(let behavior): behavior
        case .fixed(let behavior): behavior
        case .custom(let behavior), .delegated(let behavior): behavior.base
        }
    }

    var observesIntermediateOffsets: Bool {
        switch self {
        case .collapsing, .pinned, .enterAlwaysCollapsed, .fixed: true
        case .custom(let behavior): behavior.observesIntermediateOffsets
        case .delegated: false
        }
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
        switch self {
        case .collapsing(var behavior):
            let new = behavior.height(height, after: offset, in: range)
            self = .collapsing(behavior)
            return new
        case .pinned(let behavior):
            return behavior.height(after: offset, in: range)
        case .fixed:
            return range.maxHeight
        case .enterAlwaysCollapsed, .custom, .delegated:
            return nil
        }
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

    private enum Hook {
        case didScroll, didAppear, didEndScrolling, didLayoutSubviews
    }

    /// Calls `hook` on the behaviour in place.
    @inline(__always)
    private mutating func call(_ hook: Hook, _ screen: inout HeaderScreen) {
        func run(_ behavior: inout some HeaderBehavior) {
            switch hook {
            case .didScroll: behavior.didScroll(&screen)
            case .didAppear: behavior.didAppear(&screen)
            case .didEndScrolling: behavior.didEndScrolling(&screen)
            case .didLayoutSubviews: behavior.didLayoutSubviews(&screen)
            }
        }
        switch self {
        case .collapsing(var behavior):
            run(&behavior)
            self = .collapsing(behavior)
        case .pinned(var behavior):
            run(&behavior)
            self = .pinned(behavior)
        case .enterAlwaysCollapsed(var behavior):
            run(&behavior)
            self = .enterAlwaysCollapsed(behavior)
        case .fixed(var behavior):
            run(&behavior)
            self = .fixed(behavior)
        case .custom(var behavior):
            self = .fixed(FixedHeader())  // so that `behavior` holds the only reference to its box
            run(&behavior)
            self = .custom(behavior)
        case .delegated:
            break  // called by the delegate machinery
        }
    }
}
