import Foundation
import Testing

/// `scrolltape explore` and `scrolltape shrink`, end to end.
@Suite("scrolltape explore and shrink, end to end")
struct ExploreAndShrinkTests {
    static let bouncing = "recordings/known-bad/iphone11-bouncing-header.jsonl"

    @Test func shrinkWritesASmallRecordingThatCheckFailsWithTheSameInvariant() throws {
        try TemporaryDirectory.with { folder in
            let out = folder.url.appendingPathComponent("small.jsonl").path
            let shrink = try run(["shrink", Self.bouncing, "-o", out])
            #expect(shrink.status == 0, "\(shrink.stderr)")
            let summary =
                /shrunk \S+: 799 → (?<after>\d+) events \(.+\), still breaks header\.overscroll; wrote \S+ \(\d+ replays\)/
            let match = try #require(shrink.stdoutLines.first?.wholeMatch(of: summary), "\(shrink.stdout)")
            #expect(try #require(Int(match.after)) <= 79)
            // The first violation in OUT, as a diagnostic on standard error.
            #expect(shrink.stderrLines.first?.hasPrefix(out + ":20:1: error: [header.overscroll] ") == true)
            let check = try run(["check", out])
            #expect(check.status == 1)
            #expect(check.stderr.contains("[header.overscroll]"))
            #expect(!(try String(contentsOfFile: out, encoding: .utf8)).contains("expectFailures"))
        }
    }

    @Test func shrinkRefusesWhatItCannotShrink() throws {
        let passing = try run(["shrink", "recordings/flick-to-top.jsonl", "-o", "/tmp/never-written.jsonl"])
        #expect(passing.status == 2)
        #expect(
            passing.stderrLines.first
                == "recordings/flick-to-top.jsonl:1:1: error: breaks no invariant: there is nothing to shrink"
        )
        let other = try run(["shrink", Self.bouncing, "--invariant", "scroll.rest", "-o", "/tmp/never.jsonl"])
        #expect(other.status == 2)
        #expect(
            other.stderrLines.first
                == "\(Self.bouncing):1:1: error: does not break scroll.rest (it breaks header.overscroll, header.expandedAtTop): "
                + "there is nothing to shrink")
        let itself = try run(["shrink", Self.bouncing, "-o", Self.bouncing])
        #expect(itself.status == 2)
        #expect(
            itself.stderrLines.first
                == "\(Self.bouncing):1:1: error: -o would overwrite the recording \(Self.bouncing)")
        let unknown = try run(["shrink", Self.bouncing, "--invariant", "header.bogus"])
        #expect(unknown.status == 2)
    }

    @Test func exploreWritesTheFailingRunsShrunkIntoAFolderOfItsOwnAndExitsOne() throws {
        try TemporaryDirectory.with { folder in
            let out = folder.url.path
            let scene = "recordings/known-bad/overlay-passthrough-self-stack.jsonl"
            let explore = try run(["explore", scene, "--runs", "12", "--out", out, "--max-failures", "12"])
            #expect(explore.status == 1, "\(explore.stderr)")
            let own = folder.url.appendingPathComponent("overlay-passthrough-self-stack-seed1").path
            let last = try #require(explore.stdoutLines.last)
            #expect(last.hasPrefix("explored \(scene) with seed 1: 12 runs, "))
            #expect(last.contains("failed (touch.passThrough "))
            #expect(last.hasSuffix(", shrunk into \(own)"), "\(last)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: out) == [
                    "overlay-passthrough-self-stack-seed1"
                ])
            let written = try FileManager.default.contentsOfDirectory(atPath: own).sorted()
            #expect(explore.stdoutLines.count == 1)
            #expect(written.count == explore.stderrLines.filter { !$0.isEmpty }.count)
            for name in written {
                // The seed, and the run zero-padded to the width of --runs (12: two digits).
                #expect(
                    name.wholeMatch(
                        of: /overlay-passthrough-self-stack-seed1-run\d\d-touch\.passThrough\.jsonl/) != nil,
                    "\(name)")
            }
            // `check` on the folder --out names fails on every run written.
            let check = try run(["check", out])
            #expect(check.status == 1)
            #expect(
                check.stdoutLines.last?.hasSuffix("0 passed, \(written.count) failed") == true,
                "\(check.stdout)")
            // The same seed, the same runs, whatever --jobs is; each exploration in a new folder
            // (-2, -3), never mixed with the runs of another.
            for (jobs, suffix) in [("1", "-2"), ("2", "-3")] {
                let again = try run([
                    "explore", scene, "--runs", "12", "--out", out, "--max-failures", "12", "--jobs", jobs,
                ])
                #expect(again.stdout == explore.stdout.replacingOccurrences(of: own, with: own + suffix))
                #expect(
                    again.stderr
                        == explore.stderr.replacingOccurrences(of: own + "/", with: own + suffix + "/"))
                #expect(try FileManager.default.contentsOfDirectory(atPath: own + suffix).sorted() == written)
            }
        }
    }

    /// At most --max-failures runs are shrunk and written: the first of each invariant, then the
    /// earliest others; the rest are counted.
    @Test func exploreWritesTheFirstFailureOfEachInvariantFirstAndCountsTheRest() throws {
        try TemporaryDirectory.with { folder in
            let scene = "recordings/known-bad/sections-under-header.jsonl"
            let explore = try run([
                "explore", scene, "--runs", "40", "--out", folder.url.path, "--max-failures", "2",
            ])
            #expect(explore.status == 1, "\(explore.stderr)")
            let own = folder.url.appendingPathComponent("sections-under-header-seed1")
            // Runs 1 and 2 break section.belowHeader, run 3 content.belowHeader first.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: own.path).sorted() == [
                    "sections-under-header-seed1-run01-section.belowHeader.jsonl",
                    "sections-under-header-seed1-run03-content.belowHeader.jsonl",
                ])
            let summary =
                /explored \S+ with seed 1: 40 runs, \d+ events; 40 runs failed \(content\.belowHeader \d+, section\.belowHeader \d+\), 2 shrunk into \S+; 38 more not written \(--max-failures 2\)/
            #expect(explore.stdoutLines.last?.wholeMatch(of: summary) != nil, "\(explore.stdout)")
            // The default keeps 10.
            let byDefault = try run(["explore", scene, "--runs", "40", "--out", folder.url.path])
            #expect(
                byDefault.stdoutLines.last?.hasSuffix(
                    "10 shrunk into \(own.path)-2; 30 more not written (--max-failures 10)") == true,
                "\(byDefault.stdout)")
            let none = try run([
                "explore", scene, "--runs", "5", "--out", folder.url.path, "--max-failures", "0",
            ])
            #expect(none.status == 1)
            #expect(
                none.stdoutLines.last?.hasSuffix("; none written (--max-failures 0)") == true,
                "\(none.stdout)")
            #expect(none.stderr.isEmpty)
        }
    }

    /// --events and --runs have documented maxima; more is a usage error naming the limit.
    @Test(arguments: [
        (
            ["--events", "1000000000"],
            "error: --events needs a number of events per run (1 to 100,000), not '1000000000'"
        ),
        (
            ["--events", "100001"],
            "error: --events needs a number of events per run (1 to 100,000), not '100001'"
        ),
        (["--runs", "10000001"], "error: --runs needs a number of runs (1 to 10,000,000), not '10000001'"),
        (["--runs", "0"], "error: --runs needs a number of runs (1 to 10,000,000), not '0'"),
        (
            ["--max-failures", "-1"],
            "error: --max-failures needs a number of failing runs (0 to 10,000,000), not '-1'"
        ),
    ])
    func exploreRefusesTooMuch(arguments: [String], message: String) throws {
        let explore = try run(
            ["explore", "recordings/pinned-header.jsonl", "--out", "/nonexistent"] + arguments)
        #expect(explore.status == 2)
        #expect(explore.stderrLines.first == message)
        #expect(explore.stdout.isEmpty)
    }

    /// Ctrl-C (SIGINT) or SIGTERM stops explore after the runs under way: the summary of the runs
    /// done, saying so, no temporary file left, and 128 + the signal's number.
    @Test(arguments: [(SIGINT, "interrupted", 130), (SIGTERM, "stopped by SIGTERM", 143)])
    func exploreStopsOnASignalWithASummary(signal: Int32, said: String, status: Int32) throws {
        try TemporaryDirectory.with { folder in
            let scene = "recordings/known-bad/sections-under-header.jsonl"
            let outputs = folder.url.appendingPathComponent("outputs")
            try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
            let stdoutURL = outputs.appendingPathComponent("stdout")
            let stderrURL = outputs.appendingPathComponent("stderr")
            #expect(FileManager.default.createFile(atPath: stdoutURL.path, contents: nil))
            #expect(FileManager.default.createFile(atPath: stderrURL.path, contents: nil))
            let out = folder.url.appendingPathComponent("found")
            let process = Process()
            process.executableURL = try ScrollTapeExecutable.url()
            process.arguments = [
                "explore", scene, "--runs", "10000000", "--out", out.path, "--max-failures", "1000",
            ]
            process.currentDirectoryURL = PackageRoot.url
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
            process.standardError = try FileHandle(forWritingTo: stderrURL)
            try process.run()
            // The first failing runs are written as they are found (run 1 fails): then signal.
            let deadline = Date().addingTimeInterval(30)
            while process.isRunning, Date() < deadline,
                (try? Data(contentsOf: stderrURL).count) ?? 0 == 0
            {
                usleep(10_000)
            }
            usleep(200_000)
            kill(process.processIdentifier, signal)
            waitForExit(process, timeout: 30, command: "scrolltape explore (signalled)")
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == status)
            let stdout = String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self)
            let summary =
                /explored \S+ with seed 1: (?<runs>\d+) of 10000000 runs \((?<said>[^)]+)\), \d+ events; (?<failed>\d+) runs failed \(.+\), (?<written>\d+) shrunk into \S+; \d+ more not written \(interrupted\)\n/
            let match = try #require(stdout.wholeMatch(of: summary), "\(stdout)")
            #expect(match.said == said)
            let runs = try #require(Int(match.runs))
            #expect(runs > 0 && runs < 10_000_000)
            // Only whole failing runs, in the exploration's folder; nothing hidden or partial.
            let own = out.appendingPathComponent("sections-under-header-seed1")
            let files = try FileManager.default.contentsOfDirectory(atPath: own.path)
            #expect(files.count == Int(match.written))
            #expect(files.allSatisfy { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }, "\(files)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: out.path) == [
                    "sections-under-header-seed1"
                ])
            let check = try run(["check", out.path])
            #expect(check.status == 1)
        }
    }

    @Test func exploreOfAGoodScreenFindsNothing() throws {
        try TemporaryDirectory.with { folder in
            let explore = try run([
                "explore", "recordings/pinned-header.jsonl", "--runs", "20", "--seed", "3", "--out",
                folder.url.path,
            ])
            #expect(explore.status == 0, "\(explore.stderr)")
            let summary =
                /explored recordings\/pinned-header\.jsonl with seed 3: 20 runs, \d+ events; no invariant broken/
            #expect(explore.stdoutLines.first?.wholeMatch(of: summary) != nil, "\(explore.stdout)")
        }
    }

    /// On a terminal, a progress line that each run replaces; none when standard error is a file
    /// or a pipe (the other tests).
    @Test func exploreShowsItsProgressOnATerminal() throws {
        try TemporaryDirectory.with { folder in
            let session = try TerminalSession([
                "explore", "recordings/known-bad/overlay-passthrough-self-stack.jsonl", "--runs", "30",
                "--out",
                folder.url.path,
            ])
            #expect(try session.waitForExit(timeout: 60) == 1)
            let output = session.output
            #expect(output.contains("\r\u{1B}[Kexplore: run 25/30, "))
            #expect(output.contains("\r\u{1B}[Kexplore: run 30/30, "))
            // Cleared before the results.
            #expect(output.contains("\r\u{1B}[K" + folder.url.path) || output.contains("\r\u{1B}[Kexplored "))
        }
    }
}
