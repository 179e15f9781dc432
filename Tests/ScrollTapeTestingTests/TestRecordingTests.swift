import ScrollTape
import ScrollTapeExamples
import ScrollTapeTesting
import Testing

/// Gestures written in Swift make the lines a device records, read back by the reader.
@Suite struct TestRecordingTests {
    @Test func aDragIsTheLinesADeviceRecords() throws {
        var tape = TestRecording(.list(header: .stretchy))
        tape.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 460), duration: 0.05)
        // Three samples a refresh apart, each with its refresh; still for 8 refreshes (more than
        // UIKit's 100 ms), then the lift where the finger rests.
        let frames = ["0.066667", "0.083333", "0.1", "0.116667", "0.133333", "0.15", "0.166667", "0.183333"]
            .map {
                #"{"type":"frame","t":\#($0)}"#
            }
        let text =
            ([
                #"{"type":"session","format":"scrolltape","version":1,"#
                    + #""device":{"name":"iPhone 11","width":414,"height":896,"scale":2,"#
                    + #""safeArea":{"top":48,"left":0,"bottom":34,"right":0}},"#
                    + #""scroll":{"id":"list","content":{"items":{"count":40,"length":88}},"additionalSafeArea":{"top":100}},"#
                    + #""header":{"view":"header","behavior":"stretchy","maxHeight":148},"#
                    + #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148],"children":["#
                    + #"{"id":"back","kind":"button","frame":[8,52,44,44]},"#
                    + #"{"id":"title","kind":"label","frame":[16,100,300,30],"pin":"bottom"}]}]}"#,
                #"{"type":"touch","t":0,"phase":"began","id":1,"x":200,"y":400}"#,
                #"{"type":"touch","t":0.016667,"phase":"moved","id":1,"x":200,"y":420}"#,
                #"{"type":"frame","t":0.016667}"#,
                #"{"type":"touch","t":0.033333,"phase":"moved","id":1,"x":200,"y":440}"#,
                #"{"type":"frame","t":0.033333}"#,
                #"{"type":"touch","t":0.05,"phase":"moved","id":1,"x":200,"y":460}"#,
                #"{"type":"frame","t":0.05}"#,
            ] + frames + [#"{"type":"touch","t":0.183333,"phase":"ended","id":1,"x":200,"y":460}"#])
            .map { $0 + "\n" }.joined()
        var written = try RecordingReader.parse(Array(text.utf8), path: "drag.jsonl").recording
        written.path = nil
        let built = try tape.recording()
        #expect(built.scene == written.scene)
        #expect(built.events == written.events)
        #expect(tape.jsonLines.split(separator: "\n").dropFirst() == text.split(separator: "\n").dropFirst())
    }

    @Test func aFlickLiftsWhileMovingAt120Hertz() throws {
        var tape = TestRecording(.list(header: .collapsing), refreshRate: 120)
        tape.flick(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.05)
        tape.wait(0.5)
        let events = try tape.recording().events
        let touches = events.compactMap { event -> TouchPhase? in
            if case .touch(_, let phase, _) = event.kind { phase } else { nil }
        }
        #expect(touches == [.began, .moved, .moved, .moved, .moved, .moved, .ended])
        #expect(events.count == 7 + 6 + 60)
        #expect(abs(tape.time - 0.55) < 1e-9)
        // Let go at 6,000 pt/s, the list is still moving half a second later.
        var replay = Replay(try tape.recording())
        replay.run()
        #expect(replay.world.state[path: "scroll.phase"] == "decelerating")
    }

    @Test func aTapOutsideTheWindowIsAMistakeNamedAtItsLine() {
        var tape = TestRecording()
        tape.wait(0.1)
        tape.tap(at: Point(x: 500, y: 100))
        #expect(throws: Diagnostic.self) { try tape.recording() }
        do {
            _ = try tape.recording()
        } catch {
            #expect(
                error.description
                    == "<test recording>:8:1: error: tap(at:): (500, 100) is outside the window (414 × 896 points)"
            )
        }
    }

    @Test func theAppsMomentsAreItsEvents() throws {
        var tape = TestRecording()
        tape.scrollTo(y: 300, animated: true)
        tape.wait(0.5)
        tape.keyboard(height: 336, editing: 7)
        tape.update(deleting: [0], anchor: .visible)
        tape.call("loadFinished")
        let events = try tape.recording().events
        #expect(events.count == 1 + 30 + 3)
        #expect(events[0] == Event(t: 0, .scrollTo(ScrollRequest(.offset(x: nil, y: 300), animated: true))))
        #expect(
            events[31]
                == Event(t: 0.5, .keyboard(KeyboardChange(height: 336, duration: 0.25, editingItem: 7))))
        #expect(events[32] == Event(t: 0.5, .update(ItemUpdate(deleted: [0], anchor: .visible))))
        #expect(events[33] == Event(t: 0.5, .call(name: "loadFinished")))
    }

    /// A turn to landscape is a `safeArea` event with the new size, safe area and status bar, and
    /// the gestures after it are checked against the turned window: a tap at x = 800 is in it, one
    /// at y = 500 no longer is.
    @Test func aTurnIsASafeAreaEventAndTheGesturesAfterItUseTheNewSize() throws {
        var tape = TestRecording()
        tape.rotate(
            toWidth: 896, height: 414, safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
            statusBar: 0)
        tape.tap(at: Point(x: 800, y: 300))
        let recording = try tape.recording()
        #expect(
            recording.events.map(\.kind) == [
                .safeArea(
                    SafeAreaChange(
                        width: 896, height: 414,
                        safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
                        statusBar: 0)),
                .tap(at: Point(x: 800, y: 300)),
            ])
        tape.tap(at: Point(x: 200, y: 500))
        #expect {
            try tape.recording()
        } throws: { error in
            (error as? Diagnostic)?.description
                == "<test recording>:4:1: error: tap(at:): (200, 500) is outside the window (896 × 414 points)"
        }
    }

    /// A finger put down and moved by hand lets the app's own moment come under it: the pull to
    /// refresh of recordings/app-code/pull-to-refresh-load-finishes.jsonl, its load finishing while
    /// the finger still pulls. The control that only takes its inset away passes; the one that also
    /// moves the list to the top breaks `scroll.followsFinger` there. Two fingers can be down at
    /// once, and a finger that is not down cannot move.
    @Test func aFingerByHandLetsTheAppsMomentComeUnderIt() throws {
        let screen = try TestScreen(
            sessionLine:
                #"{"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,"height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0}},"scroll":{"id":"list","content":{"items":{"count":40,"length":88,"spacing":0}},"additionalSafeArea":{"top":100}},"header":{"view":"header","behavior":"collapsing","minHeight":48,"maxHeight":148},"views":[{"id":"list","kind":"scroll"},{"id":"header","kind":"view","frame":[0,0,414,148],"children":[{"id":"back","kind":"button","frame":[8,52,44,44]},{"id":"title","kind":"label","frame":[16,100,300,30],"pin":"bottom"}]}],"calls":["loadFinished"]}"#
        )
        var tape = TestRecording(screen)
        var finger = tape.touchDown(at: Point(x: 200, y: 300))
        tape.move(&finger, to: Point(x: 200, y: 600), duration: 0.4)  // pulls past the control's 60 pt
        tape.call("loadFinished")  // under the finger
        tape.move(&finger, to: Point(x: 200, y: 560), duration: 0.1)
        tape.lift(finger)
        tape.wait(1)
        let recording = try tape.recording()
        func followsFinger(_ code: PullToRefresh) -> [String] {
            recording.replay(AppCode(delegate: code)).violations.filter {
                $0.invariant == .scrollFollowsFinger
            }
            .map(\.message)
        }
        #expect(followsFinger(PullToRefresh()) == [])
        #expect(!followsFinger(PullToRefresh(movesTheList: true)).isEmpty)

        var two = TestRecording()
        let first = two.touchDown(at: Point(x: 100, y: 500))
        var second = two.touchDown(at: Point(x: 300, y: 500))
        two.move(&second, to: Point(x: 300, y: 400))
        two.lift(first)
        two.lift(second)
        let touches = try two.recording().events.compactMap { event -> String? in
            guard case .touch(let id, let phase, _) = event.kind else { return nil }
            return "\(id) \(phase)"
        }
        #expect(
            touches.first == "1 began" && touches[1] == "2 began"
                && touches.suffix(2) == ["1 ended", "2 ended"])
        two.lift(first)
        #expect {
            try two.recording()
        } throws: { error in
            (error as? Diagnostic)?.message
                == "lift(_:): finger 1 is not down (touch it down with touchDown(at:) first)"
        }
    }
}
