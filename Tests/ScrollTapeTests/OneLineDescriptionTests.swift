import ScrollTape
import Testing

/// A violation and an event print as one line each, in the words `scrolltape` uses for them, where a
/// test shows them (`#expect`, `withKnownIssue`, `print`), not as whole structs.
@Suite struct OneLineDescriptionTests {
    /// `check`'s diagnostic after its position, led by the event.
    @Test func aViolationReadsAsChecksDiagnosticAtItsEvent() {
        let violation = Violation(
            .headerBounds, event: 56, "header height 152 exceeds maxHeight 148 (event 56, scroll y=-160)",
            values: [.number("header.height", 152)])
        #expect(
            "\(violation)"
                == "event 56: [header.bounds] header height 152 exceeds maxHeight 148 (event 56, scroll y=-160)"
        )
    }

    /// Index 0 is the recording as a whole (or the screen's set-up): no event to name.
    @Test func aViolationOfTheWholeRecordingSaysSo() {
        let violation = Violation(.replayDeterministic, event: 0, "a second replay differs at event 3")
        #expect("\(violation)" == "recording: [replay.deterministic] a second replay differs at event 3")
    }

    /// A message that quotes the input (a mark's label, a key) stays on one line.
    @Test func aViolationsControlCharactersAreEscaped() {
        let violation = Violation(.expect, event: 2, "expected 'a\nb' = 1, got 2 (event 2)")
        #expect("\(violation)" == #"event 2: [expect] expected 'a\nb' = 1, got 2 (event 2)"#)
    }

    /// What a failing `#expect(result.violations.isEmpty)` shows of the violations (Swift Testing
    /// describes a value with `String(describingForTest:)`): one line each, the same text as
    /// `check`'s diagnostics of the same recording after their positions.
    @Test func aFailingExpectShowsTheViolationsAsCheckDoes() throws {
        let path = RecordingsTests.root.appendingPathComponent(
            "recordings/known-bad/header-jitter-at-top.jsonl")
        let file = try RecordingReader.read(path: path.path)
        let violations = Array(file.recording.replay().violations.prefix(2))
        #expect(
            String(describingForTest: violations)
                == "[event 113: [conformance] header.height: the device showed 144, the model has 148: off by 4, "
                + "more than the tolerance 0.5 (event 113, t=1.3667), event 116: [conformance] header.height: "
                + "the device showed 147, the model has 148: off by 1, more than the tolerance 0.5 (event 116, "
                + "t=1.3833)]")
        for violation in violations {
            let diagnostic = file.diagnostic(for: violation).description
            #expect(diagnostic.hasSuffix(": error: " + "\(violation)".drop { $0 != "[" }))
        }
    }

    /// An event reads as its recording line, as the REPL's `event` and `events` print it.
    @Test(arguments: [
        (
            Event(t: 0.4, .touch(id: 1, phase: .moved, at: Point(x: 200, y: 500.5))),
            #"{"type":"touch","t":0.4,"phase":"moved","id":1,"x":200,"y":500.5}"#
        ),
        (Event(t: 1.25, .frame), #"{"type":"frame","t":1.25}"#),
        (Event(t: 2, .mark(label: "top\nagain")), #"{"type":"mark","t":2,"label":"top\nagain"}"#),
        (
            Event(t: 3, .scroll(.relative(dx: 0, dy: -10), scrollView: "pager")),
            #"{"type":"scroll","t":3,"dx":0,"dy":-10,"scroll":"pager"}"#
        ),
    ])
    func anEventReadsAsItsRecordingLine(event: Event, line: String) {
        #expect("\(event)" == line)
        #expect("\(event)" == event.jsonLine)
        #expect(String(describingForTest: [event]) == "[\(line)]")
    }
}
