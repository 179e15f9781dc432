import ScrollTapeCore

/// Takes a recording's scene and then its events, in order, a run at a time, as they are read
/// (`RecordingReader.read(path:consumer:)`).
public protocol RecordingConsumer: AnyObject {
    /// The session line's scene, before any event.
    func begin(_ scene: Scene)
    /// The next events (valid only during the call).
    func take(_ events: UnsafeBufferPointer<Event>)
}

/// A replay with the built-in invariants of the events as they are read: on a large recording it
/// works while the rest of the file is scanned on another thread. Its final state and violations
/// are those of `Replay` over the recording once read.
public final class ReplayWhileReading: RecordingConsumer {
    /// How far (in points) a number the device showed (`observe`) may be from the model's; nil:
    /// the recording's own `conformanceTolerance`, else 0.5.
    public let conformanceTolerance: Double?
    /// The state after the events taken (nil before the scene).
    public private(set) var world: World?
    /// Every violation so far, in event order.
    public private(set) var violations: [Violation] = []
    private var checks: InvariantChecks?

    /// A replay waiting for the scene, comparing `observe` numbers within `conformanceTolerance`.
    public init(conformanceTolerance: Double? = nil) {
        self.conformanceTolerance = conformanceTolerance
    }

    public func begin(_ scene: Scene) {
        let world = World(scene: scene)
        self.world = world
        checks = InvariantChecks(conformanceTolerance: conformanceTolerance, from: world)
    }

    public func take(_ events: UnsafeBufferPointer<Event>) {
        // Moved out for the run, so that the loop works on locals.
        guard var world = world.take(), var checks = checks.take() else {
            preconditionFailure("events before the scene")
        }
        for index in events.indices {
            let found = Replay.advance(&world, checking: &checks, by: events[index])
            if !found.isEmpty { violations += found }
        }
        self.world = world
        self.checks = checks
    }
}
