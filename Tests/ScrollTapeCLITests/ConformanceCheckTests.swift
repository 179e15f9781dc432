import Foundation
import Testing

/// `scrolltape check` on `observe` lines (what the device showed): the `conformance` diagnostics,
/// `--conformance-tolerance` and a recording's own `conformanceTolerance`.
@Suite("conformance and --conformance-tolerance, end to end")
struct ConformanceCheckTests {
    /// The iPhone 11 collapsing screen at rest at its top; the app scrolls to 0 (the header
    /// collapses to 48); the device then shows the offset half a point off, the header 3 pt off and
    /// another phase.
    static let events = [
        #"{"type":"observe","t":0,"that":{"scroll.offset.y":-148,"header.height":148}}"#,
        #"{"type":"scroll","t":0.5,"y":0}"#,
        #"{"type":"observe","t":0.5,"that":{"scroll.offset.y":0.5,"header.height":51}}"#,
        #"{"type":"observe","t":0.5167,"that":{"scroll.phase":"decelerating"}}"#,
    ]

    static let headerOffBy3 =
        "device.jsonl:4:1: error: [conformance] header.height: the device showed 51, the model has 48: off by 3, "
        + "more than the tolerance 0.5 (event 3, t=0.5)"
    static let otherPhase =
        #"device.jsonl:5:1: error: [conformance] scroll.phase: the device showed "decelerating", the model has "#
        + #""idle" (event 4, t=0.5167)"#

    /// Checks `device.jsonl` (``events``, the session line with `sessionFields` added) with `options`.
    static func check(_ options: [String], sessionFields: String = "") throws -> CommandResult {
        try TemporaryDirectory.with { directory in
            try directory.write("device.jsonl", Fixtures.recording(Self.events, fields: sessionFields))
            return try run(["check", "device.jsonl"] + options, in: directory.url)
        }
    }

    static func failed(violations: Int) -> String {
        "FAIL device.jsonl (4 events, 0 expects; \(violations) violation\(violations == 1 ? "" : "s"))\n"
            + "checked 1 recording, 4 events: 0 passed, 1 failed\n"
    }

    @Test func eachPathThatDiffersIsOneCompilerStyleErrorWithBothValuesTheDifferenceAndTheTime() throws {
        let result = try Self.check([])
        #expect(result.stderrLines == [Self.headerOffBy3, Self.otherPhase])
        #expect(result.stdout == Self.failed(violations: 2))
        #expect(result.status == 1)
    }

    @Test func theToleranceOptionWidensOrNarrowsTheComparison() throws {
        // Exactly 3 off passes with tolerance 3; the phase, a string, is compared exactly whatever it is.
        let three = try Self.check(["--conformance-tolerance", "3"])
        #expect(three.stderrLines == [Self.otherPhase])
        #expect(three.stdout == Self.failed(violations: 1))
        #expect(three.status == 1)

        let justUnder = try Self.check(["--conformance-tolerance=2.99"])
        #expect(
            justUnder.stderrLines == [
                Self.headerOffBy3.replacingOccurrences(of: "tolerance 0.5", with: "tolerance 2.99"),
                Self.otherPhase,
            ])
        #expect(justUnder.status == 1)

        // Tolerance 0: the offset half a point off fails too.
        let exact = try Self.check(["--conformance-tolerance", "0", "--strict"])
        #expect(
            exact.stderrLines == [
                "device.jsonl:4:1: error: [conformance] scroll.offset.y: the device showed 0.5, the model has 0: off by "
                    + "0.5, more than the tolerance 0 (event 3, t=0.5)",
                Self.headerOffBy3.replacingOccurrences(of: "tolerance 0.5", with: "tolerance 0"),
                Self.otherPhase,
            ])
        #expect(exact.stdout == Self.failed(violations: 3))
        #expect(exact.status == 1)
    }

    @Test func aRecordingCarriesItsOwnToleranceAndTheOptionOverridesIt() throws {
        let own = try Self.check([], sessionFields: #""conformanceTolerance":3"#)
        #expect(own.stderrLines == [Self.otherPhase])
        #expect(own.status == 1)

        let overridden = try Self.check(
            ["--conformance-tolerance", "0.5"], sessionFields: #""conformanceTolerance":3"#)
        #expect(overridden.stderrLines == [Self.headerOffBy3, Self.otherPhase])
        #expect(overridden.status == 1)
    }

    @Test func aRecordingThatConformsPasses() throws {
        try TemporaryDirectory.with { directory in
            try directory.write("device.jsonl", Fixtures.recording(Array(Self.events.prefix(3))))
            let result = try run(
                ["check", "--conformance-tolerance", "3", "device.jsonl"], in: directory.url)
            #expect(result.stderr == "")
            #expect(
                result.stdout
                    == "PASS device.jsonl (3 events, 0 expects)\nchecked 1 recording, 3 events: 1 passed, 0 failed\n"
            )
            #expect(result.status == 0)
        }
    }

    /// A command line with a tolerance that is not a distance: exit 2, one error line, then the
    /// usage of `check`; nothing is checked.
    @Test(arguments: [
        (
            ["--conformance-tolerance", "-1"],
            "--conformance-tolerance needs a distance in points (a number, 0 or more), not '-1'"
        ),
        (
            ["--conformance-tolerance", "abc"],
            "--conformance-tolerance needs a distance in points (a number, 0 or more), not 'abc'"
        ),
        (
            ["--conformance-tolerance", "nan"],
            "--conformance-tolerance needs a distance in points (a number, 0 or more), not 'nan'"
        ),
        (
            ["--conformance-tolerance", "inf"],
            "--conformance-tolerance needs a distance in points (a number, 0 or more), not 'inf'"
        ),
        (
            ["--conformance-tolerance", "1e400"],
            "--conformance-tolerance needs a distance in points (a number, 0 or more), not '1e400'"
        ),
        (
            ["--conformance-tolerance="],
            "--conformance-tolerance needs a distance in points (a number, 0 or more), not ''"
        ),
        (["--conformance-tolerance"], "--conformance-tolerance needs a value"),
        (
            ["--conformance-tolerance", "1", "--conformance-tolerance=2"],
            "--conformance-tolerance is given more than once"
        ),
    ])
    func aBadToleranceIsBadUsage(options: [String], error: String) throws {
        let result = try run(["check", "recordings/pinned-header.jsonl"] + options)
        let usage = try run(["help", "check"])
        #expect(result.stderr == "error: \(error)\n" + usage.stdout)
        #expect(result.stdout == "")
        #expect(result.status == 2)
    }

    @Test func helpCheckDescribesTheOption() throws {
        let help = try run(["help", "check"])
        #expect(
            help.stdoutLines.first
                == "usage: scrolltape check PATH... [--strict] [--conformance-tolerance PT] [--jobs N] [--shard I/N] "
                + "[--format text|json|github] [--junit FILE]")
        #expect(
            help.stdoutLines.contains(
                "--conformance-tolerance PT: the numbers of observe lines (what the device showed) may"))
        #expect(
            help.stdoutLines.contains(
                "  --conformance-tolerance PT   how far observe values may be from the model (0.5)"))
        let general = try run(["help"])
        #expect(general.stdoutLines.contains("        [--conformance-tolerance PT]"))
    }

    // MARK: the bundled recordings

    static let jitter = "recordings/known-bad/header-jitter-at-top.jsonl"

    /// The known-bad recording of a header that jitters while the list bounces at the top: its 144s
    /// and 147s are each one `conformance` error against the model's 148.
    @Test func theJitteringHeaderFailsStrictlyWithTheDevicesAndTheModelsHeights() throws {
        let result = try run(["check", "--strict", Self.jitter])
        #expect(result.status == 1)
        #expect(
            Array(result.stderrLines.prefix(2)) == [
                "\(Self.jitter):114:1: error: [conformance] header.height: the device showed 144, the model has 148: "
                    + "off by 4, more than the tolerance 0.5 (event 113, t=1.3667)",
                "\(Self.jitter):117:1: error: [conformance] header.height: the device showed 147, the model has 148: "
                    + "off by 1, more than the tolerance 0.5 (event 116, t=1.3833)",
            ])
        #expect(
            result.stderrLines.last
                == "\(Self.jitter):1:1: note: [conformance] 19 more violations not shown (39 in all)")
        #expect(result.stdoutLines.first == "FAIL \(Self.jitter) (198 events, 12 expects; 39 violations)")
    }

    /// Tolerance 1 accepts the frames 1 pt off (exactly at it) and still catches the ones 4 pt off;
    /// tolerance 4 accepts them all, so the declared known bug is no longer caught.
    @Test func theToleranceDecidesWhichJitterIsCaught() throws {
        let one = try run(["check", "--conformance-tolerance", "1", Self.jitter])
        #expect(one.status == 0)
        #expect(
            one.stdoutLines.first
                == "XFAIL \(Self.jitter) (198 events, 12 expects; known bug caught: conformance ×20)")
        #expect(one.stderrLines.count == 20)
        #expect(
            one.stderrLines.allSatisfy {
                $0.contains(
                    ":1: warning: [conformance] expected failure: header.height: the device showed 144, the model has "
                        + "148: off by 4, more than the tolerance 1 (event ")
            }, "\(one.stderr)")

        let four = try run(["check", "--conformance-tolerance", "4", Self.jitter])
        #expect(four.status == 1)
        #expect(
            four.stderr
                == "\(Self.jitter):1:1: error: [conformance] expected failure did not occur: the recording declares it in "
                + "expectFailures, but replaying it no longer breaks it\n")
        #expect(
            four.stdoutLines.first
                == "FAIL \(Self.jitter) (198 events, 12 expects; known bug not caught: conformance)")
    }

    /// The iPad recording's `observe` lines are the model's values rounded to device pixels (half a
    /// point): they pass at the default 0.5 and at 0.25 (at most a quarter point off), not at 0.2.
    @Test func theBundledObservationsAreAtMostAQuarterPointOff() throws {
        let path = "recordings/ipad-trackpad-wheel-app-scroll.jsonl"
        let observes = try RecordingFacts(path).events().filter { $0.event["type"] as? String == "observe" }
        #expect(observes.count == 64)
        for tolerance in [[], ["--conformance-tolerance", "0.25"]] {
            let result = try run(["check", path] + tolerance)
            #expect(result.status == 0, "\(tolerance): \(result.stderr)")
            #expect(result.stderr == "")
        }
        let tight = try run(["check", path, "--conformance-tolerance", "0.2"])
        #expect(tight.status == 1)
        // The two frames of the pan's end where rounding to half a point moved the value most.
        #expect(tight.stderrLines.count == 2)
        let line =
            /recordings\/ipad-trackpad-wheel-app-scroll\.jsonl:\d+:1: error: \[conformance\] scroll\.offset\.y: the device showed [-0-9.]+, the model has [-0-9.]+: off by 0\.2[1-5], more than the tolerance 0\.2 \(event \d+, t=[0-9.]+\)/
        for diagnostic in tight.stderrLines {
            #expect(diagnostic.wholeMatch(of: line) != nil, "\(diagnostic)")
        }
    }
}
