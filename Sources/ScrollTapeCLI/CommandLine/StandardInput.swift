import Foundation
import ScrollTape

/// Standard input read whole, once: a recording given as `-`. A command that needs it twice (the
/// session line, then the recording) gets the same bytes; `check - -` reads it once.
final class StandardInput: @unchecked Sendable {
    static let shared = StandardInput()

    private let lock = NSLock()
    private var cached: Result<[UInt8], Diagnostic>?

    /// Every byte of standard input, up to its end; the diagnostic of a failed read.
    func bytes() throws(Diagnostic) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if cached == nil { cached = Self.readAll() }
        return try cached!.get()
    }

    /// The first line of standard input (without its newline), as `SessionLine.read(path:)`
    /// reads a file's.
    func firstLine() throws(Diagnostic) -> String {
        let bytes = try bytes()
        let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    private static func readAll() -> Result<[UInt8], Diagnostic> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                let code = errno
                return .failure(
                    Diagnostic(
                        path: Recorder.standardInputName, line: 1, column: 1,
                        "cannot read the recording from standard input: \(String(cString: strerror(code)))"))
            }
        }
    }
}
