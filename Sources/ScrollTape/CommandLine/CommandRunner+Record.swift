#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A stream of bytes `scrolltape record` reads lines from.
public protocol RecordInput {
    /// Reads up to `buffer.count` bytes into `buffer`: the count read, 0 at the end, or -1 (with
    /// `errno` set) on an error.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int
}

/// A file descriptor, by default standard input, read with `read(2)` as data arrives.
public struct FileDescriptorInput: RecordInput {
    public var descriptor: Int32

    public init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 || errno != EINTR { return count }
        }
    }
}

/// `read(2)`, which `FileDescriptorInput.read(into:)` hides.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension CommandRunner {
    /// The name of standard input in diagnostics.
    static let standardInputName = "<stdin>"

    /// `scrolltape record OUT`: appends the valid event lines of `input` to the recording `OUT`
    /// as they arrive; see `Usage.help(for: "record")` for the whole contract.
    public static func record(path: String, input: inout some RecordInput, console: inout some Console)
        -> Int32
    {
        var recorder = Recorder(path: path)
        var lines = LineStream()
        var exitCode = recorder.open(console: &console)
        loop: while exitCode == nil {
            switch lines.next(from: &input) {
            case .line(let bytes, let number):
                exitCode = recorder.consume(bytes, number: number, isTerminated: true, console: &console)
            case .fragment(let bytes, let number):
                exitCode = recorder.consume(bytes, number: number, isTerminated: false, console: &console)
                break loop
            case .overlong(let head, let number):
                exitCode = recorder.rejectOverlong(
                    head, number: number, lines: &lines, input: &input, console: &console)
            case .end:
                break loop
            case .failure(let code):
                console.err("\(standardInputName): error: cannot read: \(String(cString: strerror(code)))")
                exitCode = ExitCode.badInput
            }
        }
        return recorder.finish(exitCode: exitCode, console: &console)
    }
}

/// Splits a byte stream into lines as the bytes arrive.
struct LineStream {
    enum Item {
        /// A line (without its newline) and its 1-based number.
        case line([UInt8], number: Int)
        /// The last bytes of the stream, without a newline.
        case fragment([UInt8], number: Int)
        /// The first `Limits.lineLength + 1` bytes of a line longer than the limit; the rest
        /// is read with `drainLine`.
        case overlong([UInt8], number: Int)
        case end
        case failure(errno: Int32)
    }

    private var pending: [UInt8] = []
    /// Where the current line starts in `pending`.
    private var start = 0
    /// How far `pending` was searched for a newline (every byte before it is not one).
    private var searched = 0
    private var number = 0
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var isAtEnd = false

    mutating func next(from input: inout some RecordInput) -> Item {
        while true {
            if let newline = newline() {
                number += 1
                let line = Array(pending[start..<newline])
                start = newline + 1
                searched = start
                return .line(line, number: number)
            }
            if pending.count - start > Limits.lineLength {
                number += 1
                let head = Array(pending[start...])
                discardPending()
                return .overlong(head, number: number)
            }
            if isAtEnd {
                guard start < pending.count else { return .end }
                number += 1
                let fragment = Array(pending[start...])
                discardPending()
                return .fragment(fragment, number: number)
            }
            if start > 0 {
                pending.removeFirst(start)
                searched -= start
                start = 0
            }
            if let code = fill(from: &input) { return .failure(errno: code) }
        }
    }

    /// Reads the rest of an overlong line up to and including its newline, handing each piece to
    /// `body`; the bytes after the newline stay for `next`.
    mutating func drainLine(from input: inout some RecordInput, _ body: ([UInt8]) -> Void) -> Int32? {
        while true {
            if let newline = newline() {
                body(Array(pending[start..<newline]))
                start = newline + 1
                searched = start
                return nil
            }
            body(Array(pending[start...]))
            discardPending()
            if isAtEnd { return nil }
            if let code = fill(from: &input) { return code }
        }
    }

    /// The offset of the next newline in `pending`, searching only bytes not searched before.
    private mutating func newline() -> Int? {
        let found = pending.withUnsafeBufferPointer { bytes -> Int? in
            guard searched < bytes.count, let base = bytes.baseAddress,
                let match = memchr(base + searched, 0x0A, bytes.count - searched)
            else { return nil }
            return base.distance(to: match.assumingMemoryBound(to: UInt8.self))
        }
        searched = found ?? pending.count
        return found
    }

    private mutating func discardPending() {
        pending.removeAll(keepingCapacity: true)
        start = 0
        searched = 0
    }

    /// Reads one chunk into `pending`; the errno of a failed read.
    private mutating func fill(from input: inout some RecordInput) -> Int32? {
        let count = chunk.withUnsafeMutableBytes { input.read(into: $0) }
        if count < 0 { return errno }
        if count == 0 { isAtEnd = true }
        pending.append(contentsOf: chunk[..<count])
        return nil
    }
}
