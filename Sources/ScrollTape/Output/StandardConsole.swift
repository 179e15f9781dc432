#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard output and error, written line by line as results arrive.
///
/// A write that fails (standard output closed, a full disk, a pipe whose reader has gone when
/// SIGPIPE is ignored) never stops the program: the first failure on standard output is kept in
/// ``outputFailure`` for the command to report, and a failure on standard error is dropped, as
/// there is nowhere left to say it.
package struct StandardConsole: Console {
    package private(set) var outputFailure: String?

    package init() {}

    package mutating func out(_ line: String) {
        if let code = Self.write(line + "\n", to: STDOUT_FILENO), outputFailure == nil {
            outputFailure =
                "cannot write to standard output: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    package mutating func err(_ line: String) {
        _ = Self.write(line + "\n", to: STDERR_FILENO)
    }

    package mutating func progress(_ text: String) {
        guard isatty(STDERR_FILENO) != 0 else { return }
        // Back to the start of the line, and erase it.
        _ = Self.write("\r\u{1B}[K" + text, to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`; the `errno` of a failed `write(2)`, if one failed.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0), zeroWriteError: EIO)?.errno }
    }

    /// Makes sure descriptors 0, 1 and 2 are open, so that no file the program opens gets one of
    /// them: a file opened as descriptor 1 would receive the program's output. A closed standard
    /// input becomes a descriptor that fails every read (`EBADF`, reported as such), closed
    /// standard output and error ones that fail every write. Call it first thing in `main`.
    package static func occupyClosedStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // `open` returns the lowest free descriptor: this one. Opened for the opposite
            // direction, so using it fails as using the closed one would.
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
        }
    }
}
