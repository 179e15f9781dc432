import Foundation
import ScrollTape

/// `scrolltape check PATH... [--strict] [--conformance-tolerance PT] [--jobs N] [--shard I/N]
/// [--format text|json|github] [--junit FILE]`.
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
    static let format = Option(
        "--format", value: "text|json|github", .choice(CheckFormat.allCases.map(\.rawValue)),
        help: "text (default), json (JSON lines) or github (Actions annotations)")
    static let junit = Option(
        "--junit", value: "FILE", .outputFile, help: "also write a JUnit XML report to FILE")

    static let spec = CommandSpec(
        "check", abstract: "check every recording (folders: every *.jsonl below)",
        parameters: [
            paths.parameter, strict.parameter, tolerance.parameter, jobs.parameter, shard.parameter,
            format.parameter, junit.parameter,
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
            --format json: one JSON object per line on standard output (a diagnostic line for each
            diagnostic, with the violation's invariant, event and values; a recording line for each
            recording; a summary line last). --format github: each diagnostic as a GitHub Actions
            annotation (::error file=…,line=…,col=…,title=…::message), on standard output.
            --junit FILE: also write a JUnit XML report (one testcase per recording) to FILE; a
            FILE that cannot be written, or that is one of the recordings, is bad input, found
            before anything is checked.
            """)

    var paths: [String]
    var strict: Bool
    /// Nil: each recording's own.
    var conformanceTolerance: Double?
    /// How many recordings are checked at a time.
    var jobs: Int
    /// Nil: every recording.
    var shard: Shard?
    var format: CheckFormat
    /// Where to write a JUnit XML report, if anywhere.
    var junit: String?
    /// The app's code the recordings are replayed with: the command line runs the built-in model
    /// (`AppCode()`); a test runs its own through the same check.
    var code = AppCode()

    init(_ arguments: ParsedArguments) {
        paths = arguments[all: Self.paths]
        strict = arguments[Self.strict]
        conformanceTolerance = arguments[Self.tolerance]
        jobs = arguments[Self.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        shard = arguments[Self.shard]
        format = arguments[Self.format].flatMap(CheckFormat.init(rawValue:)) ?? .text
        junit = arguments[Self.junit]
    }

    /// Reads and checks the recording at `path`.
    private static func check(_ path: String, strict: Bool, conformanceTolerance: Double?, code: AppCode)
        -> RecordingReport
    {
        let clock = ContinuousClock()
        let start = clock.now
        func seconds() -> Double {
            let elapsed = (clock.now - start).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
        let (reading, diagnostics) = CommandRunner.read(path, rejectingUnknownFields: strict)
        let file: RecordingFile
        switch reading {
        case .read(let read): file = read
        case .unreadable, .rejected:
            return RecordingReport(
                path: path, outcome: reading.isRejected ? .rejected : .unreadable,
                findings: diagnostics.map { CheckFinding($0) }, seconds: seconds())
        }
        let check = RecordingCheck(
            file, strict: strict, conformanceTolerance: conformanceTolerance, code: code)
        return RecordingReport(check, warnings: diagnostics, seconds: seconds())
    }

    func run(console: inout some Console) -> Int32 {
        var files: [String] = []
        var problems: [Diagnostic] = []
        for path in paths {
            let found = RecordingFinder.recordings(at: path)
            problems += found.problems
            // A recording named twice (`check a.jsonl recordings`) is checked once.
            files += found.recordings.filter { !files.contains($0) }
        }
        var reporters = [format.reporter()]
        if let junit {
            do throws(Diagnostic) {
                if junit == "-" {
                    throw Diagnostic(
                        path: junit, line: 1, column: 1,
                        "--junit - is not supported: standard output carries check's own report; "
                            + "name a file (or /dev/stdout)")
                }
                // Writing the report over a recording would destroy it before it is checked.
                if let recording = files.first(where: { CommandRunner.isSameFile($0, junit) }) {
                    throw Diagnostic(
                        path: junit, line: 1, column: 1,
                        "the JUnit report (--junit) would overwrite the recording \(recording); write it elsewhere"
                    )
                }
                reporters.append(try JUnitReporter(path: junit))
            } catch {
                console.err(error.description)
                return CommandRunner.ExitCode.badInput
            }
        }
        var summary = CheckSummary(shard: shard)
        func report(_ recording: RecordingReport, counted: Bool = true) {
            summary.add(recording, counted: counted)
            for index in reporters.indices { reporters[index].report(recording, console: &console) }
        }
        for problem in problems { report(RecordingReport(problem: problem), counted: false) }
        if let shard {
            // The slice of the sorted list: the same in every job of a CI matrix.
            files = Array(shard.slice(of: files.sorted()))
        }
        let (strict, tolerance, code) = (strict, conformanceTolerance, code)
        forEachInOrder(count: files.count, jobs: jobs) { [files] index in
            Self.check(files[index], strict: strict, conformanceTolerance: tolerance, code: code)
        } consume: { recording in
            report(recording)
        }
        var written = true
        for index in reporters.indices {
            written = reporters[index].finish(summary, console: &console) && written
        }
        return written ? summary.exitCode : CommandRunner.ExitCode.badInput
    }
}

extension CommandRunner.Reading {
    fileprivate var isRejected: Bool { if case .rejected = self { true } else { false } }
}
