import Foundation
import ScrollTapeCore

/// Splits bytes into lines ended by `\n`; the last line may be unterminated.
struct LineSplitter: IteratorProtocol {
    struct Line {
        var number: Int
        var range: Range<Int>
        var isTerminated: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next line.
    private(set) var position = 0
    /// The number of the line `next()` returned last.
    private(set) var number = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Splits `bytes` from `position` (the start of a line), numbering the first line there
    /// `number + 1`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, after number: Int) {
        self.bytes = bytes
        self.position = position
        self.number = number
    }

    /// The number of lines in `bytes`.
    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var count = 0
        var position = 0
        while position < bytes.count, let newline = memchr(base + position, 0x0A, bytes.count - position) {
            count += 1
            position = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return position < bytes.count ? count + 1 : count
    }

    mutating func next() -> Line? {
        guard position < bytes.count, let base = bytes.baseAddress else { return nil }
        number += 1
        let start = position
        if let newline = memchr(base + start, 0x0A, bytes.count - start) {
            let end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            position = end + 1
            return Line(number: number, range: start..<end, isTerminated: true)
        }
        position = bytes.count
        return Line(number: number, range: start..<bytes.count, isTerminated: false)
    }
}
