import ScrollTape

/// The lines of the last display refresh, kept by ``ScrollTapeRecorder`` until it writes its next
/// line, so that a finger's samples keep their own times.
///
/// A refresh is written at the time its frame appears (`CADisplayLink.targetTimestamp`), up to a
/// refresh later than the moment its values were committed, and the touches UIKit delivers next
/// happened before that time (a finger moving at 120 Hz under a 60-Hz display: every sample of
/// the next refresh). A recording's `t` never decreases, so a refresh written at once would push
/// each of those samples to its own time: a drag's samples quantised to the frames, and the
/// release velocity the replay computes from them biased. Held, the refresh is written before the
/// next line, at the time of that line when it is a finger that moves or lifts earlier than the
/// refresh's time: its values were committed before that sample, and the replay, which applies the
/// refresh before it, compares them with the same state. A finger that comes down keeps the
/// refresh's time and is written at it, as before: a finger that stops a decelerating list stops it
/// where the last frame showed it.
///
/// Held in reused storage: no allocation per refresh once warm. A refresh is written at the latest
/// when the next one is committed or the recording stops; an app killed in between loses that
/// refresh's lines, never a touch.
struct HeldRefresh {
    /// The refresh's time (uptime), or nil when no refresh is held.
    private(set) var timestamp: Double?
    /// The events of the refresh (the changes no touch explains), written before its frame.
    private(set) var events: [Event.Kind] = []
    /// The list's offset and the header's height it showed.
    private(set) var contentOffset = Point(x: 0, y: 0)
    private(set) var headerHeight: Double?
    /// The other scroll views' offsets and the observed views it showed.
    private(set) var scrolls: [ScrollObservation] = []
    private(set) var views: [ViewObservation] = []

    /// Holds a refresh at uptime `timestamp` (the one held before must have been taken).
    mutating func hold(
        timestamp: Double, events: some Collection<Event.Kind>, contentOffset: Point, headerHeight: Double?,
        scrolls: some Collection<ScrollObservation>, views: some Collection<ViewObservation>
    ) {
        self.timestamp = timestamp
        self.events.removeAll(keepingCapacity: true)
        self.events.append(contentsOf: events)
        self.contentOffset = contentOffset
        self.headerHeight = headerHeight
        self.scrolls.removeAll(keepingCapacity: true)
        self.scrolls.append(contentsOf: scrolls)
        self.views.removeAll(keepingCapacity: true)
        self.views.append(contentsOf: views)
    }

    /// The held refresh's time when it is written before a finger sample that moves or lifts at
    /// uptime `sample` (nil: before any other line): `sample` if earlier, the refresh's time
    /// otherwise; nil (and nothing held any more) if no refresh was held.
    mutating func take(before sample: Double?) -> Double? {
        guard let timestamp else { return nil }
        self.timestamp = nil
        return min(timestamp, sample ?? timestamp)
    }
}
