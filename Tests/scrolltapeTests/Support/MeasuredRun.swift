import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
