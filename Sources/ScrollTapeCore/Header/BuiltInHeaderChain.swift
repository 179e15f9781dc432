/// Built-in header behaviours as one value of any of them, with their types known to the compiler:
/// the built-in ones are one chain (`BuiltInHeaders`), so the header's state keeps its behaviour
/// inline (a copy of the state copies it, nothing is allocated) and the replay calls it directly,
/// as a `switch` over them would, without any code naming one.
protocol BuiltInHeaderChain: Hashable, Sendable {
    /// `behavior`, if it is of one of the chain's types.
    init?(_ behavior: any HeaderBehavior)

    /// The chain's behaviour that `configuration.behavior` names, set up from `configuration`; nil
    /// if none has that name.
    init?(_ configuration: HeaderConfiguration)

    /// The names of the chain's behaviours (`BuiltInHeaderBehavior.name`), in the chain's order.
    static var names: [HeaderConfiguration.Behavior] { get }

    /// `BuiltInHeaderBehavior.isQuickReturn` of the chain's behaviour named `name`; nil if none
    /// has that name.
    static func isQuickReturn(_ name: HeaderConfiguration.Behavior) -> Bool?

    /// `BuiltInHeaderBehavior.stretches(_:)` of the chain's behaviour that `configuration.behavior`
    /// names; nil if none has that name.
    static func stretches(_ configuration: HeaderConfiguration) -> Bool?

    /// The behaviour, as a value of its own type.
    var behavior: any HeaderBehavior { get }

    /// The behaviour's `observesIntermediateOffsets`.
    var observesIntermediateOffsets: Bool { get }

    /// The behaviour's `BuiltInHeaderBehavior.didScroll(to:from:in:)`.
    mutating func didScroll(to offset: Double, from height: Double, in range: HeaderRange) -> Double?

    /// Calls `hook` on the behaviour, in place.
    mutating func call(_ hook: HeaderHook, _ screen: inout HeaderScreen)
}

extension BuiltInHeaderChain {
    /// The chain with `Next` after its own behaviours: `BuiltInHeaders` is written
    /// `NoBuiltInHeader.Or<A>.Or<B>`, one line each.
    typealias Or<Next: BuiltInHeaderBehavior> = BuiltInHeaderLink<Self, Next>
}

/// A call UIKit makes on a header's code (`HeaderBehavior`'s hooks).
enum HeaderHook {
    case didScroll, didAppear, didEndScrolling, didLayoutSubviews
}

extension HeaderBehavior {
    /// Calls `hook` on this behaviour with `screen`.
    @inline(__always)
    mutating func call(_ hook: HeaderHook, _ screen: inout HeaderScreen) {
        switch hook {
        case .didScroll: didScroll(&screen)
        case .didAppear: didAppear(&screen)
        case .didEndScrolling: didEndScrolling(&screen)
        case .didLayoutSubviews: didLayoutSubviews(&screen)
        }
    }
}

/// The chain of no behaviour, where a chain starts (it has no value).
enum NoBuiltInHeader: BuiltInHeaderChain {
    init?(_ behavior: any HeaderBehavior) { nil }

    init?(_ configuration: HeaderConfiguration) { nil }

    static var names: [HeaderConfiguration.Behavior] { [] }

    static func isQuickReturn(_ name: HeaderConfiguration.Behavior) -> Bool? { nil }

    static func stretches(_ configuration: HeaderConfiguration) -> Bool? { nil }

    var behavior: any HeaderBehavior {
        switch self {}
    }

    var observesIntermediateOffsets: Bool {
        switch self {}
    }

    func didScroll(to offset: Double, from height: Double, in range: HeaderRange) -> Double? {
        switch self {}
    }

    func call(_ hook: HeaderHook, _ screen: inout HeaderScreen) {
        switch self {}
    }
}

/// A behaviour of `Earlier`'s types or of `Last`.
enum BuiltInHeaderLink<Earlier: BuiltInHeaderChain, Last: BuiltInHeaderBehavior>: BuiltInHeaderChain {
    case earlier(Earlier)
    case last(Last)

    init?(_ behavior: any HeaderBehavior) {
        if let last = behavior as? Last {
            self = .last(last)
        } else if let earlier = Earlier(behavior) {
            self = .earlier(earlier)
        } else {
            return nil
        }
    }

    init?(_ configuration: HeaderConfiguration) {
        if configuration.behavior.canonical == Last.name {
            self = .last(Last(configuration))
        } else if let earlier = Earlier(configuration) {
            self = .earlier(earlier)
        } else {
            return nil
        }
    }

    static var names: [HeaderConfiguration.Behavior] { Earlier.names + [Last.name] }

    @inline(__always)
    static func isQuickReturn(_ name: HeaderConfiguration.Behavior) -> Bool? {
        name.canonical == Last.name ? Last.isQuickReturn : Earlier.isQuickReturn(name)
    }

    @inline(__always)
    static func stretches(_ configuration: HeaderConfiguration) -> Bool? {
        configuration.behavior.canonical == Last.name
            ? Last.stretches(configuration) : Earlier.stretches(configuration)
    }

    var behavior: any HeaderBehavior {
        switch self {
        case .earlier(let earlier): earlier.behavior
        case .last(let last): last
        }
    }

    var observesIntermediateOffsets: Bool {
        switch self {
        case .earlier(let earlier): earlier.observesIntermediateOffsets
        case .last(let last): last.observesIntermediateOffsets
        }
    }

    @inline(__always)
    mutating func didScroll(to offset: Double, from height: Double, in range: HeaderRange) -> Double? {
        switch self {
        case .earlier(var earlier):
            let new = earlier.didScroll(to: offset, from: height, in: range)
            self = .earlier(earlier)
            return new
        case .last(var last):
            let new = last.didScroll(to: offset, from: height, in: range)
            self = .last(last)
            return new
        }
    }

    @inline(__always)
    mutating func call(_ hook: HeaderHook, _ screen: inout HeaderScreen) {
        switch self {
        case .earlier(var earlier):
            earlier.call(hook, &screen)
            self = .earlier(earlier)
        case .last(var last):
            last.call(hook, &screen)
            self = .last(last)
        }
    }
}
