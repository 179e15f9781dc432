import Testing

@testable import ScrollTapeCore

/// Events are stored one per recorded line, and a timeline keeps a state every 128 events (the
/// REPL's `info` and the benchmarks report the bytes): keep both compact.
@Suite struct EventLayoutTests {
    @Test func anEventTakesAtMost48Bytes() {
        #expect(MemoryLayout<Event>.stride <= 48)
    }

    /// A state is copied at every checkpoint and every step back: splitting the world into the
    /// types it holds (the screen, the fingers, the machines with their context) must not make it
    /// larger. A regression: the keyboard's overlap stored in each machine and the keyboard's
    /// optional tail padded inside the screen made it 16 bytes larger.
    @Test func aStateTakesAtMost496Bytes() {
        #expect(MemoryLayout<World>.stride <= 496)
        #expect(MemoryLayout<ScrollViewMachine>.stride <= 152)
    }
}
