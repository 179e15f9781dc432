import Foundation

/// `scrolltape check PATH... [--strict] [--conformance-tolerance PT] [--jobs N] [--shard I/N]`
/// (SPEC §4, §6, §12).
struct CheckCommand: ScrollTapeCommand {
    static let paths = Positional(
        "PATH", .path, repeating: true, missingName: "at least one file or folder",
        help: "a recording, or a folder: every *.jsonl below it")
    static let strict = Flag(
        "--strict", help: "ignore expectFailures; fields the format does not have are errors")
    static let tolerance = Option(
        "--conformance-tolerance", value: "PT", .distance,
        help: "how far observe values may be from the model (0.5)")

    static let jobs = Option(
        "--jobs", value: "N", .jobs, help: "check N recordings at a time (default: one per core)")
    static let shard = Option(
        "--shard", value: "I/N", .shard, help: "check only the I-th of N slices of the sorted recordings")

    static let spec = CommandSpec(
        "check", abstract: "check every recording (folders: every *.jsonl below)",
        parameters: [
            paths.parameter, strict.parameter, tolerance.parameter, jobs.parameter, shard.parameter,
        ],
        discussion: """
            Replays every recording (a folder: every *.jsonl below it), checks every invariant and
            expect, prints each violation as path:line:column: error: [invariant] message and a
            summary. Recordings that declare expectFailures pass when those bugs are caught;
            --strict ignores the declaration. Fields the format does not have are warnings;
            --strict makes them errors and the recording bad input. Exit 1 if anything failed,
            2 on bad input (a folder below PATH that cannot be listed is bad input, by name).
            Links to recordings are checked, links to folders not followed; a recording named
            twice is checked once.
            --conformance-tolerance PT: the numbers of observe lines (what the device showed) may
            differ from the model by up to PT points (a number, 0 or more) in every recording;
            default: the recording's conformanceTolerance, else 0.5.
            --jobs N: check N recordings at a time (default: one per core); the output is the same,
            in the same order, whatever N.
            --shard I/N: check only the I-th of N contiguous slices of the sorted list of every
            recording the PATHs name, so that N CI jobs (I = 1…N) check each recording exactly once.
            """)

    var paths: [String]
    var strict: Bool
    /// Nil: each recording's own.
    var conformanceTolerance: Double?
    /// How many recordings are checked at a time.
    var jobs: Int
    /// Nil: every recording.
    var shard: Shard?

    init(_ arguments: ParsedArguments) {
        paths = arguments[all: Self.paths]
        strict = arguments[Self.strict]
        conformanceTolerance = arguments[Self.tolerance]
        jobs = arguments[Self.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        shard = arguments[Self.shard]
    }

    /// What checking one recording gave: its output, and how it counts in the summary.
    private struct Checked: Sendable {
        enum Outcome: Sendable { case passed, caught, failed, unreadable, rejected }
        var output: LineLog
        var outcome: Outcome
        var events: Int
    }

    /// Reads and checks the recording at `path`, keeping what it prints.
    private static func check(_ path: String, strict: Bool, conformanceTolerance: Double?) -> Checked {
        var log = LineLog()
        let file: RecordingFile
        switch CommandRunner.read(path, rejectingUnknownFields: strict, console: &log) {
        case .read(let read): file = read
        case .unreadable: return Checked(output: log, outcome: .unreadable, events: 0)
        case .rejected: return Checked(output: log, outcome: .rejected, events: 0)
        }
        let result = RecordingCheck(file, strict: strict, conformanceTolerance: conformanceTolerance)
        for diagnostic in result.diagnostics() { log.err(diagnostic.description) }
        log.out(result.summaryLine)
        let outcome: Checked.Outcome =
            !result.passed ? .failed : result.declaredFailures.isEmpty ? .passed : .caught
        return Checked(output: log, outcome: outcome, events: file.recording.events.count)
    }

    func run(console: inout some Console) -> Int32 {
        var files: [String] = []
        var unreadable = 0
        for path in paths {
            let found = RecordingFinder.recordings(at: path)
            for problem in found.problems { console.err(problem.description) }
            unreadable += found.problems.count
            // A recording named twice (`check a.jsonl recordings`) is checked once.
            files += found.recordings.filter { !files.contains($0) }
        }
        if let shard {
            // The slice of the sorted list: the same in every job of a CI matrix.
            files = Array(shard.slice(of: files.sorted()))
        }
        var passed = 0
        var caught = 0
        var failed = 0
        var rejected = 0
        var events = 0
        let (strict, tolerance) = (strict, conformanceTolerance)
        forEachInOrder(count: files.count, jobs: jobs) { [files] index in
            Self.check(files[index], strict: strict, conformanceTolerance: tolerance)
        } consume: { checked in
            checked.output.write(to: &console)
            events += checked.events
            switch checked.outcome {
            case .passed: passed += 1
            case .caught: caught += 1
            case .failed: failed += 1
            case .unreadable: unreadable += 1
            case .rejected: rejected += 1
            }
        }
        var parts = ["\(passed) passed"]
        if caught > 0 { parts.append(plural(caught, "known bug") + " caught") }
        parts.append("\(failed) failed")
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        if rejected > 0 { parts.append("\(rejected) rejected for unknown fields") }
        let slice = shard.map { " (shard \($0))" } ?? ""
        console.out(
            "checked \(plural(files.count, "recording"))\(slice), \(plural(events, "event")): "
                + parts.joined(separator: ", "))
        if unreadable > 0 || rejected > 0 { return CommandRunner.ExitCode.badInput }
        return failed > 0 ? CommandRunner.ExitCode.failure : CommandRunner.ExitCode.success
    }
}
