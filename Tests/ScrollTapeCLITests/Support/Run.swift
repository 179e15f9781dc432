import Foundation
import Testing

/// What one run of `scrolltape` printed and how it ended, as a user or a CI script sees it.
struct CommandResult: Sendable {
    var stdout: String
    var stderr: String
    /// The exit code (or the signal number if the process was killed by a signal).
    var status: Int32

    /// Standard output split into lines (the final newline ends the last line, it does not start another).
    var stdoutLines: [String] { Self.lines(stdout) }
    /// Standard error split into lines.
    var stderrLines: [String] { Self.lines(stderr) }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Markers of a Swift runtime trap or a crash report; none may ever appear in `scrolltape`'s output.
private let crashMarkers = ["Fatal error", "Crash", "crashed", "Backtrace", "Segmentation fault"]

/// Runs the built `scrolltape` with `arguments` in `directory` (default: the package root, so paths such as
/// `recordings/…` appear in diagnostics exactly as typed), with an empty standard input, and returns what it
/// printed and its exit status.
///
/// Records an issue at the caller if the process crashed, was killed, or ran longer than `timeout` seconds.
/// With `input`, that text is its standard input (a file, so standard input is not a terminal, as
/// when a script drives the REPL); with `inputBytes`, those bytes (which need not be UTF-8); without
/// either, standard input is empty.
func run(
    _ arguments: [String],
    input: String? = nil,
    inputBytes: Data? = nil,
    in directory: URL = PackageRoot.url,
    timeout: TimeInterval = 30,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> CommandResult {
    precondition(input == nil || inputBytes == nil, "give `input` or `inputBytes`, not both")
    return try runProcess(
        try ScrollTapeExecutable.url(), arguments, input: inputBytes ?? input.map { Data($0.utf8) },
        in: directory, timeout: timeout,
        shownAs: (["scrolltape"] + arguments).joined(separator: " "), sourceLocation: sourceLocation)
}

/// Runs `command` with `/bin/bash -c` in `directory`, for what only a shell sets up: closed
/// descriptors (`<&-`), resource limits (`ulimit`), pipes, and the examples of the documentation.
/// `environment` is added to this process's; by default it puts the built `scrolltape`'s folder
/// first on `PATH`, so the command says `scrolltape` as a user would. With `mergesOutput`,
/// standard output and error go to one file in the order they are written (what a terminal
/// shows), returned as `stdout` (`stderr` is then empty). Standard input is empty.
///
/// Records an issue at the caller as ``run(_:input:inputBytes:in:timeout:sourceLocation:)`` does.
func runShell(
    _ command: String,
    in directory: URL,
    environment: [String: String]? = nil,
    mergesOutput: Bool = false,
    timeout: TimeInterval = 30,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> CommandResult {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let environment =
        try environment ?? ["PATH": ScrollTapeExecutable.url().deletingLastPathComponent().path + ":" + path]
    return try runProcess(
        URL(fileURLWithPath: "/bin/bash"), ["-c", command], input: nil, in: directory,
        environment: environment, mergesOutput: mergesOutput, timeout: timeout, shownAs: command,
        sourceLocation: sourceLocation)
}

/// Runs `executable`; `shownAs` names the command in the issues it records.
private func runProcess(
    _ executable: URL,
    _ arguments: [String],
    input: Data?,
    in directory: URL,
    environment: [String: String] = [:],
    mergesOutput: Bool = false,
    timeout: TimeInterval,
    shownAs command: String,
    sourceLocation: SourceLocation
) throws -> CommandResult {
    let outputs = FileManager.default.temporaryDirectory
        .appendingPathComponent("scrolltape-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputs) }
    let inputURL = outputs.appendingPathComponent("stdin")
    let stdoutURL = outputs.appendingPathComponent("stdout")
    let stderrURL = outputs.appendingPathComponent("stderr")
    try (input ?? Data()).write(to: inputURL)
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let inputFile = try FileHandle(forReadingFrom: inputURL)
    let stdoutFile = try FileHandle(forWritingTo: stdoutURL)
    let stderrFile = try FileHandle(forWritingTo: stderrURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardInput = input == nil ? FileHandle.nullDevice : inputFile
    process.standardOutput = stdoutFile
    process.standardError = mergesOutput ? stdoutFile : stderrFile
    try process.run()
    waitForExit(process, timeout: timeout, command: command, sourceLocation: sourceLocation)
    try inputFile.close()
    try stdoutFile.close()
    try stderrFile.close()

    let result = CommandResult(
        stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
        status: process.terminationStatus)
    if process.terminationReason == .uncaughtSignal {
        Issue.record(
            "`\(command)` was killed by signal \(result.status)\nstderr:\n\(result.stderr)",
            sourceLocation: sourceLocation)
    }
    for marker in crashMarkers where result.stdout.contains(marker) || result.stderr.contains(marker) {
        Issue.record(
            "`\(command)` printed '\(marker)' (a crash?)\nstdout:\n\(result.stdout)\nstderr:\n\(result.stderr)",
            sourceLocation: sourceLocation)
    }
    return result
}

/// Waits until `process`, which is running, ends; after `timeout` seconds it is terminated and an
/// issue naming `command` is recorded at `sourceLocation`: a test never hangs on a process.
func waitForExit(
    _ process: Process, timeout: TimeInterval, command: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(2_000) }
    if process.isRunning {
        process.terminate()
        Issue.record("`\(command)` did not finish within \(Int(timeout)) s", sourceLocation: sourceLocation)
    }
    process.waitUntilExit()
}
