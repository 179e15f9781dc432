/// The scroll view machine: its offset and what it is doing.
public struct ScrollState: Hashable, Sendable {
    /// What the scroll view is doing, with the data each mode needs.
    package enum Mode: Hashable, Sendable {
        /// At rest.
        case idle
        /// A finger is down on the content and no pan has begun.
        case tracking(touch: Int)
        /// The content follows finger `touch`: offset = `rawStart` − (finger − `fingerStart`) along the
        /// axis, through the rubber band past the edges.
        case dragging(touch: Int, fingerStart: Double, rawStart: Double)
        /// Slowing down after a flick.
        case decelerating(Deceleration)
        /// Springing back to an edge.
        case bouncing(Spring)
        /// Springing to a page.
        case snapping(Spring)
        /// Moving at a constant rate to an offset the app asked for: a `scrollTo` event (the app's
        /// animated `setContentOffset` or `scrollToItem`, or the status bar's scroll to the top),
        /// or app code's `setContentOffset(_:animated: true)` (a header's snap, a tab's action);
        /// phase `snapping`. Its end is not a rest the header snaps at.
        case scrollingTo(ScrollAnimation)
    }

    /// `scroll.phase` in the state JSON.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// `idle`: at rest; `tracking`: a finger is down on the content and no pan has begun; `dragging`:
        /// the content follows a finger; `decelerating`: slowing down after a flick; `bouncing`: springing
        /// back to an edge; `snapping`: springing to a page, or moving at a constant rate to an offset the
        /// app asked for (an animated `scrollTo` or `setContentOffset`).
        case idle, tracking, dragging, decelerating, bouncing, snapping
    }

    /// `contentOffset`.
    public internal(set) var offset: Point
    /// The offset's velocity in points per second (a finger moving up gives a positive y velocity):
    /// while dragging the finger's (reversed), estimated from its samples when asked; otherwise the
    /// velocity of the motion.
    public internal(set) var velocity: Point {
        get {
            if case .dragging = mode { return samples.dragVelocity }
            return motionVelocity
        }
        set { motionVelocity = newValue }
    }
    /// The velocity of the motion (not read while dragging).
    private var motionVelocity: Point
    package internal(set) var mode: Mode
    /// The driving finger's recent samples, for the release velocity.
    package internal(set) var samples: FingerSamples

    /// A scroll view at rest (`idle`) at `offset`, with no velocity.
    package init(offset: Point) {
        self.offset = offset
        motionVelocity = .zero
        mode = .idle
        samples = FingerSamples()
    }

    /// What the scroll view is doing (`scroll.phase` in the state JSON).
    public var phase: Phase { mode.phase }

    /// Whether the list moves by itself (decelerating, bouncing or snapping), so a touch stops it.
    package var isMoving: Bool { mode.isMoving }

    /// The touch that moves the content, if any (only the first finger the scroll view owns).
    package var drivingTouch: Int? { mode.drivingTouch }
}

extension ScrollState.Mode {
    /// `scroll.phase` of a scroll view in this mode.
    package var phase: ScrollState.Phase {
        switch self {
        case .idle: .idle
        case .tracking: .tracking
        case .dragging: .dragging
        case .decelerating: .decelerating
        case .bouncing: .bouncing
        case .snapping, .scrollingTo: .snapping
        }
    }

    /// Whether the list moves by itself (decelerating, bouncing or snapping), so a touch stops it.
    package var isMoving: Bool {
        switch phase {
        case .decelerating, .bouncing, .snapping: true
        case .idle, .tracking, .dragging: false
        }
    }

    /// The touch that moves the content, if any (only the first finger the scroll view owns).
    package var drivingTouch: Int? {
        switch self {
        case .tracking(let touch), .dragging(let touch, _, _): touch
        case .idle, .decelerating, .bouncing, .snapping, .scrollingTo: nil
        }
    }
}

extension ScrollState.Mode {
    /// `UIScrollView.isTracking`: a finger is down on the content.
    package var isTracking: Bool {
        switch self {
        case .tracking, .dragging: true
        case .idle, .decelerating, .bouncing, .snapping, .scrollingTo: false
        }
    }

    /// `UIScrollView.isDragging`: the content follows a finger.
    package var isDragging: Bool {
        if case .dragging = self { return true }
        return false
    }

    /// Whether the content follows finger `touch`.
    func isDragging(with touch: Int) -> Bool {
        if case .dragging(touch, _, _) = self { return true }
        return false
    }

    /// `UIScrollView.isDecelerating`: the content moves by itself after the finger lifted (slowing
    /// down, bouncing back, or settling on a page); not during an animated `setContentOffset`.
    package var isDecelerating: Bool {
        switch self {
        case .decelerating, .bouncing, .snapping: true
        case .idle, .tracking, .dragging, .scrollingTo: false
        }
    }
}
