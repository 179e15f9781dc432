import Foundation
import Testing

/// Fields the format does not have: warnings on standard error, errors with `check --strict`
/// (the format ignores them; bad input is exit code 2).
@Suite("unknown fields, end to end")
struct UnknownFieldWarningTests {
    /// An `expect` whose tolerance is misspelt: it means ±0.01, but the default ±0.5 applies, so
    /// a value 0.3 off (the list rests at -148) passes.
    static let misspeltTolerance =
        #"{"type":"expect","t":0,"that":{"scroll.offset.y":-147.7},"tolerence":0.01}"#

    /// The warning about `misspeltTolerance` on line 2 of `path`.
    static func toleranceDiagnostic(_ path: String, severity: String = "warning") -> String {
        let column = misspeltTolerance.utf8.count - #""tolerence":0.01}"#.utf8.count + 1
        return
            "\(path):2:\(column): \(severity): unknown field 'tolerence' in expect (did you mean 'tolerance'?)"
    }

    @Test func misspeltToleranceWarnsAndTheDefaultToleranceApplies() throws {
        try TemporaryDirectory.with { directory in
            try directory.write("typo.jsonl", Fixtures.recording([Self.misspeltTolerance]))
            let result = try run(["check", "typo.jsonl"], in: directory.url)
            #expect(result.status == 0)
            #expect(result.stderrLines == [Self.toleranceDiagnostic("typo.jsonl")])
            #expect(
                result.stdoutLines == [
                    "PASS typo.jsonl (1 event, 1 expect)", "checked 1 recording, 1 event: 1 passed, 0 failed",
                ])

            // Spelt right, the tolerance applies and the same value fails.
            let spelt = Self.misspeltTolerance.replacingOccurrences(of: "tolerence", with: "tolerance")
            try directory.write("spelt.jsonl", Fixtures.recording([spelt]))
            let failing = try run(["check", "spelt.jsonl"], in: directory.url)
            #expect(failing.status == 1)
            #expect(
                failing.stderr
                    == "spelt.jsonl:2:1: error: [expect] expected scroll.offset.y = -147.7 (±0.01), got -148 (event 1)\n"
            )
        }
    }

    @Test func strictCheckRejectsTheMisspeltToleranceAsBadInput() throws {
        try TemporaryDirectory.with { directory in
            try directory.write("typo.jsonl", Fixtures.recording([Self.misspeltTolerance]))
            let result = try run(["check", "--strict", "typo.jsonl"], in: directory.url)
            #expect(result.status == 2)
            #expect(result.stderrLines == [Self.toleranceDiagnostic("typo.jsonl", severity: "error")])
            #expect(
                result.stdoutLines == [
                    "checked 1 recording, 0 events: 0 passed, 0 failed, 1 rejected for unknown fields"
                ]
            )
        }
    }

    /// A warning does not change the verdict: a recording that fails still fails, with the warning.
    @Test func failingRecordingWithAnUnknownFieldStillFails() throws {
        let wrong = #"{"type":"expect","t":1,"that":{"header.height":100}}"#
        try TemporaryDirectory.with { directory in
            try directory.write("both.jsonl", Fixtures.recording([Self.misspeltTolerance, wrong]))
            let result = try run(["check", "both.jsonl"], in: directory.url)
            #expect(result.status == 1)
            #expect(
                result.stderrLines == [
                    Self.toleranceDiagnostic("both.jsonl"),
                    "both.jsonl:3:1: error: [expect] expected header.height = 100 (±0.5), got 148 (event 2)",
                ])
            #expect(
                result.stdoutLines == [
                    "FAIL both.jsonl (2 events, 2 expects; 1 violation)",
                    "checked 1 recording, 2 events: 0 passed, 1 failed",
                ])
        }
    }

    /// With --strict, the other recordings of the run are still checked, as with an unreadable one.
    @Test func strictCheckStillChecksTheOtherRecordings() throws {
        let good = try String(contentsOf: PackageRoot.file("recordings/pinned-header.jsonl"), encoding: .utf8)
        let events = good.split(separator: "\n").count - 1
        try TemporaryDirectory.with { directory in
            try directory.write("mixed/a-typo.jsonl", Fixtures.recording([Self.misspeltTolerance]))
            try directory.write("mixed/b-good.jsonl", good)
            let result = try run(["check", "--strict", "mixed"], in: directory.url)
            #expect(result.status == 2)
            #expect(result.stderrLines == [Self.toleranceDiagnostic("mixed/a-typo.jsonl", severity: "error")])
            #expect(
                result.stdoutLines == [
                    "PASS mixed/b-good.jsonl (\(events) events, 21 expects)",
                    "checked 2 recordings, \(events) events: 1 passed, 0 failed, 1 rejected for unknown fields",
                ])
        }
    }

    @Test(arguments: [
        ["replay", "typo.jsonl"], ["replay", "typo.jsonl", "--json"], ["hit", "typo.jsonl", "30", "74"],
        ["repl", "typo.jsonl"],
    ])
    func otherCommandsPrintTheWarningAndGoOn(arguments: [String]) throws {
        try TemporaryDirectory.with { directory in
            try directory.write("typo.jsonl", Fixtures.recording([Self.misspeltTolerance]))
            let plain = Self.misspeltTolerance.replacingOccurrences(of: #","tolerence":0.01"#, with: "")
            try directory.write("plain.jsonl", Fixtures.recording([plain]))
            let result = try run(arguments, input: "state scroll.offset.y\n", in: directory.url)
            #expect(result.status == 0)
            #expect(result.stderrLines == [Self.toleranceDiagnostic("typo.jsonl")])
            // The output is the one of the same file without the unknown field.
            let withoutField = try run(
                arguments.map { $0 == "typo.jsonl" ? "plain.jsonl" : $0 }, input: "state scroll.offset.y\n",
                in: directory.url)
            #expect(withoutField.stderr == "")
            #expect(result.stdout == withoutField.stdout)
            #expect(!result.stdout.isEmpty)
            if arguments[0] == "repl" { #expect(result.stdoutLines == ["scroll.offset.y = -148"]) }
        }
    }

    /// A recorder that adds `"force"` to every touch (here on the header, which takes no action):
    /// one warning for the whole file.
    @Test func fieldOnEveryLineIsOneWarning() throws {
        var lines: [String] = []
        for gesture in 0..<10_000 {
            for (phase, t) in [("began", Double(gesture)), ("ended", Double(gesture) + 0.5)] {
                lines.append(
                    #"{"type":"touch","t":\#(t),"phase":"\#(phase)","id":1,"x":200,"y":120,"force":0.5}"#)
            }
        }
        let column = lines[0].utf8.count - #""force":0.5}"#.utf8.count + 1
        try TemporaryDirectory.with { directory in
            try directory.write("force.jsonl", Fixtures.recording(lines))
            let result = try run(["check", "force.jsonl"], in: directory.url, timeout: 120)
            #expect(result.status == 0)
            #expect(
                result.stderrLines == [
                    "force.jsonl:2:\(column): warning: unknown field 'force' in touch, and on 19999 more lines"
                ])
            #expect(result.stdoutLines.first == "PASS force.jsonl (20000 events, 0 expects)")
        }
    }
}
