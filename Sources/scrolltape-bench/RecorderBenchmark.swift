import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeExamples
import ScrollTapeRecorder

/// `scrolltape-bench recorder [SAMPLES]`: what recording costs the app, per touch sample and per
/// display frame (a `frame` and an `observe` line, and the comparison with the refresh before),
/// through `ScrollTapeRecorder` on a real file,
/// against two baselines measured in the same run: the bare `write(2)` of the same lines (the
/// floor: the crash-safe writer makes one system call per line) and the writer's general path
/// (`RecordingWriter.append(Event)`, which builds each line as a `String`).
///
/// Allocations are not counted here (the process would need a malloc hook):
/// `tools/recorder-allocations.sh` counts them with valgrind, per sample, from two run lengths
/// of `scrolltape-bench recorder N --only-recorder`.
func runRecorderBenchmark(arguments: [String]) {
    let samples = arguments.first.flatMap(Int.init) ?? 200_000
    let onlyRecorder = arguments.contains("--only-recorder") || arguments.contains("--only-touches")
    let frameCount = arguments.contains("--only-touches") ? 0 : samples
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrolltape-bench-recorder")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let screen = IPhone11Screen.snapshot
    func path(_ name: String) -> String {
        let path = folder.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: path)
        return path
    }
    // Touch samples: one finger moving at 120 Hz, lifted and put down again every 100 samples.
    func touchSample(_ index: Int) -> (id: Int, phase: TouchPhase, x: Double, y: Double, t: Double) {
        let stroke = index / 100
        let phase: TouchPhase = index % 100 == 0 ? .began : index % 100 == 99 ? .ended : .moved
        return (
            stroke + 1, phase, 200.33333 + Double(index % 7), 800 - Double(index % 100) * 6.666667,
            Double(index) / 120
        )
    }

    print(
        "recording \(samples) touch samples and \(samples) display frames (an observe line each), release build"
    )
    // The recorder's own policy: no fsync until it stops (see ScrollTapeRecorder).
    let policy = RecordingWriter.SyncPolicy.onClose

    // The recorder.
    var recorderTouch = 0.0
    var recorderFrame = 0.0
    var recorderObservedFrame = 0.0
    do {
        let recorder = try ScrollTapeRecorder(
            path: path("recorder.jsonl"), screen: screen, startTime: 0, sync: policy)
        let start = ContinuousClock.now
        for index in 0..<samples {
            let s = touchSample(index)
            try recorder.touch(id: s.id, phase: s.phase, x: s.x, y: s.y, timestamp: s.t)
        }
        // Each refresh is also compared with the one before for what the app or the system changed
        // (`ScreenChanges`): here a list that a finger drags, so nothing to write but the frame.
        func reading(_ index: Int) -> ScreenChanges.Reading {
            ScreenChanges.Reading(
                size: Size(width: screen.device.width, height: screen.device.height),
                safeArea: screen.device.safeArea, statusBar: screen.device.statusBar,
                list: ScreenChanges.ScrollReading(
                    adjustedContentInset: screen.scrollView.adjustedContentInset,
                    contentOffset: Point(x: 0, y: Double(index % 2000)), isMovedByTheUser: true))
        }
        var changes = ScreenChanges(from: reading(0))
        let middle = ContinuousClock.now
        for index in 0..<frameCount {
            for event in changes.events(to: reading(index), frames: { [:] }) {
                try recorder.event(event, timestamp: Double(samples + index) / 120)
            }
            try recorder.frame(
                timestamp: Double(samples + index) / 120, contentOffset: Point(x: 0, y: Double(index % 2000)),
                headerHeight: 48 + Double(index % 100))
        }
        let end = ContinuousClock.now
        try recorder.stop()
        // Every observe path at once, on a screen with a pager beside the list (`scrolls`): the
        // comparison with the refresh before for both scroll views, the frame's observe line with
        // the pager's offset, and four views observed (frame and alpha: what the adapter writes for
        // the views the app's code moves or fades, and those of the built-in effects).
        var pagerScreen = screen
        pagerScreen.otherScrollViews = [
            RecordedScrollView(
                id: "pager", frame: Rect(x: 0, y: 700, width: 414, height: 150), axis: .horizontal,
                contentSize: Size(width: 1242, height: 150), adjustedContentInset: EdgeInsets(),
                isPagingEnabled: true)
        ]
        pagerScreen.views.append(
            RecordedView(id: "pager", kind: .scroll, frame: Rect(x: 0, y: 700, width: 414, height: 150)))
        let full = try ScrollTapeRecorder(
            path: path("recorder-full.jsonl"), screen: pagerScreen, startTime: 0, sync: policy)
        var pagerReading = [
            ScreenChanges.ScrollReading(
                adjustedContentInset: EdgeInsets(), contentOffset: Point(x: 0, y: 0), isMovedByTheUser: true)
        ]
        var fullChanges = ScreenChanges(from: reading(0), others: pagerReading, otherIDs: ["pager"])
        var pager = [ScrollObservation(id: "pager", contentOffset: Point(x: 0, y: 0))]
        var views = ["header", "back", "title", "list"].map {
            ViewObservation(id: $0, frame: Rect(x: 0, y: 0, width: 414, height: 44), alpha: 1)
        }
        let fullStart = ContinuousClock.now
        for index in 0..<frameCount {
            let time = Double(index) / 120
            pagerReading[0].contentOffset.x = Double(index % 828)
            for event in fullChanges.events(to: reading(index), others: pagerReading, frames: { [:] }) {
                try full.event(event, timestamp: time)
            }
            pager[0].contentOffset.x = Double(index % 828)
            try full.frame(
                timestamp: time, contentOffset: Point(x: 0, y: Double(index % 2000)),
                headerHeight: 48 + Double(index % 100), scrolls: pager)
            for number in views.indices {
                views[number].frame.y = Double(index % 50)
                views[number].alpha = Double(index % 100) / 100
            }
            try full.observe(views: views, timestamp: time)
        }
        let observed = ContinuousClock.now
        try full.stop()
        recorderTouch = (middle - start).seconds / Double(samples)
        recorderFrame = (end - middle).seconds / Double(max(frameCount, 1))
        recorderObservedFrame = (observed - fullStart).seconds / Double(max(frameCount, 1))
    } catch {
        print("error: \(error)")
        return
    }
    // `--only-recorder`: no baselines, for counting the recorder's allocations from outside
    // (tools/recorder-allocations.sh).
    guard !onlyRecorder else { return }

    // Baseline 1: the general writer path, building each line as a String.
    var writerTouch = 0.0
    do {
        let writer = try RecordingWriter(
            path: path("writer.jsonl"), sessionLine: screen.sessionLine, sync: policy)
        let start = ContinuousClock.now
        for index in 0..<samples {
            let s = touchSample(index)
            try writer.append(Event(t: s.t, .touch(id: s.id, phase: s.phase, at: Point(x: s.x, y: s.y))))
        }
        writerTouch = (ContinuousClock.now - start).seconds / Double(samples)
        try writer.close()
    } catch {
        print("error: \(error)")
        return
    }

    // Baseline 2: the bare write(2) of the recorder's own lines (no check, no encoding).
    let lines =
        (try? String(contentsOfFile: folder.appendingPathComponent("recorder.jsonl").path, encoding: .utf8))?
        .split(separator: "\n").dropFirst().prefix(samples).map { Array(($0 + "\n").utf8) } ?? []
    let descriptor = open(path("raw.jsonl"), O_WRONLY | O_CREAT | O_APPEND, 0o644)
    let start = ContinuousClock.now
    for line in lines { _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
    let rawTouch = (ContinuousClock.now - start).seconds / Double(max(lines.count, 1))
    close(descriptor)

    func micro(_ seconds: Double) -> String { formatNumber(seconds * 1e6, decimals: 3) + " µs" }
    print("touch sample, recorder          \(micro(recorderTouch))   (target: under 2 µs)")
    print(
        "touch sample, writer + String   \(micro(writerTouch))   (recorder is \(formatNumber(writerTouch / recorderTouch))× faster)"
    )
    print(
        "touch line, bare write(2)       \(micro(rawTouch))   (recorder costs \(formatNumber(recorderTouch / rawTouch))× the system call)"
    )
    print("display frame (frame + observe) \(micro(recorderFrame))   (two lines, two write(2))")
    print(
        "display frame, every observe path \(micro(recorderObservedFrame))   "
            + "(target: under 10 µs; a pager's offset, four views; three lines)"
    )
}
