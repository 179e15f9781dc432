import Testing

@testable import ScrollTapeCore

/// Events are stored one per recorded line: keep them compact (`scrolltape-bench read`
/// reports bytes per event).
@Suite struct EventLayoutTests {
    @Test func anEventTakesAtMost48Bytes() {
        #expect(MemoryLayout<Event>.stride <= 48)
    }
}
