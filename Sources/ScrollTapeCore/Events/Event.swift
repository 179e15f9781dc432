/// One event of a recording: a time and what happened.
///
/// It prints as its recording line (`{"type":"frame","t":1.25}`): its `description` is declared in
/// ScrollTape, beside the event formats that write the line.
public struct Event: Hashable, Sendable {
    /// Seconds since the session started.
    public var t: Double
    /// What happened: the event's `type` and its fields.
    public var kind: Kind

    /// An event of `kind` at `t` seconds since the session started.
    package init(t: Double, _ kind: Kind) {
        self.t = t
        self.kind = kind
    }

    /// What an event says: one case per event `type` of the format, with its fields.
    public enum Kind: Hashable, Sendable {
        /// One finger sample at a window point.
        case touch(id: Int, phase: TouchPhase, at: Point)
        /// A touch that begins and ends at one point at one time.
        case tap(at: Point)
        /// The app or a wheel moved a list: `scrollView` names it (its `scroll` field; nil: the primary).
        /// (Boxed: rare, and it would make every event larger.)
        indirect case scroll(ScrollChange, scrollView: String? = nil)
        /// The app scrolls a list, animated or not (`setContentOffset`, `scrollToItem`), or the user
        /// tapped the status bar. (Boxed: rare.)
        indirect case scrollTo(ScrollRequest)
        /// The software keyboard shows (or changes its frame) or hides. (Boxed: rare.)
        indirect case keyboard(KeyboardChange)
        /// The screen's size or safe area changes: a rotation, a resize, an in-call bar. (Boxed: rare.)
        indirect case safeArea(SafeAreaChange)
        /// The app set a scroll view's content inset. (Boxed: rare.)
        indirect case inset(InsetChange)
        /// A display refresh: advances time-dependent motion.
        case frame
        /// A batch update of the list's items.
        indirect case update(ItemUpdate)
        /// The app's own code runs at a moment of its own (a network completion, a timer):
        /// `ScrollViewDelegate.handle(name, &screen)`.
        case call(name: String)
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
        case .scrollTo: .scrollTo
        case .keyboard: .keyboard
        case .safeArea: .safeArea
        case .inset: .inset
        case .frame: .frame
        case .update: .update
        case .call: .call
        case .expect: .expect
        case .observe: .observe
        case .mark: .mark
        }
    }

    /// The `type` name of the event in the format.
    package var typeName: String { type.rawValue }
}

/// The `type` of an event line, named as in the format, in the order of recordings/FORMAT.md's
/// `Events`: the one list of event types. The reader, its fast path and `Event.typeName` take the
/// names from it, and the reader and the writer the format of each type (ScrollTape's
/// `EventType.format`); tools/recordings/oracle.py lists them too (a test compares the two).
package enum EventType: String, Hashable, Sendable, CaseIterable {
    case touch, tap, scroll, scrollTo, keyboard, safeArea, inset, frame, update, call, expect, observe, mark
}
