/// The behaviour a header state keeps: a built-in one inline, as a plain value that is copied
/// with the state at no cost (the reducer's speed depends on it: a state is copied at every
/// step), or the user's own in a copy-on-write box.
enum HeaderImplementation: Hashable, Sendable {
    case collapsing(CollapsingHeader)
    case pinned(PinnedHeader)
    case fixed(FixedHeader)
    case custom(AnyHeaderBehavior)

    init(_ behavior: any HeaderBehavior) {
        switch behavior {
        case let behavior as CollapsingHeader: self = .collapsing(behavior)
        case let behavior as PinnedHeader: self = .pinned(behavior)
        case let behavior as FixedHeader: self = .fixed(behavior)
        default: self = .custom(AnyHeaderBehavior(behavior))
        }
    }

    /// The behaviour, as a value of its own type.
    var behavior: any HeaderBehavior {
        switch self {
        case .collapsing(let behavior): behavior
        case .pinned(let behavior): behavior
        case .fixed(let behavior): behavior
        case .custom(let behavior): behavior.base
        }
    }

    var observesIntermediateOffsets: Bool {
        switch self {
        case .collapsing, .pinned, .fixed: true
        case .custom(let behavior): behavior.observesIntermediateOffsets
        }
    }

    @inline(__always)
    mutating func didScroll(_ screen: inout HeaderScreen) {
        switch self {
        case .collapsing(var behavior):
            behavior.didScroll(&screen)
            self = .collapsing(behavior)
        case .pinned(var behavior):
            behavior.didScroll(&screen)
            self = .pinned(behavior)
        case .fixed(var behavior):
            behavior.didScroll(&screen)
            self = .fixed(behavior)
        case .custom(var behavior):
            self = .fixed(FixedHeader())  // so that `behavior` holds the only reference to its box
            behavior.didScroll(&screen)
            self = .custom(behavior)
        }
    }

    mutating func didAppear(_ screen: inout HeaderScreen) {
        switch self {
        case .collapsing(var behavior):
            behavior.didAppear(&screen)
            self = .collapsing(behavior)
        case .pinned(var behavior):
            behavior.didAppear(&screen)
            self = .pinned(behavior)
        case .fixed(var behavior):
            behavior.didAppear(&screen)
            self = .fixed(behavior)
        case .custom(var behavior):
            self = .fixed(FixedHeader())
            behavior.didAppear(&screen)
            self = .custom(behavior)
        }
    }
}
