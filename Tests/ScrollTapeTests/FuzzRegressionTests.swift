import ScrollTapeCore
import Testing

@testable import ScrollTape

/// Inputs that fuzzing the reader (`tools/fuzz-reader.sh`) found, each with what went wrong and
/// what must hold now. The bytes are inline: the fuzzer's own files stay in `tools/fuzz/.out/`.
@Suite struct FuzzRegressionTests {
    /// `crash-6c01a2818fc429c82c05d1b6d9514f79aef7ba9c` (first run, after 20 s): an `expect` line
    /// whose state path has an escaped carriage return (`"s\roll.offset.x"`, line 83 of a mutated
    /// `horizontal-carousel.jsonl`). The "unknown state path" diagnostic quoted the decoded key,
    /// so it spanned two lines, which breaks the format's one line per diagnostic and CI problem
    /// matchers. Fixed in `Diagnostic.description`: control characters are shown escaped.
    @Test func aDiagnosticQuotingAControlCharacterStaysOneLine() throws {
        let session =
            #"{"type":"session","device":{"width":414,"height":896},"scroll":{"content":{"items":{"count":5,"length":295}}}}"#
        let line = #"{"type":"expect","t":1.4167,"that":{"s\roll.offset.x":-59.5,"scroll.offset.y":0}}"#
        let bytes = Array((session + "\n" + line + "\n").utf8)
        let message =
            "unknown state path 's\roll.offset.x': the state has no 's\roll' "
            + "(it has index, t, scroll, header, touches, actions, violations, views)"
        let expected = Diagnostic(path: "fuzz.jsonl", line: 2, column: 37, message)
        #expect(throws: expected) { try RecordingReader.parse(bytes, path: "fuzz.jsonl") }
        #expect(
            expected.description
                == #"fuzz.jsonl:2:37: error: unknown state path 's\roll.offset.x': the state has no 's\roll' "#
                + "(it has index, t, scroll, header, touches, actions, violations, views)")
    }

    /// The same for every control character, wherever the input is quoted: a mark's label, a
    /// view id, a key.
    @Test(arguments: ["\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyControlCharacterIsEscaped(_ character: String) {
        let diagnostic = Diagnostic(
            path: "a\(character)b.jsonl", line: 1, column: 1, "found 'x\(character)y'")
        let text = diagnostic.description
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(!text.contains("\u{2028}") && !text.contains("\u{2029}"))
        #expect(text.hasSuffix("y'"))
    }
}
