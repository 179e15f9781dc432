import Foundation

// Core Foundation's run-loop observers, with the signatures Swift imports on iOS (Apple's
// documentation of CFRunLoopObserverCreateWithHandler, CFRunLoopAddObserver,
// CFRunLoopObserverInvalidate, CFRunLoopGetMain). Foundation on Linux does not export them.

/// Core Foundation's `CFIndex`.
public typealias CFIndex = Int
/// Core Foundation's `CFOptionFlags`.
public typealias CFOptionFlags = UInt

/// Core Foundation's allocator (only the default one here).
public final class CFAllocator: Sendable {}

/// `kCFAllocatorDefault`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Foundation's name.
public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

/// Core Foundation's `CFRunLoopActivity`: the stages of a run loop's turn an observer can watch.
public struct CFRunLoopActivity: OptionSet, Sendable {
    public var rawValue: CFOptionFlags

    public init(rawValue: CFOptionFlags) {
        self.rawValue = rawValue
    }

    public static let entry = CFRunLoopActivity(rawValue: 1 << 0)
    public static let beforeTimers = CFRunLoopActivity(rawValue: 1 << 1)
    public static let beforeSources = CFRunLoopActivity(rawValue: 1 << 2)
    public static let beforeWaiting = CFRunLoopActivity(rawValue: 1 << 5)
    public static let afterWaiting = CFRunLoopActivity(rawValue: 1 << 6)
    public static let exit = CFRunLoopActivity(rawValue: 1 << 7)
}

/// Core Foundation's `CFRunLoopMode` (a `CFString`).
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `kCFRunLoopCommonModes`: the default mode and UIKit's tracking mode.
    public static let commonModes: CFRunLoopMode! = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
    public static let defaultMode: CFRunLoopMode! = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
}

/// Core Foundation's `CFRunLoop` (the main one only).
public final class CFRunLoop: Sendable {
    fileprivate static let main = CFRunLoop()
}

/// Core Foundation's `CFRunLoopObserver`: a block called at the stages of each turn of the run
/// loops it is added to, in the order of `order` among the observers of that stage.
public final class CFRunLoopObserver {
    let activities: CFRunLoopActivity
    let repeats: Bool
    let order: CFIndex
    private(set) var block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)?
    var modes: Set<String> = []

    init(
        activities: CFRunLoopActivity, repeats: Bool, order: CFIndex,
        block: @escaping (CFRunLoopObserver?, CFRunLoopActivity) -> Void
    ) {
        self.activities = activities
        self.repeats = repeats
        self.order = order
        self.block = block
    }

    var isValid: Bool { block != nil }

    func invalidate() {
        block = nil
        modes.removeAll()
    }

    func isScheduled(in mode: RunLoop.Mode) -> Bool {
        modes.contains(mode.rawValue) || modes.contains(CFRunLoopMode.commonModes.rawValue)
    }

    func call(_ activity: CFRunLoopActivity) {
        guard let block else { return }
        block(self, activity)
        if !repeats { invalidate() }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Foundation's name.
public func CFRunLoopGetMain() -> CFRunLoop! {
    CFRunLoop.main
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Foundation's name.
public func CFRunLoopObserverCreateWithHandler(
    _ allocator: CFAllocator!, _ activities: CFOptionFlags, _ repeats: Bool, _ order: CFIndex,
    _ block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)!
) -> CFRunLoopObserver! {
    CFRunLoopObserver(
        activities: CFRunLoopActivity(rawValue: activities), repeats: repeats, order: order, block: block)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Foundation's name.
public func CFRunLoopAddObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!) {
    guard observer.isValid else { return }
    observer.modes.insert(mode.rawValue)
    StandIn.schedule(observer)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Foundation's name.
public func CFRunLoopRemoveObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!)
{
    observer.modes.remove(mode.rawValue)
    if observer.modes.isEmpty { StandIn.unschedule(observer) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Foundation's name.
public func CFRunLoopObserverInvalidate(_ observer: CFRunLoopObserver!) {
    observer.invalidate()
    StandIn.unschedule(observer)
}
