import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing

@testable import ScrollTapeExplorer

/// A device simulated by the model itself: touches go to a `World` as UIKit would deliver them,
/// and at every display frame the recorder samples what the "screen" shows — optionally with a
/// misbehaving header.
private struct SimulatedDevice {
    var world: World
    let recorder: ScrollTapeRecorder
    /// The system uptime at t = 0.
    let boot = 4_321.5
    /// Added to the header's height the device shows, given the state (a jittering header).
    var jitter: @Sendable (World) -> Double = { _ in 0 }
    var t = 0.0
    /// Every touch sample sent, in order.
    private(set) var sent: [TouchSample] = []
    /// Display frames driven so far.
    private(set) var refreshes = 0

    init(path: String) throws {
        recorder = try ScrollTapeRecorder(path: path, screen: IPhone11Screen.snapshot, startTime: boot)
        let file = try RecordingReader.parse(
            Array((IPhone11Screen.snapshot.sessionLine + "\n").utf8), path: "session.jsonl")
        world = World(scene: file.recording.scene)
    }

    mutating func touch(_ id: Int, _ phase: TouchPhase, x: Double = 200, y: Double) throws {
        world.apply(Event(t: t, .touch(id: id, phase: phase, at: Point(x: x, y: y))))
        sent.append(TouchSample(id: id, phase: phase, x: x, y: y, t: t))
        try recorder.touch(id: id, phase: phase, x: x, y: y, timestamp: boot + t)
    }

    mutating func frames(_ count: Int, every interval: Double = 1.0 / 60) throws {
        for _ in 0..<count {
            t += interval
            world.apply(Event(t: t, .frame))
            refreshes += 1
            let height = world.header.map { $0.height + jitter(world) }
            try recorder.frame(timestamp: boot + t, contentOffset: world.scroll.offset, headerHeight: height)
        }
    }

    /// A finger down at `y`, moving by `step` points per sample every `interval`, `samples` times,
    /// with a display frame after each sample, then (after `rest` frames) lifted.
    mutating func drag(
        id: Int, from y: Double, step: Double, samples: Int, interval: Double = 1.0 / 60, rest: Int = 0
    ) throws {
        var y = y
        try touch(id, .began, y: y)
        for _ in 0..<samples {
            try frames(1, every: interval)
            y += step
            try touch(id, .moved, y: y)
        }
        try frames(rest)
        try touch(id, .ended, y: y)
    }

    /// The gestures of the issue: a drag up, a flick up that decelerates, a pull past the top that
    /// bounces back.
    mutating func dragFlickAndBounceAtTheTop() throws {
        try frames(10)
        try drag(id: 1, from: 700, step: -10, samples: 30, rest: 10)  // drag up 300 pt, no fling
        try frames(20)
        try drag(id: 2, from: 700, step: -40, samples: 8, interval: 1.0 / 120)  // a flick up
        try frames(150)  // decelerating to rest
        // Back to the top, a screen's height at a time, then a pull past it, released there.
        var id = 3
        while world.axisOffset > world.metrics.lowerBound {
            try drag(id: id, from: 150, step: 29, samples: 25, rest: 10)
            try frames(5)
            id += 1
        }
        try drag(id: id, from: 150, step: 29, samples: 10)
        try frames(120)  // the bounce back to the top
    }
}

@Suite struct RecorderTests {
    /// A recording made purely through the recorder API passes `check`, and its `observe` lines
    /// (what the device showed at every frame) agree with the model within 0.5 pt; it holds every
    /// touch sample sent, at its time, and a `frame` and an `observe` line per frame, nothing else.
    @Test func aRecorderMadeRecordingPassesCheckAndConformance() throws {
        let path = temporaryRecordingPath("recorder")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var device = try SimulatedDevice(path: path)
        try device.dragFlickAndBounceAtTheTop()
        try device.recorder.stop()

        let file = try RecordingReader.read(path: path)
        #expect(file.warnings.isEmpty)
        let recorded = file.recording.touches
        #expect(recorded.count == device.sent.count)
        for (touch, sample) in zip(recorded, device.sent) {
            #expect(touch.id == sample.id)
            #expect(touch.phase == sample.phase)
            #expect(touch.x == sample.x && touch.y == sample.y)
            #expect(abs(touch.t - sample.t) < 1e-6)
        }
        #expect(file.recording.count("frame") == device.refreshes)
        #expect(file.recording.count("observe") == device.refreshes)
        #expect(file.recording.events.count == device.sent.count + 2 * device.refreshes)
        let check = RecordingCheck(file)
        #expect(check.violations.map(\.message) == [])
        #expect(check.passed)
        // The gestures did what they should: the list went past the top and came back.
        var replay = Replay(file.recording)
        var phases: Set<ScrollState.Phase> = []
        var lowest = Double.infinity
        while !replay.isAtEnd {
            replay.step()
            phases.insert(replay.world.scroll.phase)
            lowest = min(lowest, replay.world.axisOffset)
        }
        #expect(phases.isSuperset(of: [.dragging, .decelerating, .bouncing, .idle]))
        #expect(lowest < -148 - 20)
        #expect(replay.world.axisOffset == -148)
    }

    /// A device whose header jitters while the list bounces at the top: `conformance` names the
    /// path and the event.
    @Test func aJitteringHeaderFailsConformance() throws {
        let path = temporaryRecordingPath("recorder")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var device = try SimulatedDevice(path: path)
        device.jitter = HeaderJitter.whileBouncingPastTheTop
        try device.dragFlickAndBounceAtTheTop()
        try device.recorder.stop()

        let check = RecordingCheck(try RecordingReader.read(path: path))
        let conformance = check.violations.filter { $0.invariant == .conformance }
        // One for each frame in which the list bounces back from past the top.
        #expect(conformance.count == 59)
        #expect(check.violations.allSatisfy { $0.invariant == .conformance })
        #expect(conformance.allSatisfy { $0.message.contains("header.height") })
        #expect(!check.passed)
    }

    /// A recorder abandoned mid-gesture (the app killed with a finger down) leaves a recording that
    /// loads and replays; a torn last line (a write cut off) is skipped with a warning.
    @Test func aRecorderKilledMidGestureLeavesARecordingThatReplays() throws {
        let path = temporaryRecordingPath("recorder")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            var device = try SimulatedDevice(path: path)
            try device.frames(5)
            try device.touch(1, .began, y: 600)
            try device.frames(1)
            try device.touch(1, .moved, y: 580)
            try device.frames(1)
            // No `stop()`, no `ended`: the process is gone.
        }
        let file = try RecordingReader.read(path: path)
        #expect(file.warnings.isEmpty)
        var replay = Replay(file.recording)
        replay.run()
        #expect(replay.world.touches.count == 1, "the finger is still down where the recording ends")

        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"type":"touch","t":0.13,"pha"#.utf8))
        try handle.close()
        let torn = try RecordingReader.read(path: path)
        #expect(torn.warnings.count == 1)
        #expect(torn.warnings.first?.message.hasPrefix("skipped a torn final line") == true)
        #expect(torn.recording.events == file.recording.events)
    }

    /// Uptime is rebased to the start; a timestamp earlier than the last written (a display link's
    /// target time and a late touch can cross) is written at the last time.
    @Test func theClockIsRebasedAndNeverGoesBack() throws {
        let path = temporaryRecordingPath("recorder")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScrollTapeRecorder(path: path, screen: IPhone11Screen.snapshot, startTime: 100)
        try recorder.frame(timestamp: 100.016667, contentOffset: Point(x: 0, y: -148), headerHeight: 148)
        try recorder.touch(id: 1, phase: .began, x: 200.3333333, y: 641.6666667, timestamp: 100.01)
        try recorder.touch(id: 1, phase: .ended, x: 200.3333333, y: 641.6666667, timestamp: 100.05)
        try recorder.stop()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(
            lines == [
                #"{"type":"frame","t":0.016667}"#,
                #"{"type":"observe","t":0.016667,"that":{"scroll.offset.x":0,"scroll.offset.y":-148,"header.height":148}}"#,
                #"{"type":"touch","t":0.016667,"phase":"began","id":1,"x":200.3333,"y":641.6667}"#,
                #"{"type":"touch","t":0.05,"phase":"ended","id":1,"x":200.3333,"y":641.6667}"#,
            ])
    }

    /// A drag as a device delivers it: a 60-Hz display whose refresh at vsync V is written at the
    /// time its frame appears (V + 1/60), and a finger sampled at 120 Hz whose samples UIKit
    /// delivers after that refresh, at V + 1/120 and V + 2/120. Every sample keeps its own time (a
    /// recorder that wrote the refresh at once pushed both to V + 1/60); the refresh before them
    /// takes the first one's time; the release velocity the replay computes from a flick is the
    /// samples' own.
    /// A finger that comes down after a refresh, and a refresh with nothing after it, keep the
    /// refresh's time.
    @Test func aFingersSamplesKeepTheirTimesBetweenRefreshes() throws {
        let path = temporaryRecordingPath("recorder")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let boot = 100.0
        let recorder = try ScrollTapeRecorder(path: path, screen: IPhone11Screen.snapshot, startTime: boot)
        let file = try RecordingReader.parse(
            Array((IPhone11Screen.snapshot.sessionLine + "\n").utf8), path: "session.jsonl")
        // The model fed the true samples, refreshed at the frames' own times.
        var truth = World(scene: file.recording.scene)
        var sent: [Double] = []
        var y = 700.0
        func sample(_ phase: TouchPhase, at t: Double) throws {
            truth.apply(Event(t: t, .touch(id: 1, phase: phase, at: Point(x: 200, y: y))))
            try recorder.touch(id: 1, phase: phase, x: 200, y: y, timestamp: boot + t)
            sent.append(t)
        }
        try sample(.began, at: 0)
        var releaseVelocity = 0.0
        for refresh in 0..<12 {
            let vsync = Double(refresh) / 60
            try recorder.frame(
                timestamp: boot + vsync + 1.0 / 60, contentOffset: truth.scroll.offset,
                headerHeight: truth.header?.height)
            for half in 1...2 {
                y -= Double(2 * refresh + half)  // faster and faster: a flick
                try sample(refresh == 11 && half == 2 ? .ended : .moved, at: vsync + Double(half) / 120)
            }
            if refresh == 11 { releaseVelocity = truth.scroll.velocity.y }
        }
        try recorder.frame(timestamp: boot + 13.0 / 60, contentOffset: truth.scroll.offset, headerHeight: nil)
        try recorder.touch(id: 2, phase: .began, x: 200, y: 600, timestamp: boot + 12.5 / 60)
        try recorder.touch(id: 2, phase: .ended, x: 200, y: 600, timestamp: boot + 14.5 / 60)
        try recorder.frame(timestamp: boot + 15.0 / 60, contentOffset: truth.scroll.offset, headerHeight: nil)
        try recorder.stop()

        let events = try RecordingReader.read(path: path).recording.events
        let firstFinger = events.filter {
            guard case .touch(1, _, _) = $0.kind else { return false }
            return true
        }
        // As the recorder writes an uptime: rebased, to the microsecond.
        func written(_ t: Double) -> Double { ((boot + t - boot) * 1e6).rounded() / 1e6 }
        #expect(firstFinger.map(\.t) == sent.map(written))
        let frames = events.filter { $0.kind == .frame }.map(\.t)
        let firstSamples: [Double] = (0..<12).map { Double($0) / 60 + 1.0 / 120 }
        #expect(Array(frames.prefix(12)) == firstSamples.map(written))
        #expect(Array(frames.dropFirst(12)) == [0.216667, 0.25])
        let secondDown = events.first { $0.kind == .touch(id: 2, phase: .began, at: Point(x: 200, y: 600)) }
        #expect(secondDown?.t == 0.216667)

        let recording = try RecordingReader.read(path: path).recording
        var replayed = World(scene: recording.scene)
        for event in recording.events {
            replayed.apply(event)
            if case .touch(1, .ended, _) = event.kind { break }
        }
        #expect(releaseVelocity > 1000)
        #expect(abs(replayed.scroll.velocity.y - releaseVelocity) < 0.1)  // times to the microsecond
    }

    /// Every line has its time to the microsecond: a `mark` or `observe` line (written in full)
    /// after a touch at a time its line rounds up (76/60 s, written 1.266667) is not earlier.
    @Test func linesWrittenInFullKeepTheRoundedTime() throws {
        let path = temporaryRecordingPath("recorder")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScrollTapeRecorder(path: path, screen: IPhone11Screen.snapshot, startTime: 0)
        try recorder.touch(id: 1, phase: .began, x: 200, y: 600, timestamp: 76.0 / 60)
        try recorder.mark("gesture", timestamp: 76.0 / 60)
        try recorder.observe([.init("scroll.offset.y", .number(-148))], timestamp: 76.0 / 60)
        try recorder.stop()
        let events = try RecordingReader.read(path: path).recording.events
        #expect(events.map(\.t) == [1.266667, 1.266667, 1.266667])
    }

    /// A recorder-made recording of the seed-000 screen (the device behaving as `collapsing`
    /// does), replayed through the built-in model and through the app's own header code:
    /// `conformance` compares each with what the device showed — the corrected code conforms, the
    /// article's literal code (its `??` slip) does not, from the first `observe` line after the
    /// list first moves.
    @Test func conformanceJudgesTheAppsOwnHeaderCodeAgainstTheDevice() throws {
        let path = temporaryRecordingPath("recorder")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var device = try SimulatedDevice(path: path)
        try device.dragFlickAndBounceAtTheTop()
        try device.recorder.stop()
        let recording = try Recording(contentsOfFile: path)

        let conformance = { (result: ReplayResult) in
            result.violations.filter { $0.invariant == .conformance }
        }
        #expect(conformance(recording.replay()).isEmpty)
        #expect(conformance(recording.replay(AppCode(header: CorrectedArticleHeader()))).isEmpty)
        let literal = conformance(recording.replay(AppCode(header: ArticleHeader())))
        #expect(literal.allSatisfy { $0.message.contains("header.height") })
        // The first event after which the (built-in) model's list is not where it started.
        var replay = Replay(recording)
        let start = replay.world.scroll.offset
        let firstMove = try #require(
            recording.events.indices.first { _ in
                replay.step()
                return replay.world.scroll.offset != start
            })
        // The `observe` lines from there on: the literal code's header differs from the device's at
        // the first ten, while the first drag collapses it (event indices are 1-based).
        let observes = recording.events.indices.filter { index in
            guard index >= firstMove, case .observe = recording.events[index].kind else { return false }
            return true
        }
        #expect(literal.map(\.eventIndex) == observes.prefix(10).map { $0 + 1 })
    }
}
