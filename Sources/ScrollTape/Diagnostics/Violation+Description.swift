import ScrollTapeCore

extension Violation: CustomStringConvertible {
    /// The violation on one line: its event, then what `scrolltape check` prints after the
    /// position (the invariant's name in brackets and the message), as `print(violation)`, a
    /// failing `#expect(result.violations.isEmpty)` and XCTest show it.
    ///
    /// `event 78: [expect] expected header.height = 108 (±0.01), got 48 (event 78)`; `recording:`
    /// in place of the event for index 0 (the recording as a whole, or the screen's set-up).
    /// Control characters of the message are escaped as in a ``Diagnostic``.
    public var description: String {
        let place = eventIndex > 0 ? "event \(eventIndex)" : "recording"
        return "\(place): \(Diagnostic.oneLine(labeledMessage))"
    }

    /// `[header.bounds] header height 152 exceeds maxHeight 148 (event 56, scroll y=-160)`: the
    /// invariant's name in brackets, then the message, as a diagnostic of `check` says it.
    package var labeledMessage: String { "[\(invariant.rawValue)] \(message)" }
}
