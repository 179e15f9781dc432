import Foundation

/// UIKit's `UIEvent` of type touches: every finger on the screen when something changed.
@MainActor
open class UIEvent {
    /// When the event happened, in seconds of system uptime.
    public private(set) var timestamp: TimeInterval
    private let touches: Set<UITouch>

    /// An event with `touches` (in their current phases) at uptime `timestamp`.
    public init(standInTouches touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
    }

    open var allTouches: Set<UITouch>? {
        touches
    }
}
