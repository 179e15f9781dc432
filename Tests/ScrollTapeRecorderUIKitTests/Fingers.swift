import Foundation
import ScrollTape
import UIKitStandIn

/// Fingers on a stand-in window: each change becomes a `UITouch` in the phase UIKit would give
/// it, delivered to the window in one `UIEvent` with the fingers that did not move
/// (`stationary`), as the system delivers it, and the clock set to its time.
@MainActor
final class Fingers {
    /// One finger's change: the test's own finger number, the phase, the window point.
    typealias Change = (finger: Int, phase: TouchPhase, x: Double, y: Double)

    let window: UIWindow
    /// How many finger samples were sent.
    private(set) var samples = 0
    private var touches: [Int: UITouch] = [:]

    init(on window: UIWindow) {
        self.window = window
    }

    var areDown: Bool {
        !touches.isEmpty
    }

    /// Sends `changes` at system uptime `timestamp`.
    func send(_ changes: [Change], at timestamp: Double) {
        samples += changes.count
        for change in changes {
            let location = CGPoint(x: change.x, y: change.y)
            if change.phase == .began {
                touches[change.finger] = UITouch(standInLocation: location, timestamp: timestamp)
            } else {
                touches[change.finger]?.standInUpdate(
                    Self.phase(change.phase), to: location, timestamp: timestamp)
            }
        }
        for (finger, touch) in touches where !changes.contains(where: { $0.finger == finger }) {
            touch.standInUpdate(.stationary, to: touch.location(in: nil), timestamp: touch.timestamp)
        }
        StandIn.now = timestamp
        window.standInReceive(UIEvent(standInTouches: Set(touches.values), timestamp: timestamp))
        for change in changes where change.phase == .ended || change.phase == .cancelled {
            touches[change.finger] = nil
        }
    }

    private static func phase(_ phase: TouchPhase) -> UITouch.Phase {
        switch phase {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
