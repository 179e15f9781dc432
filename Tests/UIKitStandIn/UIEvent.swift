import Foundation

/// UIKit's `UIEvent`: every finger on the screen when something changed (type `touches`), or a
/// pointer or pencil hovering over it (`hover`), whose touches are not a finger's.
@MainActor
open class UIEvent {
    /// UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// When the event happened, in seconds of system uptime.
    public private(set) var timestamp: TimeInterval
    private let touches: Set<UITouch>
    /// What kind of event it is (`touches` unless a test says otherwise).
    public let type: EventType

    /// An event of `type` with `touches` (in their current phases) at uptime `timestamp`.
    public init(standInTouches touches: Set<UITouch>, timestamp: TimeInterval, type: EventType = .touches) {
        self.touches = touches
        self.timestamp = timestamp
        self.type = type
    }

    open var allTouches: Set<UITouch>? {
        touches
    }
}
