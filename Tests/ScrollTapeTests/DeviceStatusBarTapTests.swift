import Foundation
import ScrollTapeExamples
import Testing

@testable import ScrollTapeCore

/// `recordings/status-bar-tap-device.jsonl`, a status-bar tap as the recorder writes it: a
/// `scrollTo` to the top among a device's frames and `observe` lines. Replayed with the app's code,
/// each tap asks `scrollViewShouldScrollToTop` and ends with `scrollViewDidScrollToTop`, and the
/// motion matches what the device showed at every frame.
@Suite struct DeviceStatusBarTapTests {
    @Test func eachTapCallsTheScrollToTopCallbacksAndMatchesTheDevice() throws {
        let recording = try RecordingsTests.load(
            RecordingsTests.root.appendingPathComponent("recordings/status-bar-tap-device.jsonl").path
        ).recording
        // The built-in header the session names, with the app's scroll-to-top callbacks beside it.
        var replay = Replay(recording, code: AppCode(header: CollapsingHeader(), delegate: ScrollToTopLog()))
        var violations: [Violation] = []
        replay.run { violations.append($0) }
        #expect(violations.map(\.message) == [])
        let log = try #require(replay.world.delegate as? ScrollToTopLog)
        #expect(log.calls.count == 4)
        #expect(
            log.calls.enumerated().allSatisfy {
                $0.offset % 2 == 0 ? $0.element.hasPrefix("should") : $0.element == "did y=-148.0"
            })
        let observed = recording.events.count { if case .observe = $0.kind { true } else { false } }
        #expect(observed > 50)
    }
}
