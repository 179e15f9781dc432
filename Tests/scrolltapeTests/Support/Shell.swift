import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `script` with `/bin/bash -c` in `directory`, with the built `scrolltape`'s folder first on
/// `PATH` (so the script says `scrolltape` as a user would) and an empty standard input, for what
/// only a shell sets up: closed descriptors (`<&-`), resource limits (`ulimit`), pipes.
///
/// Records an issue at the caller if it runs longer than `timeout` seconds.
func runShell(
    _ script: String, in directory: URL, timeout: TimeInterval = 30,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> CommandResult {
    let executable = try ScrollTapeExecutable.url()
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
        executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = directory
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    let stdoutURL = directory.appendingPathComponent(".shell-stdout-\(UUID().uuidString)")
    let stderrURL = directory.appendingPathComponent(".shell-stderr-\(UUID().uuidString)")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    defer {
        try? FileManager.default.removeItem(at: stdoutURL)
        try? FileManager.default.removeItem(at: stderrURL)
    }
    let stdoutFile = try FileHandle(forWritingTo: stdoutURL)
    let stderrFile = try FileHandle(forWritingTo: stderrURL)
    process.standardOutput = stdoutFile
    process.standardError = stderrFile
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
        process.terminate()
        Issue.record("`\(script)` did not finish within \(timeout) s", sourceLocation: sourceLocation)
    }
    process.waitUntilExit()
    try stdoutFile.close()
    try stderrFile.close()
    return CommandResult(
        stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
        status: process.terminationStatus)
}

/// How a process ended and the most memory it held.
struct MeasuredRun {
    var status: Int32
    /// The peak resident set size of the process, in bytes (`getrusage`'s `ru_maxrss` of exactly
    /// this child, as `wait4(2)` reports it).
    var maximumResidentBytes: Int
}

/// Runs the built `scrolltape` with `arguments`, standard input from the file `input` and
/// standard output and error to `/dev/null`, and measures its peak memory.
func runMeasuringMemory(_ arguments: [String], input: String) throws -> MeasuredRun {
    let executable = try ScrollTapeExecutable.url().path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
    // Exited normally: the exit code; killed: 128 + the signal, as a shell reports it.
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    #if canImport(Darwin)
        let bytes = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
        let bytes = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    return MeasuredRun(status: code, maximumResidentBytes: bytes)
}
