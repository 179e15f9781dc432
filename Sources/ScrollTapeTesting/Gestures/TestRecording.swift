import ScrollTape

/// A recording written in a test, gesture by gesture, as a device records it: touch samples and
/// `frame` events at the device's refresh rate (60 Hz, or 120 Hz for ProMotion), and the app's
/// own moments between them. Each gesture starts at the current ``time`` and moves it on; what
/// it writes are the recorder's own lines (its encoder's), and ``recording()`` reads them back
/// through the reader, with every check a recording from a device gets.
///
/// ```swift
/// var tape = TestRecording(.list(header: .stretchy))
/// tape.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 500), duration: 0.2)
/// tape.flick(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400))
/// tape.wait(1)
/// let recording = try tape.recording()
/// ```
///
/// A gesture the screen cannot have (a point outside the window, a duration of 0) is a mistake
/// that ``recording()`` throws, naming the gesture.
public struct TestRecording: Sendable {
    /// The screen the gestures are made on.
    public let screen: TestScreen
    /// Display refreshes per second: touch samples and `frame` events come this often.
    public let refreshRate: Int
    /// The lines after the session line, in order.
    private var lines: [String] = []
    /// Display refreshes since the session started: the time is `tick / refreshRate`, exactly.
    private var tick = 0
    /// The id the next finger gets.
    private var nextFinger = 1
    /// The first mistake in a gesture, with the number of the event it would have written.
    private var mistake: (event: Int, message: String)?
    /// The encoder of the recorder's touch and frame lines.
    private var encoder = EventLineEncoder()
    /// The window's size after the last ``rotate(toWidth:height:safeArea:statusBar:)``, if any.
    private var window: Rect?
    /// The fingers down (``touchDown(at:)``) and not yet lifted, by id.
    private var down: Set<Int> = []

    /// An empty recording of `screen` (default: an iPhone 11 list under a collapsing header),
    /// sampled `refreshRate` times a second (60; 120 for a ProMotion display).
    public init(_ screen: TestScreen = .list(), refreshRate: Int = 60) {
        self.screen = screen
        self.refreshRate = refreshRate
        if refreshRate <= 0 {
            mistake = (1, "the refresh rate must be positive (60 or 120 a second), not \(refreshRate)")
        }
    }

    /// Seconds since the session started: where the next gesture begins.
    public var time: Double { Double(tick) / Double(max(refreshRate, 1)) }

    /// A finger that touches down at `start`, moves to `end` at constant speed over `duration`
    /// seconds (one sample per refresh), rests there long enough for its release velocity to be
    /// zero (the 100 ms UIKit measures it over, and a refresh more), and lifts: the list stays
    /// where the finger left it (past an edge it springs back).
    public mutating func drag(from start: Point, to end: Point, duration: Double = 0.3) {
        move("drag(from:to:duration:)", from: start, to: end, duration: duration, restsBeforeLifting: true)
    }

    /// A finger that touches down at `start` and moves to `end` at constant speed over `duration`
    /// seconds, lifting at `end` while it still moves: the list goes on at the finger's speed and
    /// decelerates (``wait(_:)`` lets it).
    public mutating func flick(from start: Point, to end: Point, duration: Double = 0.1) {
        move("flick(from:to:duration:)", from: start, to: end, duration: duration, restsBeforeLifting: false)
    }

    /// A finger touches down at `point` and stays down, for gestures a single call cannot write:
    /// the app's moments (``call(_:)``, ``keyboard(height:duration:editing:)``, ``update(deleting:inserting:anchor:)``)
    /// under a finger, or several fingers at once. Move it with ``move(_:to:duration:)`` and lift
    /// it with ``lift(_:)``; ``wait(_:)`` keeps it still.
    public mutating func touchDown(at point: Point) -> Finger {
        let finger = Finger(id: nextFinger, location: point)
        nextFinger += 1
        guard check("touchDown(at:)", point) else { return finger }
        down.insert(finger.id)
        touch(.began, finger.id, point)
        return finger
    }

    /// Moves a finger that is down to `point` at constant speed over `duration` seconds, one
    /// sample per refresh; the other fingers stay where they are.
    public mutating func move(_ finger: inout Finger, to point: Point, duration: Double = 0.1) {
        guard isDown(finger, "move(_:to:duration:)"), check("move(_:to:duration:)", point),
            check("move(_:to:duration:)", duration: duration)
        else { return }
        slide(finger.id, from: finger.location, to: point, duration: duration, liftingAtTheEnd: false)
        finger.location = point
    }

    /// Lifts a finger that is down, where it is.
    public mutating func lift(_ finger: Finger) {
        guard isDown(finger, "lift(_:)") else { return }
        down.remove(finger.id)
        touch(.ended, finger.id, finger.location)
    }

    /// A touch that begins and ends at `point` at once (the format's `tap`): a button's or a row's
    /// tap, or a tap that stops a moving list.
    public mutating func tap(at point: Point) {
        guard check("tap(at:)", point) else { return }
        append(Event(t: time, .tap(at: point)).jsonLine)
    }

    /// A finger held still at `point` for `duration` seconds (refreshes go on), then lifted.
    public mutating func hold(at point: Point, duration: Double = 0.5) {
        guard check("hold(at:duration:)", point), check("hold(at:duration:)", duration: duration) else {
            return
        }
        let finger = nextFinger
        nextFinger += 1
        touch(.began, finger, point)
        frames(Self.ticks(duration, refreshRate))
        touch(.ended, finger, point)
    }

    /// `seconds` of display refreshes and nothing else: a motion under way goes on.
    public mutating func wait(_ seconds: Double) {
        guard check("wait(_:)", duration: seconds) else { return }
        frames(Self.ticks(seconds, refreshRate))
    }

    /// The app sets the list's content offset (`setContentOffset(_:animated:)`): `x` or `y` or both
    /// (nil keeps that coordinate), at once or animated.
    public mutating func scrollTo(x: Double? = nil, y: Double? = nil, animated: Bool = false) {
        guard x != nil || y != nil else {
            fail("scrollTo(x:y:animated:) needs an x or a y")
            return
        }
        append(Event(t: time, .scrollTo(ScrollRequest(.offset(x: x, y: y), animated: animated))).jsonLine)
    }

    /// The software keyboard shows, changes its height, or hides (`height` 0), animated over
    /// `duration` seconds; `editing`: the row whose text field has the focus.
    public mutating func keyboard(height: Double, duration: Double = 0.25, editing row: Int? = nil) {
        append(
            Event(t: time, .keyboard(KeyboardChange(height: height, duration: duration, editingItem: row)))
                .jsonLine)
    }

    /// A batch update of the list's rows: `deleting` indices before it, `inserting` indices after
    /// it; `anchor` says what keeps its place.
    public mutating func update(
        deleting: [Int] = [], inserting: [Int] = [], anchor: ItemUpdate.Anchor = .none
    ) {
        append(
            Event(t: time, .update(ItemUpdate(deleted: deleting, inserted: inserting, anchor: anchor)))
                .jsonLine)
    }

    /// The window turns or resizes to `width` × `height` points, with its new system `safeArea`
    /// and status bar height (`statusBar`: 0 when hidden, as on a phone in landscape; nil keeps
    /// it): a `safeArea` event, after which the replay lays the screen out anew; the gestures after
    /// it are checked against the new size.
    public mutating func rotate(
        toWidth width: Double, height: Double, safeArea: EdgeInsets, statusBar: Double? = nil
    ) {
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            fail(
                "rotate(toWidth:height:safeArea:statusBar:): the window must have a positive size, not "
                    + "\(formatNumber(width)) × \(formatNumber(height))")
            return
        }
        window = Rect(x: 0, y: 0, width: width, height: height)
        append(
            Event(
                t: time,
                .safeArea(
                    SafeAreaChange(width: width, height: height, safeArea: safeArea, statusBar: statusBar))
            ).jsonLine)
    }

    /// The app's own code runs at a moment of its own (a network completion, a timer): your
    /// delegate's `handle(name, &screen)`.
    public mutating func call(_ name: String) {
        append(Event(t: time, .call(name: name)).jsonLine)
    }

    /// The recording: the lines read back by the reader, as `Recording(contentsOfFile:)` reads a
    /// device's (its `path` is nil).
    /// - Throws: The first mistake in a gesture, or the reader's diagnostic for a line it rejects,
    ///   at `<test recording>:line:column` (line 1 is the session line, event n is on line n + 1).
    public func recording() throws(Diagnostic) -> Recording {
        if let mistake {
            throw Diagnostic(path: Self.path, line: mistake.event + 1, column: 1, mistake.message)
        }
        var recording = try RecordingReader.parse(Array(jsonLines.utf8), path: Self.path).recording
        recording.path = nil
        return recording
    }

    /// The recording as JSON lines, each ended by a newline: what `scrolltape` and the pictures read.
    public var jsonLines: String {
        ([screen.sessionLine] + lines).map { $0 + "\n" }.joined()
    }

    /// Writes ``jsonLines`` to `path`, replacing the file whole.
    public func write(to path: String) throws(Diagnostic) {
        try RecordingText.write(jsonLines, to: path, purpose: "the recording")
    }

    /// What the recording is called in diagnostics.
    private static let path = "<test recording>"

    /// How many refreshes `seconds` take, at least one.
    private static func ticks(_ seconds: Double, _ rate: Int) -> Int {
        max(1, Int((seconds * Double(rate)).rounded()))
    }

    private mutating func move(
        _ gesture: String, from start: Point, to end: Point, duration: Double, restsBeforeLifting: Bool
    ) {
        guard check(gesture, start), check(gesture, end), check(gesture, duration: duration) else { return }
        let finger = nextFinger
        nextFinger += 1
        touch(.began, finger, start)
        slide(finger, from: start, to: end, duration: duration, liftingAtTheEnd: !restsBeforeLifting)
        guard restsBeforeLifting else { return }
        // UIKit's release velocity is the finger's over its last 100 ms: still for longer, it is zero.
        frames(Self.ticks(0.13, refreshRate))
        touch(.ended, finger, end)
    }

    /// Finger `finger` moves from `start` to `end` at constant speed over `duration` seconds: a
    /// sample and a `frame` event at each refresh, the last sample lifting it if `liftingAtTheEnd`.
    private mutating func slide(
        _ finger: Int, from start: Point, to end: Point, duration: Double, liftingAtTheEnd: Bool
    ) {
        let samples = Self.ticks(duration, refreshRate)
        for sample in 1...samples {
            tick += 1
            let fraction = Double(sample) / Double(samples)
            let point = Point(
                x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            touch(sample == samples && liftingAtTheEnd ? .ended : .moved, finger, point)
            frame()
        }
    }

    /// A touch sample at the current time.
    private mutating func touch(_ phase: TouchPhase, _ finger: Int, _ point: Point) {
        encoder.touch(t: time, phase: phase, id: finger, x: point.x, y: point.y)
        append(String(decoding: encoder.bytes, as: UTF8.self))
    }

    /// A `frame` event at the current time.
    private mutating func frame() {
        encoder.frame(t: time)
        append(String(decoding: encoder.bytes, as: UTF8.self))
    }

    /// `count` refreshes from now, a `frame` event at each.
    private mutating func frames(_ count: Int) {
        for _ in 0..<count {
            tick += 1
            frame()
        }
    }

    private mutating func append(_ line: String) {
        lines.append(line)
    }

    /// Whether `finger` is down; if not, the gesture is a mistake.
    private mutating func isDown(_ finger: Finger, _ gesture: String) -> Bool {
        guard down.contains(finger.id) else {
            fail("\(gesture): finger \(finger.id) is not down (touch it down with touchDown(at:) first)")
            return false
        }
        return true
    }

    /// Whether `point` is in the window; if not, the gesture is a mistake.
    private mutating func check(_ gesture: String, _ point: Point) -> Bool {
        let bounds = window ?? screen.bounds
        guard point.x >= 0, point.y >= 0, point.x <= bounds.width, point.y <= bounds.height else {
            fail(
                "\(gesture): (\(formatNumber(point.x)), \(formatNumber(point.y))) is outside the window "
                    + "(\(formatNumber(bounds.width)) × \(formatNumber(bounds.height)) points)")
            return false
        }
        return true
    }

    /// Whether `duration` is a positive number of seconds; if not, the gesture is a mistake.
    private mutating func check(_ gesture: String, duration: Double) -> Bool {
        guard duration > 0, duration.isFinite else {
            fail("\(gesture): the duration must be a positive number of seconds, not \(duration)")
            return false
        }
        return true
    }

    /// Takes note of the first mistake, at the event it would have written.
    private mutating func fail(_ message: String) {
        if mistake == nil { mistake = (lines.count + 1, message) }
    }
}

extension TestRecording {
    /// A finger that ``TestRecording/touchDown(at:)`` put down: its id in the recording (1, 2, 3,
    /// … in the order fingers touch down) and where it is.
    public struct Finger: Hashable, Sendable {
        /// The finger's id in the recording's `touch` lines.
        public let id: Int
        /// Where it is, in window coordinates.
        public internal(set) var location: Point
    }
}
