import Foundation
import ScrollTape
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing
import UIKitAdapterOnStandIn
import UIKitStandIn

/// The recorder sees every touch of the window without changing how the app handles it.
@MainActor
@Suite struct TouchObservationTests {
    /// Runs `LoggingScreen.perform` on a fresh screen, recording it unless `path` is nil, after
    /// `prepare` (which may add the app's own rules); returns what the app saw.
    private func run(
        recordingTo path: String?, touches: WindowRecorder.TouchSource = .gestureRecognizer,
        prepare: (LoggingScreen) -> Void = { _ in }
    ) throws -> (log: [String], samples: Int) {
        let screen = LoggingScreen()
        prepare(screen)
        StandIn.now = 100
        if let path {
            screen.window.recorder = try ScrollTapeRecorder.start(
                window: screen.window, scrollView: screen.list, header: nil, file: path, touches: touches)
        }
        let fingers = Fingers(on: screen.window)
        screen.perform(with: fingers, from: 100.5)
        try screen.window.recorder?.stop()
        return (screen.log.lines, fingers.samples)
    }

    /// An eager recognizer on the header whose delegate makes it wait for every other
    /// recognizer to fail (kept alive here: a delegate is weak).
    private func eagerHeaderRecognizer(_ rule: BlanketRule) -> (LoggingScreen) -> Void {
        { screen in
            let eager = AppRecognizer(.eager, "eager", log: screen.log)
            eager.delegate = rule
            screen.header.addGestureRecognizer(eager)
        }
    }

    /// The app's views and recognizers get the same touches, in the same order, with the
    /// recorder as without it — the row cancelled when the list's pan begins, the button's end
    /// while another finger still moves the list, the header's tap — and the recording has
    /// every sample, also those after the pan began; recording from the window's
    /// `sendEvent(_:)` writes the same lines.
    @Test func theAppHandlesEveryTouchAsWithoutTheRecorder() throws {
        let path = temporaryRecordingPath()
        let sendEventPath = temporaryRecordingPath()
        defer {
            for file in [path, sendEventPath] { try? FileManager.default.removeItem(atPath: file) }
        }
        let without = try run(recordingTo: nil)
        let with = try run(recordingTo: path)
        let fromSendEvent = try run(recordingTo: sendEventPath, touches: .windowSendEvent)
        #expect(with.log == without.log)
        #expect(fromSendEvent.log == without.log)
        #expect(without.log.contains("row cancelled (200, 480)"))
        #expect(without.log.contains("tap ended"))

        let touches = try RecordingReader.read(path: path).recording.touches
        #expect(touches.count == with.samples)
        #expect(Set(touches.map(\.id)) == Set(1...6))
        #expect(touches.filter { $0.id == 2 }.map(\.y) == [500, 496, 480, 440, 400, 400])
        #expect(touches.first?.t == 0.5)
        #expect(try RecordingReader.read(path: sendEventPath).recording.touches == touches)
    }

    /// A recognizer the app makes wait for every other recognizer to fail also waits for the
    /// recorder's, which fails only when the last finger lifts: a continuous gesture (here one
    /// that begins at the first move) never begins — the known cost of such a blanket rule. A
    /// rule that leaves out the recognizer named "ScrollTapeRecorder" costs nothing, and neither
    /// does recording from the window's `sendEvent(_:)`.
    @Test func aRecognizerMadeToWaitForEveryOtherWaitsForTheRecorder() throws {
        let paths = [temporaryRecordingPath(), temporaryRecordingPath(), temporaryRecordingPath()]
        defer {
            for path in paths { try? FileManager.default.removeItem(atPath: path) }
        }
        let rule = BlanketRule(.waitsForEveryOther)
        let exemptingRule = BlanketRule(.waitsForEveryOther, exemptsTheRecorder: true)
        let without = try run(recordingTo: nil, prepare: eagerHeaderRecognizer(rule))
        let with = try run(recordingTo: paths[0], prepare: eagerHeaderRecognizer(rule))
        let exempt = try run(recordingTo: paths[1], prepare: eagerHeaderRecognizer(exemptingRule))
        let fromSendEvent = try run(
            recordingTo: paths[2], touches: .windowSendEvent, prepare: eagerHeaderRecognizer(rule))

        // It asks to begin at the first move, waits for the header's tap to fail, and begins.
        #expect(without.log.contains("eager began"))
        #expect(!with.log.contains("eager began"))
        #expect(with.log.last == "header ended (360, 60)")
        #expect(exempt.log == without.log)
        #expect(fromSendEvent.log == without.log)
        for path in paths {
            #expect(try RecordingReader.read(path: path).recording.touches.count == without.samples)
        }
    }

    /// A tap the app makes wait for every other recognizer to fail recognizes as without the
    /// recorder: the recorder's recognizer fails as the last finger lifts, in the same event.
    @Test func aTapMadeToWaitForEveryOtherStillRecognizesWhenTheFingerLifts() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rule = BlanketRule(.waitsForEveryOther)
        let without = try run(recordingTo: nil) { $0.tap.delegate = rule }
        let with = try run(recordingTo: path) { $0.tap.delegate = rule }
        #expect(with.log == without.log)
        #expect(with.log.count { $0 == "tap ended" } == 2)
    }

    /// Records what `fingers` does on `screen` (the recording starting at uptime 10) and
    /// returns the touch lines.
    private func recordedTouches(on screen: LoggingScreen, _ fingers: (Fingers) -> Void) throws
        -> [TouchSample]
    {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        StandIn.now = 10
        let recorder = try ScrollTapeRecorder.start(
            window: screen.window, scrollView: screen.list, header: nil, file: path)
        fingers(Fingers(on: screen.window))
        try recorder.stop()
        return try RecordingReader.read(path: path).recording.touches
    }

    /// A recognizer that makes every other recognizer wait for it, and recognizes, fails the
    /// recorder's for the rest of that gesture: the recorder writes the finger cancelled where it
    /// was last seen, and records the next gesture again.
    @Test func whenUIKitFailsTheObserverItsFingersAreCancelled() throws {
        let screen = LoggingScreen()
        let rule = BlanketRule(.everyOtherWaits)
        let eager = AppRecognizer(.eager, "eager", log: screen.log)
        eager.delegate = rule
        screen.list.addGestureRecognizer(eager)
        let touches = try recordedTouches(on: screen) { fingers in
            fingers.send([(1, .began, 200, 500)], at: 10.1)
            fingers.send([(1, .moved, 200, 490)], at: 10.2)
            fingers.send([(1, .moved, 200, 480)], at: 10.3)
            fingers.send([(1, .ended, 200, 480)], at: 10.4)
            fingers.send([(2, .began, 50, 70)], at: 10.5)
            fingers.send([(2, .ended, 50, 70)], at: 10.6)
        }
        #expect(screen.log.lines.contains("eager began"))
        #expect(
            touches == [
                TouchSample(id: 1, phase: .began, x: 200, y: 500, t: 0.1),
                TouchSample(id: 1, phase: .cancelled, x: 200, y: 500, t: 0.4),
                TouchSample(id: 2, phase: .began, x: 50, y: 70, t: 0.5),
                TouchSample(id: 2, phase: .ended, x: 50, y: 70, t: 0.6),
            ])
    }

    /// App code that disables every recognizer of the window during a gesture disables the
    /// recorder's too: its fingers are written cancelled at once, and nothing is lost after.
    @Test func aDisabledObserverCancelsItsFingers() throws {
        let screen = LoggingScreen()
        let touches = try recordedTouches(on: screen) { fingers in
            fingers.send([(1, .began, 200, 500)], at: 10.1)
            fingers.send([(1, .moved, 200, 490)], at: 10.2)
            for recognizer in screen.window.gestureRecognizers ?? [] { recognizer.isEnabled = false }
            fingers.send([(1, .ended, 200, 490)], at: 10.3)
            for recognizer in screen.window.gestureRecognizers ?? [] { recognizer.isEnabled = true }
            fingers.send([(2, .began, 50, 70)], at: 10.5)
            fingers.send([(2, .ended, 50, 70)], at: 10.6)
        }
        #expect(touches.map(\.phase) == [.began, .moved, .cancelled, .began, .ended])
        #expect(touches.map(\.t) == [0.1, 0.2, 0.2, 0.5, 0.6])
    }

    /// A hovering pointer or pencil reaches the window's `sendEvent(_:)` as an event of type
    /// `hover`, with touches of its own: the recorder writes none of them, only the fingers'.
    @Test func hoverEventsAreNotRecordedAsFingers() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = LoggingScreen()
        StandIn.now = 100
        let recorder = try ScrollTapeRecorder.start(
            window: screen.window, scrollView: screen.list, header: nil, file: path, touches: .windowSendEvent
        )
        screen.window.recorder = recorder
        let pointer = UITouch(standInLocation: CGPoint(x: 200, y: 400), timestamp: 100.2)
        StandIn.now = 100.2
        screen.window.standInReceive(UIEvent(standInTouches: [pointer], timestamp: 100.2, type: .hover))
        pointer.standInUpdate(.moved, to: CGPoint(x: 210, y: 420), timestamp: 100.3)
        StandIn.now = 100.3
        screen.window.standInReceive(UIEvent(standInTouches: [pointer], timestamp: 100.3, type: .hover))
        let fingers = Fingers(on: screen.window)
        fingers.send([(1, .began, 200, 500)], at: 100.4)
        fingers.send([(1, .ended, 200, 500)], at: 100.5)
        try recorder.stop()
        let recording = try Recording(contentsOfFile: path)
        let touches = recording.events.compactMap { event -> TouchPhase? in
            if case .touch(_, let phase, _) = event.kind { phase } else { nil }
        }
        #expect(touches == [.began, .ended])
    }
}
