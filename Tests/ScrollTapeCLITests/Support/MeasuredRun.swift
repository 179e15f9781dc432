import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a process ended and the most memory it held.
struct MeasuredRun {
    var status: Int32
    /// The peak resident set size of the process, in bytes.
    var maximumResidentBytes: Int
}

/// GNU time (`/usr/bin/time`, the Debian package `time`; `.ci/run` installs it when missing),
/// which measures what this process cannot measure itself. `wait4(2)` on a child this process
/// spawned reports, on Linux, this process's own peak when it is larger: `posix_spawn` starts
/// the child in this process's memory (`CLONE_VM`), and the peak of that memory is carried over
/// into the child's at `exec`. GNU time forks the command from its own small process, so `%M`
/// is the command's own peak.
let gnuTime = "/usr/bin/time"

/// Whether memory can be measured (GNU time is there). Not on macOS, whose `/usr/bin/time` is BSD's
/// and has no `-f`.
var canMeasureMemory: Bool {
    #if os(Linux)
        FileManager.default.isExecutableFile(atPath: gnuTime)
    #else
        false
    #endif
}

/// Runs the built `scrolltape` with `arguments` under GNU time, standard input from the file
/// `input` and standard output and error to `/dev/null`, and measures its peak memory.
func runMeasuringMemory(_ arguments: [String], input: String) throws -> MeasuredRun {
    let executable = try ScrollTapeExecutable.url().path
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scrolltape-time-\(UUID().uuidString)"
    )
    .path
    defer { try? FileManager.default.removeItem(atPath: report) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words = [gnuTime, "-f", "%M", "-o", report, executable] + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, gnuTime, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
    // GNU time exits with the command's exit code (128 + the signal if it was killed).
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    // The report's last line is the peak in KiB (a line before it may say how the command ended).
    let text = try String(contentsOfFile: report, encoding: .utf8)
    guard let last = text.split(separator: "\n").last, let kilobytes = Int(last) else {
        throw POSIXError(.EIO)
    }
    return MeasuredRun(status: code, maximumResidentBytes: kilobytes * 1024)
}
