/// `scrolltape check PATH... [--strict] [--conformance-tolerance PT]` (SPEC §4, §6).
struct CheckCommand: ScrollTapeCommand {
    static let paths = Positional(
        "PATH", .path, repeating: true, missingName: "at least one file or folder",
        help: "a recording, or a folder: every *.jsonl below it")
    static let strict = Flag(
        "--strict", help: "ignore expectFailures; fields the format does not have are errors")
    static let tolerance = Option(
        "--conformance-tolerance", value: "PT", .distance,
        help: "how far observe values may be from the model (0.5)")

    static let spec = CommandSpec(
        "check", abstract: "check every recording (folders: every *.jsonl below)",
        parameters: [paths.parameter, strict.parameter, tolerance.parameter],
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
            """)

    var paths: [String]
    var strict: Bool
    /// Nil: each recording's own.
    var conformanceTolerance: Double?

    init(_ arguments: ParsedArguments) {
        paths = arguments[all: Self.paths]
        strict = arguments[Self.strict]
        conformanceTolerance = arguments[Self.tolerance]
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
        var passed = 0
        var caught = 0
        var failed = 0
        var rejected = 0
        var events = 0
        for path in files {
            let file: RecordingFile
            switch CommandRunner.read(path, rejectingUnknownFields: strict, console: &console) {
            case .read(let read): file = read
            case .unreadable:
                unreadable += 1
                continue
            case .rejected:
                rejected += 1
                continue
            }
            let result = RecordingCheck(file, strict: strict, conformanceTolerance: conformanceTolerance)
            for diagnostic in result.diagnostics() { console.err(diagnostic.description) }
            console.out(result.summaryLine)
            events += file.recording.events.count
            if !result.passed {
                failed += 1
            } else if result.declaredFailures.isEmpty {
                passed += 1
            } else {
                caught += 1
            }
        }
        var parts = ["\(passed) passed"]
        if caught > 0 { parts.append(plural(caught, "known bug") + " caught") }
        parts.append("\(failed) failed")
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        if rejected > 0 { parts.append("\(rejected) rejected for unknown fields") }
        console.out(
            "checked \(plural(files.count, "recording")), \(plural(events, "event")): \(parts.joined(separator: ", "))"
        )
        if unreadable > 0 || rejected > 0 { return CommandRunner.ExitCode.badInput }
        return failed > 0 ? CommandRunner.ExitCode.failure : CommandRunner.ExitCode.success
    }
}
