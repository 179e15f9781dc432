import Foundation
import Testing

/// `scrolltape explore` and `scrolltape shrink`, end to end (SPEC §11).
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
                == "\(Self.bouncing):1:1: error: does not break scroll.rest (it breaks header.overscroll): "
                + "there is nothing to shrink")
        let itself = try run(["shrink", Self.bouncing, "-o", Self.bouncing])
        #expect(itself.status == 2)
        #expect(
            itself.stderrLines.first
                == "\(Self.bouncing):1:1: error: -o would overwrite the recording \(Self.bouncing)")
        let unknown = try run(["shrink", Self.bouncing, "--invariant", "header.bogus"])
        #expect(unknown.status == 2)
    }

    @Test func exploreWritesEveryFailingRunShrunkAndExitsOne() throws {
        try TemporaryDirectory.with { folder in
            let out = folder.url.path
            let scene = "recordings/known-bad/overlay-passthrough-self-stack.jsonl"
            let explore = try run(["explore", scene, "--runs", "12", "--out", out])
            #expect(explore.status == 1, "\(explore.stderr)")
            let last = try #require(explore.stdoutLines.last)
            #expect(last.hasPrefix("explored \(scene) with seed 1: 12 runs, "))
            #expect(last.contains("failed (touch.passThrough "))
            let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            #expect(explore.stdoutLines.count == 1)
            #expect(written.count == explore.stderrLines.filter { !$0.isEmpty }.count)
            for name in written {
                // The seed, and the run zero-padded to the width of --runs (12: two digits).
                #expect(
                    name.wholeMatch(
                        of: /overlay-passthrough-self-stack-seed1-run\d\d-touch\.passThrough\.jsonl/) != nil,
                    "\(name)")
                let check = try run(["check", folder.url.appendingPathComponent(name).path])
                #expect(check.status == 1)
            }
            // The same seed, the same runs, whatever --jobs is.
            for jobs in ["1", "2"] {
                let again = try run(["explore", scene, "--runs", "12", "--out", out, "--jobs", jobs])
                #expect(again.stdout == explore.stdout)
                #expect(again.stderr == explore.stderr)
            }
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
