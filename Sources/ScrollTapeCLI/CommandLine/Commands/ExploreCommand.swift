import Foundation
import ScrollTape
import ScrollTapeExplorer

/// `scrolltape explore SCENE.jsonl [--seed S] [--runs N] [--events N] [--out DIR] [--max-failures N]
/// [--jobs N]`: generated gestures on a screen, failing runs shrunk and written.
struct ExploreCommand: ScrollTapeCommand {
    static let scene = Positional(
        "SCENE", .recording,
        help: "a recording whose session line describes the screen (its events are not used)")
    static let seed = Option("--seed", value: "S", .seed, help: "the seed of the runs (default 1)")
    static let runs = Option(
        "--runs", value: "N", .runs, help: "how many runs (default 200, at most 10,000,000)")
    static let events = Option(
        "--events", value: "N", .runEvents,
        help: "about how many events each run has (default 200, at most 100,000)")
    static let out = Option(
        "--out", value: "DIR", .path,
        help: "write the shrunk failing runs to a new folder in DIR (default: found)")
    static let maxFailures = Option(
        "--max-failures", value: "N", .failureCount,
        help: "shrink and write at most N failing runs (default 10); count the others")
    static let jobs = Option(
        "--jobs", value: "N", .jobs, help: "N runs at a time (default: one per core)")

    static let spec = CommandSpec(
        "explore", abstract: "generate gestures on a screen and shrink the runs that fail",
        parameters: [
            scene.parameter, seed.parameter, runs.parameter, events.parameter, out.parameter,
            maxFailures.parameter, jobs.parameter,
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
            Failing runs are shrunk as `scrolltape shrink` does and written, with SCENE's session
            line (without expectFailures), into a new folder of their own, DIR/SCENE-seedS (or
            DIR/SCENE-seedS-2, -3, … when that is taken; made when the first run fails), as
            SCENE-seedS-runN-INVARIANT.jsonl; the first violation of each is printed as a
            diagnostic there. At most --max-failures of them: first the first failing run of
            each invariant, as soon as it is found, then the earliest others, at the end; the
            rest are counted in the summary. The same seed gives the same runs, on every
            machine, whatever --jobs is (N runs at a time; default: one per core). A progress
            line is shown when standard error is a terminal.
            Ctrl-C (SIGINT) or SIGTERM stops after the runs under way: the summary says how many
            of the N runs ran, nothing half written is left, and the exit code is 130 (143).
            Exit 0 if no run failed, 1 if any did, 2 if SCENE cannot be read or DIR written.
            """)

    var path: String
    var seed: UInt64
    var runs: Int
    var events: Int
    var folder: String
    var maxFailures: Int
    var jobs: Int

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.scene]!
        seed = arguments[Self.seed] ?? 1
        runs = arguments[Self.runs] ?? 200
        events = arguments[Self.events] ?? 200
        folder = arguments[Self.out] ?? "found"
        maxFailures = arguments[Self.maxFailures] ?? Exploration.defaultMaxFailures
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
        var writer = FailureWriter(
            command: self, scene: name, sessionLine: session, recording: recording)
        var tally = ExplorationTally(maxFailures: maxFailures)
        var shownFailures = 0
        Interruption.catchSignals()
        defer { Interruption.restore() }
        // Runs in batches (a run of 200 events takes well under a millisecond; longer runs, smaller
        // batches), spread over the jobs and put together in run order: the output does not depend
        // on --jobs. Workers only generate, replay and tell which invariant broke; the consumer
        // counts them as the library's explore does (ExplorationTally), shrinks and writes the
        // runs it keeps, so memory does not grow with --runs. A few batches per job are worked
        // out ahead of the one consumed.
        let batch = max(1, min(25, 5_000 / events))
        forEachInOrder(
            count: (runs + batch - 1) / batch, jobs: jobs, window: 4 * max(1, jobs),
            until: { Interruption.signal != nil }
        ) { index in
            var outcomes: [(events: Int, broken: InvariantName?)] = []
            for run in index * batch + 1...min(total, (index + 1) * batch) {
                // A signal abandons the rest of the batch (the batch is then not consumed).
                if Interruption.signal != nil { break }
                outcomes.append(recording.exploreRunOutcome(run, seed: seed, events: events))
            }
            return outcomes
        } consume: { outcomes in
            guard outcomes.count == min(batch, total - tally.runs) else { return }
            for outcome in outcomes {
                // The first failing run of each invariant is written as soon as it is found; the
                // others the tally keeps (a later first may take their place), at the end.
                guard case .keptFirst = tally.add(events: outcome.events, broken: outcome.broken),
                    !writer.hasFailed
                else { continue }
                console.progress("")
                writer.write(run: tally.runs, console: &console)
            }
            // Updated after each batch, and at each new failure.
            if tally.runs == total || tally.failingRuns != shownFailures || tally.runs % 100 == 0 {
                shownFailures = tally.failingRuns
                console.progress("explore: run \(tally.runs)/\(total), \(shownFailures) failing")
            }
        }
        console.progress("")
        let signal = Interruption.signal
        // The earliest failing runs that were not the first of their invariant, in the room left;
        // not after a signal, which asks to stop now.
        if signal == nil {
            for run in tally.laterRuns where !writer.hasFailed {
                writer.write(run: run, console: &console)
            }
        }
        if writer.hasFailed { return CommandRunner.ExitCode.badInput }
        console.out(summary(of: tally, path: file.path, written: writer, signal: signal))
        if let signal { return Interruption.exitCode(of: signal) }
        return tally.failingRuns == 0 ? CommandRunner.ExitCode.success : CommandRunner.ExitCode.failure
    }

    /// `explored P with seed S: N runs, E events; F runs failed (INVARIANT K, …), W shrunk into
    /// DIR/SCENE-seedS; M more not written (--max-failures N)`.
    private func summary(
        of tally: ExplorationTally, path: String, written writer: FailureWriter, signal: Int32?
    ) -> String {
        let ran = signal == nil ? plural(tally.runs, "run") : "\(tally.runs) of \(plural(runs, "run"))"
        let stopped = signal.map { $0 == SIGINT ? " (interrupted)" : " (stopped by SIGTERM)" } ?? ""
        var text = "explored \(path) with seed \(seed): \(ran)\(stopped), \(plural(tally.events, "event")); "
        guard tally.failingRuns > 0 else { return text + "no invariant broken" }
        let broken = tally.failureCounts.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
        text += "\(plural(tally.failingRuns, "run")) failed (\(broken.joined(separator: ", ")))"
        let unwritten = tally.failingRuns - writer.written
        if let output = writer.output {
            text += unwritten == 0 ? ", shrunk into \(output)" : ", \(writer.written) shrunk into \(output)"
        }
        if unwritten > 0 {
            let reason =
                signal != nil && writer.written < maxFailures
                ? "interrupted" : "--max-failures \(maxFailures)"
            text += "; \(writer.written == 0 ? "" : "\(unwritten) more ")"
            text += writer.written == 0 ? "none written (\(reason))" : "not written (\(reason))"
        }
        return text
    }
}

/// Writes failing runs into the exploration's own folder, made for the first.
private struct FailureWriter {
    let command: ExploreCommand
    let scene: String
    let sessionLine: String
    let recording: Recording
    /// The folder made for the failing runs, once one is written.
    private(set) var output: String?
    private(set) var written = 0
    /// Whether writing failed (why is printed): nothing more is written.
    private(set) var hasFailed = false

    init(command: ExploreCommand, scene: String, sessionLine: String, recording: Recording) {
        self.command = command
        self.scene = scene
        self.sessionLine = sessionLine
        self.recording = recording
    }

    /// Run `run` made again, shrunk and written to OUTPUT/SCENE-seedS-runN-INVARIANT.jsonl (N
    /// zero-padded to the width of --runs, so the files sort in run order); its first violation
    /// printed there.
    mutating func write(run: Int, console: inout some Console) {
        guard let failure = recording.exploreRun(run, seed: command.seed, events: command.events).failure
        else { return }
        guard let folder = output ?? makeFolder(console: &console) else {
            hasFailed = true
            return
        }
        output = folder
        let invariant = failure.violation.invariant
        let digits = String(command.runs).count
        let number = String(repeating: "0", count: max(0, digits - String(run).count)) + String(run)
        let path = (folder as NSString).appendingPathComponent(
            "\(scene)-seed\(command.seed)-run\(number)-\(invariant.rawValue).jsonl")
        guard
            let file = CommandRunner.writeRecording(
                failure.recording.events, sessionLine: sessionLine, to: path, purpose: "the failing run",
                console: &console)
        else {
            hasFailed = true
            return
        }
        written += 1
        // The written file reads back to the same events: its lines are the violation's.
        console.err(file.diagnostic(for: failure.violation).description)
    }

    /// A new folder DIR/SCENE-seedS, or DIR/SCENE-seedS-2, -3, … if that is taken (DIR made if
    /// need be): the runs of one exploration never mix with those of another.
    private func makeFolder(console: inout some Console) -> String? {
        let parent = command.folder
        let base = (parent as NSString).appendingPathComponent("\(scene)-seed\(command.seed)")
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            console.err(
                Diagnostic(path: parent, line: 1, column: 1, "cannot create the folder for the failing runs")
                    .description)
            return nil
        }
        var attempt = 1
        while true {
            let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
            if mkdir(candidate, 0o777) == 0 { return candidate }
            let code = errno
            guard code == EEXIST else {
                console.err(
                    Diagnostic(
                        path: candidate, line: 1, column: 1,
                        "cannot create the folder for the failing runs: \(String(cString: strerror(code)))"
                    )
                    .description)
                return nil
            }
            attempt += 1
        }
    }
}
