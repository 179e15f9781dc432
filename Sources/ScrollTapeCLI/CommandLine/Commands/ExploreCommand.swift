import Foundation
import ScrollTape
import ScrollTapeExplorer

/// `scrolltape explore SCENE.jsonl [--seed S] [--runs N] [--events N] [--out DIR] [--jobs N]`:
/// generated gestures on a screen, every failing run shrunk and written (SPEC §11).
struct ExploreCommand: ScrollTapeCommand {
    static let scene = Positional(
        "SCENE", .recording,
        help: "a recording whose session line describes the screen (its events are not used)")
    static let seed = Option("--seed", value: "S", .seed, help: "the seed of the runs (default 1)")
    static let runs = Option("--runs", value: "N", .runs, help: "how many runs (default 200)")
    static let events = Option(
        "--events", value: "N", .count,
        help: "about how many events each run has (default 200; a run ends with the gesture that reaches N)")
    static let out = Option(
        "--out", value: "DIR", .path, help: "write the shrunk failing runs to DIR (default: found)")
    static let jobs = Option(
        "--jobs", value: "N", .jobs, help: "N runs at a time (default: one per core)")

    static let spec = CommandSpec(
        "explore", abstract: "generate gestures on a screen and shrink every run that fails",
        parameters: [
            scene.parameter, seed.parameter, runs.parameter, events.parameter, out.parameter, jobs.parameter,
        ],
        discussion: """
            Generates N runs of plausible gestures on the screen SCENE's session line describes:
            drags at finger speeds, flicks, pulls past the edges, taps on controls and items,
            touches on the header, a second finger, touches while the list still moves, app and
            wheel scrolls, animated scrolls and status bar taps, deletions and insertions above
            the viewport (rows and whole sections of a list in sections), and, on a screen whose
            recording shows them, the keyboard and the screen turning between the recorded
            layouts (safeArea events), with idle frames between.
            Each run is replayed through every invariant (expectFailures excuse nothing here).
            A run that breaks one is shrunk as `scrolltape shrink` does and written at once to
            DIR/SCENE-seedS-runN-INVARIANT.jsonl (DIR is made when the first run fails) with
            SCENE's session line (without expectFailures); its first violation is printed as a
            diagnostic there. The same seed gives the same runs, on every machine, whatever
            --jobs is (N runs at a time; default: one per core). A progress line is shown when
            standard error is a terminal.
            Exit 0 if no run failed, 1 if any did, 2 if SCENE cannot be read or DIR written.
            """)

    var path: String
    var seed: UInt64
    var runs: Int
    var events: Int
    var folder: String
    var jobs: Int

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.scene]!
        seed = arguments[Self.seed] ?? 1
        runs = arguments[Self.runs] ?? 200
        events = arguments[Self.events] ?? 200
        folder = arguments[Self.out] ?? "found"
        jobs = arguments[Self.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
    }

    func run(console: inout some Console) -> Int32 {
        guard let file = CommandRunner.load(path, console: &console),
            let session = CommandRunner.sessionLine(of: path, console: &console)
        else {
            return CommandRunner.ExitCode.badInput
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            console.err(
                Diagnostic(path: folder, line: 1, column: 1, "--out names a file, not a folder").description)
            return CommandRunner.ExitCode.badInput
        }
        let (recording, total, seed, events) = (file.recording, runs, seed, events)
        let name =
            path == CommandRunner.standardInput
            ? "stdin" : URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
        var exploration = Exploration(seed: seed, runs: 0, events: 0, failures: [])
        var shownFailures = 0
        var writeFailed = false
        // Runs in batches (a run takes well under a millisecond), spread over the jobs and put
        // together in run order: the output does not depend on --jobs. Each failing run is
        // written as soon as its turn comes, so stopping early keeps what was found.
        let batch = 25
        forEachInOrder(count: (runs + batch - 1) / batch, jobs: jobs) { index in
            (index * batch + 1...min(total, (index + 1) * batch)).map { run in
                recording.exploreRun(run, seed: seed, events: events)
            }
        } consume: { batch in
            for run in batch {
                exploration.add(run)
                guard let failure = run.failure, !writeFailed else { continue }
                console.progress("")
                writeFailed = !write(
                    failure, scene: name, sessionLine: session, isFirst: exploration.failures.count == 1,
                    console: &console)
            }
            // Updated after each batch, and at each new failure.
            if exploration.runs == total || exploration.failures.count != shownFailures
                || exploration.runs % 100 == 0
            {
                shownFailures = exploration.failures.count
                console.progress("explore: run \(exploration.runs)/\(total), \(shownFailures) failing")
            }
        }
        console.progress("")
        if writeFailed { return CommandRunner.ExitCode.badInput }
        let broken = Dictionary(grouping: exploration.failures, by: \.violation.invariant).sorted {
            $0.key < $1.key
        }
        .map { "\($0.key.rawValue) \($0.value.count)" }
        console.out(
            "explored \(file.path) with seed \(seed): \(plural(exploration.runs, "run")), "
                + "\(plural(exploration.events, "event")); "
                + (exploration.failures.isEmpty
                    ? "no invariant broken"
                    : "\(plural(exploration.failures.count, "run")) failed (\(broken.joined(separator: ", "))), "
                        + "shrunk into \(folder)"))
        return exploration.failures.isEmpty ? CommandRunner.ExitCode.success : CommandRunner.ExitCode.failure
    }

    /// Writes a failing run to DIR/SCENE-seedS-runN-INVARIANT.jsonl (N zero-padded to the width of
    /// --runs, so the files sort in run order; DIR made for the first) and prints its first
    /// violation there; false (after printing why) if it cannot be written.
    private func write(
        _ failure: ExplorationFailure, scene name: String, sessionLine: String, isFirst: Bool,
        console: inout some Console
    ) -> Bool {
        if isFirst {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                console.err(
                    Diagnostic(
                        path: folder, line: 1, column: 1, "cannot create the folder for the failing runs"
                    )
                    .description)
                return false
            }
        }
        let invariant = failure.violation.invariant
        let digits = String(runs).count
        let number =
            String(repeating: "0", count: max(0, digits - String(failure.run).count)) + String(failure.run)
        let output = (folder as NSString).appendingPathComponent(
            "\(name)-seed\(seed)-run\(number)-\(invariant.rawValue).jsonl")
        guard
            let written = CommandRunner.writeRecording(
                failure.recording.events, sessionLine: sessionLine, to: output, purpose: "the failing run",
                console: &console)
        else { return false }
        // The written file reads back to the same events: its lines are the violation's.
        console.err(written.diagnostic(for: failure.violation).description)
        return true
    }
}
