/// The scroll view machine: its offset and what it is doing (SPEC §3.3).
public struct ScrollState: Hashable, Sendable {
    /// What the scroll view is doing, with the data each mode needs.
    public enum Mode: Hashable, Sendable {
        /// At rest.
        case idle
        /// A finger is down on the content and no pan has begun.
        case tracking(touch: Int)
        /// The content follows finger `touch`: offset = `rawStart` − (finger − `fingerStart`) along the
        /// axis, through the rubber band past the edges.
        case dragging(touch: Int, fingerStart: Double, rawStart: Double)
    }

    /// `scroll.phase` in the state JSON.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case idle, tracking, dragging, decelerating, bouncing, snapping
    }

    /// `contentOffset`.
    public internal(set) var offset: Point
    /// The offset's velocity in points per second.
    public internal(set) var velocity: Point
    public internal(set) var mode: Mode

    public init(offset: Point) {
        self.offset = offset
        velocity = .zero
        mode = .idle
    }

    public var phase: Phase {
        switch mode {
        case .idle: .idle
        case .tracking: .tracking
        case .dragging: .dragging
        }
    }

    /// Whether the list moves by itself (decelerating, bouncing or snapping), so a touch stops it.
    public var isMoving: Bool {
        switch phase {
        case .decelerating, .bouncing, .snapping: true
        case .idle, .tracking, .dragging: false
        }
    }

    /// The touch that moves the content, if any (only the first finger the scroll view owns).
    public var drivingTouch: Int? {
        switch mode {
        case .idle: nil
        case .tracking(let touch), .dragging(let touch, _, _): touch
        }
    }
}
