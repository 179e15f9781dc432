import ScrollTapeCore

extension EventLineScanner {
    /// Up to 8 bytes as one little-endian word (the first byte lowest), so that a key or a name
    /// compares in one step; nil for longer ranges.
    @inline(__always)
    func word(_ range: Range<Int>) -> UInt64? {
        guard range.count <= 8 else { return nil }
        if range.lowerBound + 8 <= readable, let base = bytes.baseAddress {
            // One load of 8 bytes, keeping only the range's (the line goes on after it).
            let loaded = UInt64(
                littleEndian: UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self))
            return range.count == 8 ? loaded : loaded & (1 << (8 * UInt64(range.count)) - 1)
        }
        var word: UInt64 = 0
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            word = word << 8 | UInt64(bytes[index])
        }
        return word
    }

    // The words of the names the fast path knows (little-endian ASCII: "t" is 0x74, "id" 0x6469).
    private static let typeWord: UInt64 = 0x6570_7974
    private static let seqWord: UInt64 = 0x71_6573
    private static let phaseWord: UInt64 = 0x65_7361_6870
    private static let labelWord: UInt64 = 0x6C_6562_616C
    private static let touchWord: UInt64 = 0x68_6375_6F74
    private static let tapWord: UInt64 = 0x70_6174
    private static let scrollWord: UInt64 = 0x6C6C_6F72_6373
    private static let frameWord: UInt64 = 0x65_6D61_7266
    private static let markWord: UInt64 = 0x6B72_616D
    private static let beganWord: UInt64 = 0x6E_6167_6562
    private static let movedWord: UInt64 = 0x64_6576_6F6D
    private static let endedWord: UInt64 = 0x64_6564_6E65

    func key(_ range: Range<Int>) -> Key? {
        switch word(range) {
        case 0x74: .t
        case 0x78: .x
        case 0x79: .y
        case 0x6469: .id
        case 0x7864: .dx
        case 0x7964: .dy
        case Self.typeWord: .type
        case Self.seqWord: .seq
        case Self.phaseWord: .phase
        case Self.labelWord: .label
        default: nil
        }
    }

    /// The type the fast path reads named by the string at `range`: `touch`, `tap`, `scroll`,
    /// `frame` or `mark` (`EventType`'s raw values, as words); nil for any other.
    func eventType(_ range: Range<Int>) -> EventType? {
        switch word(range) {
        case Self.touchWord: .touch
        case Self.tapWord: .tap
        case Self.scrollWord: .scroll
        case Self.frameWord: .frame
        case Self.markWord: .mark
        default: nil
        }
    }

    func phase(_ range: Range<Int>) -> TouchPhase? {
        switch word(range) {
        case Self.movedWord: .moved
        case Self.beganWord: .began
        case Self.endedWord: .ended
        case nil: Self.equal(bytes, range, "cancelled") ? .cancelled : nil
        default: nil
        }
    }

    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString)
        -> Bool
    {
        guard range.count == text.utf8CodeUnitCount else { return false }
        for index in 0..<range.count where bytes[range.lowerBound + index] != text.utf8Start[index] {
            return false
        }
        return true
    }

    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count
            && (0..<a.count).allSatisfy { bytes[a.lowerBound + $0] == bytes[b.lowerBound + $0] }
    }
}
