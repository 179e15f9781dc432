import ScrollTape

/// The fingers down on the window, each touch (by `Key`: a `UITouch`'s identity on a device) with
/// the id the recording gives it, 1, 2, 3, … in the order they begin, kept from `began` to
/// `ended` / `cancelled`. Touches that began before the recording did are not followed.
package struct FingerTable<Key: Hashable> {
    /// A finger down: its id and where it was last seen, in window points.
    package struct Finger: Hashable, Sendable {
        package var id: Int
        package var x: Double
        package var y: Double

        /// Finger `id` last seen at (`x`, `y`).
        package init(id: Int, x: Double, y: Double) {
            self.id = id
            self.x = x
            self.y = y
        }
    }

    /// A touch at one moment: window point (`x`, `y`) at uptime `timestamp`.
    package struct Sample {
        package var key: Key
        package var x: Double
        package var y: Double
        package var timestamp: Double

        /// Touch `key` at (`x`, `y`) at `timestamp`.
        package init(key: Key, x: Double, y: Double, timestamp: Double) {
            self.key = key
            self.x = x
            self.y = y
            self.timestamp = timestamp
        }
    }

    /// What a touch sample writes, in order: the finger the same touch left down as cancelled
    /// (UIKit began it again), the view-tree check when it is the gesture's first finger, then the
    /// sample itself as finger `id`.
    package struct Step: Hashable, Sendable {
        package var cancelled: Finger?
        package var beginsGesture: Bool
        package var id: Int

        /// A step of these.
        package init(cancelled: Finger?, beginsGesture: Bool, id: Int) {
            self.cancelled = cancelled
            self.beginsGesture = beginsGesture
            self.id = id
        }
    }

    private var down: [Key: Finger] = [:]
    private var nextID = 1

    /// No finger down.
    package init() {}

    /// Whether no finger is down.
    package var isEmpty: Bool { down.isEmpty }

    /// Follows `sample` in `phase`: what to write for it, or nil for a touch not followed (one
    /// that began before the recording).
    package mutating func apply(_ sample: Sample, _ phase: TouchPhase) -> Step? {
        let id: Int
        var cancelled: Finger?
        var beginsGesture = false
        if phase == .began {
            cancelled = down.removeValue(forKey: sample.key)
            beginsGesture = down.isEmpty
            id = nextID
            nextID += 1
        } else {
            guard let finger = down[sample.key] else { return nil }
            id = finger.id
        }
        switch phase {
        case .began, .moved: down[sample.key] = Finger(id: id, x: sample.x, y: sample.y)
        case .ended, .cancelled: down[sample.key] = nil
        }
        return Step(cancelled: cancelled, beginsGesture: beginsGesture, id: id)
    }

    /// Lifts every finger: those that were down, in id order (to write as cancelled where they
    /// were last seen).
    package mutating func liftAll() -> [Finger] {
        defer { down.removeAll() }
        return down.values.sorted { $0.id < $1.id }
    }

    /// Whether `a` is written before `b` when one event changes both: fingers already down in id
    /// order, before new ones, new ones by time and place (so that ids do not depend on the order
    /// of the event's set).
    package func precedes(_ a: Sample, _ b: Sample) -> Bool {
        switch (down[a.key], down[b.key]) {
        case (let fingerA?, let fingerB?): fingerA.id < fingerB.id
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): (a.timestamp, a.x, a.y) < (b.timestamp, b.x, b.y)
        }
    }
}
