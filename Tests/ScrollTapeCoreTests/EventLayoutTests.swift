import Testing

@testable import ScrollTapeCore

/// Events are stored one per recorded line: keep them compact (issue #5 reports bytes per event).
@Suite struct EventLayoutTests {
    @Test func anEventTakesAtMost48Bytes() {
        #expect(MemoryLayout<Event>.stride <= 48)
    }
}
