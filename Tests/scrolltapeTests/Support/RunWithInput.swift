import Foundation
import Testing

/// Runs the built `scrolltape` like `run(_:in:)`, with `input` as its standard input (a file, so
/// standard input is not a terminal, as when a script drives the REPL).
func run(
    _ arguments: [String],
    input: String,
    in directory: URL = PackageRoot.url,
    timeout: TimeInterval = 30,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> CommandResult {
    let outputs = FileManager.default.temporaryDirectory
        .appendingPathComponent("scrolltape-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputs) }
    let inputURL = outputs.appendingPathComponent("stdin")
    let stdoutURL = outputs.appendingPathComponent("stdout")
    let stderrURL = outputs.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputURL)
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let inputFile = try FileHandle(forReadingFrom: inputURL)
    let stdoutFile = try FileHandle(forWritingTo: stdoutURL)
    let stderrFile = try FileHandle(forWritingTo: stderrURL)

    let process = Process()
    process.executableURL = try ScrollTapeExecutable.url()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = inputFile
    process.standardOutput = stdoutFile
    process.standardError = stderrFile
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    let command = (["scrolltape"] + arguments).joined(separator: " ")
    if finished.wait(timeout: .now() + timeout) == .timedOut {
        process.terminate()
        Issue.record("`\(command)` did not finish within \(timeout) s", sourceLocation: sourceLocation)
    }
    process.waitUntilExit()
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
    for marker in ["Fatal error", "Backtrace", "Segmentation fault"]
    where result.stdout.contains(marker) || result.stderr.contains(marker) {
        Issue.record(
            "`\(command)` printed '\(marker)' (a crash?)\n\(result.stderr)", sourceLocation: sourceLocation)
    }
    return result
}
