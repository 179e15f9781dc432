import Foundation
import ScrollTape
import ScrollTapeCLI
import ScrollTapeExamples
import ScrollTapeRecorder
import Testing
import UIKitStandIn

@testable import UIKitAdapterOnStandIn

/// What the recorder reads at a display refresh is what the frame the user sees shows: the
/// values committed after the layout pass of that turn of the run loop, at the display's own rate,
/// on the window's own part of the screen.
@MainActor
@Suite(.serialized) struct FrameSamplingTests {
    /// The `observe` lines of a recording: (offset y, header height) in order.
    private func observed(_ recording: Recording) -> [(offset: Double, height: Double)] {
        recording.events.compactMap { event in
            guard case .observe(let members) = event.kind else { return nil }
            func number(_ key: String) -> Double? {
                guard case .number(let value)? = members.first(where: { $0.key == key })?.value else {
                    return nil
                }
                return value
            }
            guard let offset = number("scroll.offset.y"), let height = number("header.height") else {
                return nil
            }
            return (offset, height)
        }
    }

    /// A header whose height constraint the app sets in `scrollViewDidScroll` takes that height
    /// only at the layout pass; the recorder reads it after that pass, so every `observe` line has
    /// the height the code computed from the offset on the same line — not the previous frame's,
    /// which is what a display link's callback sees (16 pt off here) — and the recording passes
    /// `check`, conformance included.
    @Test func aHeaderDrivenByAConstraintIsObservedAtTheHeightOfTheSameFrame() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path, headerConstraint: true)
        device.frames(2)
        device.drag(1, from: 700, step: -16, samples: 20, rest: 3)
        device.frames(40)
        device.drag(2, from: 300, step: 24, samples: 12)
        device.frames(90)
        try #require(device.recorder).stop()

        let file = try RecordingReader.read(path: path)
        let samples = observed(file.recording)
        #expect(samples.count > 60)
        for sample in samples {
            #expect(sample.height == ConstraintHeader.height(at: sample.offset), "at offset \(sample.offset)")
        }
        // Frames where the header moved a lot from one refresh to the next: a recorder a frame
        // late would be that far off.
        let steps = zip(samples, samples.dropFirst()).map { abs($1.height - $0.height) }
        #expect(steps.contains { $0 >= 16 })
        let check = RecordingCheck(file)
        #expect(check.violations.map(\.message) == [])
    }

    /// The stand-in's turn of the run loop, in UIKit's order: a display link's callback still
    /// sees the header at the height of the last layout; the layout pass applies the constraint
    /// the app changed; run-loop observers after Core Animation's commit see the new height.
    @Test func theLayoutPassRunsAfterDisplayLinksAndBeforeCommitObservers() throws {
        let screen = StandInScreen()
        let header = ConstraintHeader(screen)
        var seen: [String] = []
        final class Link {
            var onFire: () -> Void = {}
        }
        let target = Link()
        target.onFire = { seen.append("link \(Int(screen.header.bounds.height))") }
        let link = CADisplayLink(
            target: target,
            selector: Selector("fire:", standInCall: { target, _ in (target as? Link)?.onFire() }))
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        let observer = LayoutCommitObserver {
            seen.append("commit \(Int(screen.header.bounds.height))")
            return true
        }
        defer { observer.invalidate() }

        screen.list.contentOffset.y = -120  // the app's code sets the constant to 120
        #expect(header.height.constant == 120)
        #expect(screen.header.bounds.height == 148)
        StandIn.refreshDisplay(timestamp: 10, targetTimestamp: 10 + 1.0 / 60)
        #expect(seen == ["link 148", "commit 120"])
        #expect(screen.header.bounds.height == 120)
    }

    /// A recorder started on a ProMotion iPhone asks for 120 Hz and writes a frame at every
    /// refresh, when the app's Info.plist lifts the 60-Hz limit of display links on iPhone
    /// (`CADisableMinimumFrameDurationOnPhone`); without it, at every other refresh.
    @Test(arguments: [true, false])
    func onProMotionEveryRefreshIsWrittenWhenTheAppAllowsIt(_ allows: Bool) throws {
        let saved = StandIn.display
        StandIn.display = StandIn.Display(
            maximumFramesPerSecond: 120, appDisablesMinimumFrameDurationOnPhone: allows)
        defer { StandIn.display = saved }
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        device.touch(1, .began, y: 600)
        device.frames(120, every: 1.0 / 120)
        device.touch(1, .ended, y: 600)
        try #require(device.recorder).stop()

        let recording = try RecordingReader.read(path: path).recording
        let times = recording.events.filter { $0.kind == .frame }.map(\.t)
        #expect(times.count == (allows ? 120 : 60))
        let intervals = zip(times, times.dropFirst()).map { $1 - $0 }
        let expected = allows ? 1.0 / 120 : 1.0 / 60
        #expect(intervals.allSatisfy { abs($0 - expected) < 1e-6 })
    }

    /// A flick as a device delivers it, its samples at 120 Hz between the refreshes of a 60-Hz
    /// display (each refresh appears a refresh after it was committed, and the samples delivered
    /// after it happened before that): the recording holds every sample at its own time, and the
    /// list decelerates in the replay as it did on the device, conformance included. A recorder
    /// that wrote each refresh at once pushed the samples to the refreshes' times, and the
    /// release velocity the replay computed from them was off.
    @Test func aFlicksSamplesBetweenRefreshesKeepTheirTimes() throws {
        let path = temporaryRecordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let device = try StandInDevice(recordingTo: path)
        device.frames(2)
        device.deviceTimedDrag(1, from: 700, steps: (1...16).map { -Double($0) * 2 })
        device.frames(120)
        let release = device.sent.last?.t ?? 0
        try #require(device.recorder).stop()

        let file = try RecordingReader.read(path: path)
        let recorded = file.recording.touches
        #expect(
            recorded.map(\.t).map { ($0 * 1e5).rounded() }
                == device.sent.map(\.t).map { ($0 * 1e5).rounded() })
        #expect(recorded.map(\.y) == device.sent.map(\.y))
        let decelerating = file.recording.events.filter { $0.kind == .frame && $0.t > release }
        #expect(decelerating.count > 30)
        #expect(device.world.scroll.offset.y > 0, "the flick carried the list on")
        #expect(RecordingCheck(file).violations.map(\.message) == [])
    }

    /// The device's size is the window's, not its screen's: in iPad Split View, Slide Over or a
    /// Stage Manager window, the screen's bounds are the whole display.
    @Test func theDeviceIsTheWindowsPartOfTheScreen() throws {
        let screen = StandInScreen()
        screen.window.screen = UIScreen(
            standInBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366), scale: 2)
        let snapshot = try ScreenSnapshot(
            window: screen.window, scrollView: screen.list, header: screen.headerSpec)
        #expect(snapshot.device.width == 414)
        #expect(snapshot.device.height == 896)
        #expect(snapshot.device.scale == 2)
    }
}
