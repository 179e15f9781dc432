#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `line` and a newline to standard error (unbuffered, so it lands beside the test
/// runner's own output).
func writeToStandardError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
        var written = 0
        while written < bytes.count {
            let count = write(STDERR_FILENO, bytes.baseAddress! + written, bytes.count - written)
            if count <= 0 { return }
            written += count
        }
    }
}
