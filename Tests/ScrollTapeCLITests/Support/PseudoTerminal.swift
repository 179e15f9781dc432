import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `scrolltape` running on a pseudo-terminal, as a user at a terminal runs it: the test
/// types keys and reads what the terminal shows.
final class TerminalSession {
    private let master: Int32
    private let slaveName: String
    private let process = Process()
    /// Everything the program wrote to the terminal so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }
    /// The bytes read so far (decoded as a whole, so a character split between two reads stays whole).
    private var bytes: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `scrolltape arguments` with a pseudo-terminal as its standard input, output and error.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        (master, slaveName) = try Self.openPseudoTerminal()
        let slave = open(slaveName, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open \(slaveName)") }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = try ScrollTapeExecutable.url()
        process.arguments = arguments
        process.currentDirectoryURL = PackageRoot.url
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        variables["TERM"] = "xterm-256color"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        try terminal.close()
    }

    /// A new pseudo-terminal: the master's descriptor and the slave's path.
    private static func openPseudoTerminal() throws -> (Int32, String) {
        #if os(Linux)
            // posix_openpt and friends are not imported from Glibc; these are their ioctls.
            let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            let tiocsptlck: UInt = 0x4004_5431
            let tiocgptn: UInt = 0x8004_5430
            guard master >= 0, ioctl(master, tiocsptlck, &unlock) == 0, ioctl(master, tiocgptn, &number) == 0
            else {
                throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
            }
            return (master, "/dev/pts/\(number)")
        #else
            let master = posix_openpt(O_RDWR | O_NOCTTY)
            guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
                throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
            }
            return (master, String(cString: name))
        #endif
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Types `text` (bytes as a keyboard sends them: `\r` for Return, `\u{1b}[A` for up).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until the output (without ANSI escapes) contains `text`; fails after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
        try waitUntil("'\(text)' did not appear", timeout: timeout) { $0.contains(text) }
    }

    /// Reads until `condition` holds for the output without ANSI escapes (and returns that output);
    /// fails with `failure` after `timeout` seconds.
    @discardableResult
    func waitUntil(_ failure: String, timeout: TimeInterval = 10, _ condition: (String) -> Bool) throws
        -> String
    {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(Self.plain(output)) {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                throw Failure(description: "\(failure); the terminal shows:\n\(Self.plain(output))")
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(remaining, 1) * 1000)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else {
                throw Failure(
                    description: "the program closed the terminal (\(failure)):\n\(Self.plain(output))")
            }
            bytes += buffer[..<count]
        }
        return Self.plain(output)
    }

    /// Waits for the program to exit and returns its exit status, with everything it wrote before
    /// exiting read (the terminal keeps what the program wrote after it exits until it is read).
    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else { throw Failure(description: "the program did not exit") }
            readAvailable(waiting: 50)
        }
        while readAvailable(waiting: 100) {}
        return process.terminationStatus
    }

    /// Reads what the terminal has within `milliseconds`; false when there was nothing (or it closed).
    @discardableResult
    private func readAvailable(waiting milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        bytes += buffer[..<count]
        return true
    }

    /// `text` without ANSI escape sequences and carriage returns (also those of `\r\n`, which Swift
    /// counts as one character).
    static func plain(_ text: String) -> String {
        text.replacing(/\x1b\[[0-9;?]*[A-Za-z]/, with: "").replacing("\r\n", with: "\n").replacing(
            "\r", with: "")
    }
}
