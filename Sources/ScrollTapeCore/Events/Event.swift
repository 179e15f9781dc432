/// One event of a recording (SPEC §1.2): a time and what happened.
public struct Event: Hashable, Sendable {
    /// Seconds since the session started.
    public var t: Double
    public var kind: Kind

    public init(t: Double, _ kind: Kind) {
        self.t = t
        self.kind = kind
    }

    public enum Kind: Hashable, Sendable {
        /// One finger sample at a window point.
        case touch(id: Int, phase: TouchPhase, at: Point)
        /// A touch that begins and ends at one point at one time.
        case tap(at: Point)
        /// The app or a wheel moved the list.
        case scroll(ScrollChange)
        /// A display refresh: advances time-dependent motion.
        case frame
        /// A batch update of the list's items.
        case update(ItemUpdate)
        /// An assertion written into the recording.
        indirect case expect(Expectation)
        /// What the real app showed at this time: state path → value.
        case observe([Value.Member])
        /// A bookmark for time travel.
        case mark(label: String)
    }

    /// The event's `type` in the format.
    package var type: EventType {
        switch kind {
        case .touch: .touch
        case .tap: .tap
        case .scroll: .scroll
        case .frame: .frame
        case .update: .update
        case .expect: .expect
        case .observe: .observe
        case .mark: .mark
        }
    }

    /// The `type` name of the event in the format.
    public var typeName: String { type.rawValue }
}

/// The `type` of an event line (SPEC §1.2), named as in the format, in the order of the spec's
/// table: the one list of event types. The reader, its fast path and ``Event/typeName`` take the
/// names from it; tools/make_recordings.py lists them too (a test compares the two).
package enum EventType: String, Hashable, Sendable, CaseIterable {
    case touch, tap, scroll, frame, update, expect, observe, mark
}

/// The phase of a finger sample.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    case began, moved, ended, cancelled
}

/// How a `scroll` event moves the list.
public enum ScrollChange: Hashable, Sendable {
    /// `x`/`y`: an absolute content offset (a missing component keeps its value).
    case absolute(x: Double?, y: Double?)
    /// `dx`/`dy`: a relative move, clamped to the scroll range.
    case relative(dx: Double, dy: Double)
}

/// A batch update of the list's items (`update`).
public struct ItemUpdate: Hashable, Sendable {
    public enum Anchor: String, Hashable, Sendable, CaseIterable {
        /// The offset stays (clamped to the new range).
        case none
        /// The first visible surviving item keeps its on-screen position.
        case visible
    }

    /// Indices before the update.
    public var deleted: [Int]
    /// Indices after the update.
    public var inserted: [Int]
    public var anchor: Anchor

    public init(deleted: [Int] = [], inserted: [Int] = [], anchor: Anchor = .none) {
        self.deleted = deleted
        self.inserted = inserted
        self.anchor = anchor
    }
}

/// An `expect` event: state values and an optional hit-test that must hold at this index.
public struct Expectation: Hashable, Sendable {
    /// State path → expected value.
    public var values: [Value.Member]
    /// Largest accepted difference for numbers, in the value's unit.
    public var tolerance: Double
    public var hit: HitExpectation?

    public init(values: [Value.Member], tolerance: Double = Tolerance.expectation, hit: HitExpectation? = nil)
    {
        self.values = values
        self.tolerance = tolerance
        self.hit = hit
    }
}

/// `expect.hit`: the view a touch at `point` must be hit-tested to.
public struct HitExpectation: Hashable, Sendable {
    public var point: Point
    /// A view id, `"<scrollId>.item.<index>"`, or `"window"` for no view.
    public var target: String

    public init(point: Point, target: String) {
        self.point = point
        self.target = target
    }
}
