import ScrollTape

/// Records what happens on a real screen into a format v1 recording, through the
/// crash-safe `RecordingWriter`: the session line from a `ScreenSnapshot`, then `touch` lines
/// for every touch sample, `frame` lines per display refresh and `observe` lines with what the
/// app showed (the scroll offset, the header's height), so that `conformance` compares the
/// model — or the app's own header code — with the device.
///
/// Platform-neutral: the UIKit adapter feeds it on a device; tests feed it directly.
///
/// - **One clock.** Timestamps are the system's uptime in seconds, as `UIEvent.timestamp`,
///   `UITouch.timestamp` and `CADisplayLink` give them; the recording's `t` is the timestamp less
///   `startTime`. A timestamp earlier than the last one written is written at the last time, so
///   `t` never decreases.
/// - **Every sample kept, at its own time.** No thinning: the replay's release velocity needs the
///   samples. A display refresh, written at the time its frame appears, is held until the next
///   line, and takes the time of a finger sample that moves or lifts before it (`HeldRefresh`):
///   the samples UIKit delivers after a refresh are not pushed to the refresh's time.
/// - **Cheap.** Lines are encoded into one reused buffer and written with one `write(2)` each; no
///   allocation per sample once warm (measured by `scrolltape-bench recorder`).
/// - **No `fsync` on the way.** Each line is with the kernel as soon as it is written, so a killed
///   app loses no touch (at most the last refresh's held lines); `fsync` (which protects against a power cut, and can block for
///   milliseconds) runs only when the recording stops, never on the main thread during a gesture.
///   Pass another `sync` policy to trade that.
///
/// Not thread-safe: call it from one thread (the main thread, where UIKit delivers touches).
public final class ScrollTapeRecorder {
    /// The writer of the recording (its path, its event count).
    package let writer: RecordingWriter
    /// The uptime that is `t = 0` in the recording.
    package let startTime: Double
    /// The screen described by the session line.
    package let screen: ScreenSnapshot
    private var encoder = EventLineEncoder()
    private var lastTime = 0.0
    private var isStopped = false
    /// The last refresh's lines, until the next line is written.
    private var held = HeldRefresh()

    /// Starts a new recording at `path` (which must not exist or be empty) for `screen`.
    ///
    /// - Throws: `RecordingWriterError` if the file cannot be created or locked, or already holds
    ///   a recording of another screen; `.rejected` with a diagnostic that says so, before anything
    ///   is written, if the screen's view tree is deeper than a recording holds
    ///   (``ScreenSnapshot/maximumViewDepth``).
    package init(
        path: String, screen: ScreenSnapshot, startTime: Double, sync: RecordingWriter.SyncPolicy = .onClose
    ) throws(RecordingWriterError) {
        if let problem = screen.viewDepthProblem {
            throw .rejected(Diagnostic(path: path, line: 1, column: 1, problem))
        }
        writer = try RecordingWriter(path: path, sessionLine: screen.sessionLine, sync: sync)
        self.startTime = startTime
        self.screen = screen
    }

    deinit {
        try? stop()
    }

    /// The recording's time for an uptime `timestamp`: rebased, to the microsecond (as the touch
    /// and frame lines write it, so that a `mark` or `observe` line written in full after them is
    /// not earlier), never earlier than the last.
    private func time(_ timestamp: Double) -> Double {
        lastTime = max(lastTime, ((timestamp - startTime) * 1e6).rounded() / 1e6)
        return lastTime
    }

    /// One touch sample: finger `id` (the adapter numbers `UITouch`es from 1) in `phase` at window
    /// point (`x`, `y`) at uptime `timestamp`.
    package func touch(id: Int, phase: TouchPhase, x: Double, y: Double, timestamp: Double)
        throws(RecordingWriterError)
    {
        // A finger that moves or lifts keeps its time: the refresh held before it takes it, if earlier.
        try writeHeldRefresh(before: phase == .began ? nil : timestamp)
        encoder.touch(t: time(timestamp), phase: phase, id: id, x: x, y: y)
        try writer.append(line: encoder.bytes)
    }

    /// One display refresh at uptime `timestamp`, with what the screen showed then: the scroll
    /// view's `contentOffset` and the header's height (nil without a header), and the offsets of
    /// the screen's other scroll views (`scrolls`). Writes a `frame` line, then an `observe` line
    /// of `scroll.offset.x`, `scroll.offset.y`, `header.height` and each `scrolls.<id>.offset.x`
    /// and `.y` — held until the next line is written (`HeldRefresh`).
    package func frame(
        timestamp: Double, contentOffset: Point, headerHeight: Double?, scrolls: [ScrollObservation] = []
    ) throws(RecordingWriterError) {
        try frame(
            timestamp: timestamp, contentOffset: contentOffset, headerHeight: headerHeight,
            scrollOffsets: scrolls)
    }

    /// ``frame(timestamp:contentOffset:headerHeight:scrolls:)`` with the other scroll views'
    /// offsets in any collection (the window recorder's entries, read in place), the refresh's
    /// `events` (written before its `frame` line: the changes no touch explains) and the observed
    /// `views` (an `observe` line after it, unless there are none).
    package func frame(
        timestamp: Double, events: some Collection<Event.Kind> = EmptyCollection(), contentOffset: Point,
        headerHeight: Double?, scrollOffsets scrolls: some Collection<ScrollObservation>,
        views: some Collection<ViewObservation> = EmptyCollection()
    ) throws(RecordingWriterError) {
        try writeHeldRefresh(before: nil)
        held.hold(
            timestamp: timestamp, events: events, contentOffset: contentOffset, headerHeight: headerHeight,
            scrolls: scrolls, views: views)
    }

    /// Writes the held refresh, if any, before a line at uptime `next` (nil: a line that is not a
    /// finger moving or lifting, which does not move the refresh's time).
    private func writeHeldRefresh(before next: Double?) throws(RecordingWriterError) {
        guard let timestamp = held.take(before: next) else { return }
        let t = time(timestamp)
        for kind in held.events {
            try writer.append(Event(t: t, kind))
        }
        encoder.frame(t: t)
        try writer.append(line: encoder.bytes)
        // The writer's overloads of arrays, which it specialises itself (its generic ones, called
        // from another module, would box each element on the heap).
        try writer.appendObservation(
            t: t, contentOffset: held.contentOffset, headerHeight: held.headerHeight, scrolls: held.scrolls)
        if !held.views.isEmpty {
            try writer.appendObservation(t: t, views: held.views)
        }
    }

    /// Any observed values (state path → value) at uptime `timestamp`, as one `observe`
    /// line: for paths beyond the ones `frame` writes.
    package func observe(_ values: [Value.Member], timestamp: Double) throws(RecordingWriterError) {
        try writeHeldRefresh(before: nil)
        try writer.append(Event(t: time(timestamp), .observe(values)))
    }

    /// The frames in the window and alpha of `views` at uptime `timestamp`, as one `observe` line
    /// (after the refresh's `frame`): the views the app's code moves or fades.
    package func observe(views: [ViewObservation], timestamp: Double) throws(RecordingWriterError) {
        try writeHeldRefresh(before: nil)
        try writer.appendObservation(t: time(timestamp), views: views)
    }

    /// An event of any other type at uptime `timestamp` (what ``ScreenChanges`` finds: `safeArea`,
    /// `inset`, `scroll`).
    package func event(_ kind: Event.Kind, timestamp: Double) throws(RecordingWriterError) {
        try writeHeldRefresh(before: nil)
        try writer.append(Event(t: time(timestamp), kind))
    }

    /// A bookmark (`mark`) at uptime `timestamp`: a gesture's start, a view tree that changed.
    package func mark(_ label: String, timestamp: Double) throws(RecordingWriterError) {
        try writeHeldRefresh(before: nil)
        try writer.append(Event(t: time(timestamp), .mark(label: label)))
    }

    /// Writes what is buffered by the system to storage and closes the recording. Stopping twice
    /// does nothing.
    package func stop() throws(RecordingWriterError) {
        guard !isStopped else { return }
        isStopped = true
        try writeHeldRefresh(before: nil)
        try writer.close()
    }
}
