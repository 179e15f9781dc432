import Foundation

/// UIKit's `UITouch`: one finger, from `began` to `ended` or `cancelled`, the same object all
/// along. Hashable by identity, as UIKit's (an `NSObject`) is.
@MainActor
open class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
        /// A pointer (trackpad, mouse) that hovers: entered, moved over, left the window.
        case regionEntered, regionMoved, regionExited
    }

    /// When the touch last changed, in seconds of system uptime.
    public private(set) var timestamp: TimeInterval
    public private(set) var phase: Phase
    /// The window it was delivered to.
    public internal(set) weak var window: UIWindow?
    /// Where it is, in window coordinates.
    private var location: CGPoint

    /// A finger that touches down at `location` (window coordinates) at uptime `timestamp`.
    public init(standInLocation location: CGPoint, timestamp: TimeInterval) {
        self.location = location
        self.timestamp = timestamp
        phase = .began
    }

    /// The finger moves to `location` (window coordinates), or lifts there (`ended`), or the
    /// system cancels it, at uptime `timestamp`.
    public func standInUpdate(_ phase: Phase, to location: CGPoint, timestamp: TimeInterval) {
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(location, from: nil) ?? location
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool {
        lhs === rhs
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
