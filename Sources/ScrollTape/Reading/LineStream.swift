#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a byte stream into lines as the bytes arrive.
package struct LineStream {
    package enum Item {
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

    package init() {}

    private var pending: [UInt8] = []
    /// Where the current line starts in `pending`.
    private var start = 0
    /// How far `pending` was searched for a newline (every byte before it is not one).
    private var searched = 0
    private var number = 0
    /// The lines returned so far (the number of the last one).
    package var lineNumber: Int { number }
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var isAtEnd = false

    package mutating func next(from input: inout some RecordInput) -> Item {
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
    /// `body` with whether it ends the line; the bytes after the newline stay for `next`. Stops
    /// early, leaving the rest unread, when `body` returns false.
    package mutating func drainLine(
        from input: inout some RecordInput, _ body: (_ piece: [UInt8], _ endsLine: Bool) -> Bool
    ) -> Int32? {
        while true {
            if let newline = newline() {
                let piece = Array(pending[start..<newline])
                start = newline + 1
                searched = start
                _ = body(piece, true)
                return nil
            }
            let piece = Array(pending[start...])
            discardPending()
            guard body(piece, isAtEnd) else { return nil }
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
