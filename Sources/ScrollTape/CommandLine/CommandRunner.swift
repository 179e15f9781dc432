import Foundation
import ScrollTapeCore

/// Runs parsed commands against files and a console; returns the exit code (SPEC §4).
public enum CommandRunner {
    public enum ExitCode {
        public static let success: Int32 = 0
        /// An invariant or expectation failed.
        public static let failure: Int32 = 1
        /// Bad usage or bad input.
        public static let badInput: Int32 = 2
    }

    /// Parses `arguments` (without the program name) and runs the command.
    public static func main(_ arguments: [String], console: inout some Console) -> Int32 {
        do throws(UsageError) {
            let code = run(try Command.parse(arguments), console: &console)
            if let failure = console.outputFailure {
                console.err("error: \(failure)")
                return ExitCode.badInput
            }
            return code
        } catch {
            console.err("error: \(error.message)")
            let usage = error.command.flatMap(Usage.help(for:)) ?? Usage.general
            console.err(usage)
            return ExitCode.badInput
        }
    }

    public static func run(_ command: Command, console: inout some Console) -> Int32 {
        switch command {
        case .help(let topic):
            guard let topic else {
                console.out(Usage.general)
                return ExitCode.success
            }
            guard let text = Usage.help(for: topic) else {
                console.err("error: no command '\(topic)'")
                console.err(Usage.general)
                return ExitCode.badInput
            }
            console.out(text)
            return ExitCode.success
        case .version:
            console.out("scrolltape \(Usage.version)")
            return ExitCode.success
        case .replay(let path, let to, let json):
            return replay(path: path, to: to, json: json, console: &console)
        case .trace(let path, let to):
            return trace(path: path, to: to, console: &console)
        case .repl(let path):
            return Repl.run(path: path, console: &console)
        case .record(let path):
            // A reader of the output gone, or a file-size limit reached, must end `record` with a
            // message and every line so far kept, not kill it: these become write errors.
            signal(SIGPIPE, SIG_IGN)
            signal(SIGXFSZ, SIG_IGN)
            var input = FileDescriptorInput()
            return record(path: path, input: &input, console: &console)
        case .check(let paths, let strict, let conformanceTolerance):
            return check(
                paths: paths, strict: strict, conformanceTolerance: conformanceTolerance, console: &console)
        case .hit(let path, let x, let y, let at, let json):
            return hit(path: path, point: Point(x: x, y: y), at: at, json: json, console: &console)
        }
    }

    /// Reads a recording, printing its warnings; nil (after printing the error) when it cannot be read.
    static func load(_ path: String, console: inout some Console) -> RecordingFile? {
        guard case .read(let file) = read(path, rejectingUnknownFields: false, console: &console) else {
            return nil
        }
        return file
    }

    /// How reading a recording went.
    enum Reading {
        case read(RecordingFile)
        /// Not a valid recording, or not a file that can be read.
        case unreadable
        /// It has fields the format does not have, and the reading was strict.
        case rejected
    }

    /// Reads a recording and prints its warnings or its error. With `rejectingUnknownFields`
    /// (`check --strict`), fields the format does not have make it bad input: their warnings are
    /// printed as errors.
    static func read(_ path: String, rejectingUnknownFields: Bool, console: inout some Console) -> Reading {
        do throws(Diagnostic) {
            let file = try RecordingReader.read(path: path)
            let rejects = rejectingUnknownFields && !file.unknownFields.isEmpty
            for var warning in file.warnings {
                if rejects, warning.severity == .warning, file.unknownFields.contains(warning) {
                    warning.severity = .error
                }
                console.err(warning.description)
            }
            return rejects ? .rejected : .read(file)
        } catch {
            console.err(error.description)
            return .unreadable
        }
    }

    /// The state at `index` (the end when nil), or nil after printing why the index is out of range.
    static func world(of file: RecordingFile, at index: Int?, option: String, console: inout some Console)
        -> World?
    {
        let count = file.recording.events.count
        if let index, index > count {
            console.err(
                "error: \(option) \(index) is past the end: \(file.path) has \(count) events (indices 0…\(count))"
            )
            return nil
        }
        var replay = Replay(file.recording)
        replay.run(to: index)
        return replay.world
    }

    static func replay(path: String, to index: Int?, json: Bool, console: inout some Console) -> Int32 {
        guard let file = load(path, console: &console) else { return ExitCode.badInput }
        guard let world = world(of: file, at: index, option: "--to", console: &console) else {
            return ExitCode.badInput
        }
        console.out(json ? world.state.jsonText : StateText.render(world))
        return ExitCode.success
    }

    static func hit(path: String, point: Point, at index: Int?, json: Bool, console: inout some Console)
        -> Int32
    {
        guard let file = load(path, console: &console) else { return ExitCode.badInput }
        guard let world = world(of: file, at: index ?? 0, option: "--at", console: &console) else {
            return ExitCode.badInput
        }
        let result = world.geometry.hitTest(point)
        let scrollID = file.recording.scene.scroll.id
        console.out(
            json ? StateText.json(result, scrollID: scrollID) : StateText.render(result, scrollID: scrollID))
        return ExitCode.success
    }

    static func check(
        paths: [String], strict: Bool, conformanceTolerance: Double?, console: inout some Console
    ) -> Int32 {
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
            switch read(path, rejectingUnknownFields: strict, console: &console) {
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
        if unreadable > 0 || rejected > 0 { return ExitCode.badInput }
        return failed > 0 ? ExitCode.failure : ExitCode.success
    }
}

/// Finds the recordings a `check` path names.
enum RecordingFinder {
    /// `path` itself if it is a file; every `*.jsonl` below it, sorted, if it is a folder (symbolic
    /// links to recordings are taken, links to folders are not followed). `problems`: why `path`,
    /// or a folder below it, could not be searched (each one's recordings were not found), or
    /// that a folder holds no recording at all.
    static func recordings(at path: String) -> (recordings: [String], problems: [Diagnostic]) {
        func problem(_ path: String, _ message: String) -> Diagnostic {
            Diagnostic(path: path, line: 1, column: 1, message)
        }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return ([], [problem(path, "no such file or folder")])
        }
        guard isDirectory.boolValue else { return ([path], []) }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        /// A folder that cannot be listed: the enumerator would pass over it without a word.
        func unlistable(_ folder: String) -> Diagnostic? {
            guard !manager.isReadableFile(atPath: folder) || !manager.isExecutableFile(atPath: folder) else {
                return nil
            }
            return problem(
                folder, "cannot list this folder: permission denied; its recordings were not checked")
        }
        if let root = unlistable(path) { return ([], [root]) }
        guard let enumerator = manager.enumerator(atPath: path) else {
            return ([], [problem(path, "cannot list the folder")])
        }
        var found: [String] = []
        var problems: [Diagnostic] = []
        while let relative = enumerator.nextObject() as? String {
            let full = prefix + relative
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                if let folder = unlistable(full) { problems.append(folder) }
            } else if relative.hasSuffix(".jsonl") {
                found.append(full)
            }
        }
        if found.isEmpty, problems.isEmpty {
            problems.append(problem(path, "no recordings (*.jsonl) in this folder"))
        }
        return (found.sorted(), problems.sorted { $0.path < $1.path })
    }
}
