import ScrollTapeCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fast path for event lines: scans the bytes of one line straight into an `Event`, in one
/// pass, with no `JSONNode` tree and no `String` for keys (they are matched as bytes).
///
/// It handles the common events (`touch`, `tap`, `frame`, `scroll`, `mark`) with plain keys and
/// values, and returns nil for anything else: another event type, an escape in a key or a known
/// string, a `null` or mistyped known field, a field of another event type (`label` on a
/// `touch`), a duplicate key, a value out of range, an event out of order, invalid JSON.
/// Unknown fields are skipped and their keys handed back, for the reader's warnings. On nil the
/// reader decodes the line with the tree-based `EventDecoder`, which either accepts it or
/// produces the precise diagnostic. So the fast path only ever accepts a line that the
/// tree-based decoder accepts, with the same event and the same effect on the reader's state (the fuzz target `tools/fuzz/ReaderFuzzTarget.swift` checks this).
///
/// Two passes at most, both over the line's bytes only: first the exact layout `Event.jsonLine`
/// writes for `touch`, `frame` and `tap` (the text between values compared as whole literals,
/// no key lookup), then, if the line is laid out otherwise, key by key (keys compared as one
/// 64-bit word; unknown fields skipped by `JSONParser.Scanner.skipValue(depth:)`, which validates
/// them as strictly as the parser).
///
/// Numbers: digits are read eight at a time (SWAR) into a 64-bit significand and converted by
/// the parser's own exact arithmetic (`JSONParser.Scanner.fastValue`); anything else (more than
/// 19 digits, large exponents, every error) goes to `JSONParser.Scanner.parseNumber()`. Every
/// path rounds correctly, so the value is bit for bit the parser's (tested on parse-number-fxx).
///
/// - Complexity: O(*n*) in the line's length, no allocation for the common events.
struct EventLineScanner {
    /// The most unknown keys one line may have on the fast path (each is compared with the others
    /// to find duplicates).
    static let maximumUnknownKeys = 8

    /// The fields of one line, as read.
    private struct Fields {
        var type: EventType?
        var t = Double.nan
        var seq = Double.nan
        var id = Double.nan
        var x = Double.nan
        var y = Double.nan
        var dx = Double.nan
        var dy = Double.nan
        var phase: TouchPhase?
        var label: String?
        /// One bit per `Key` seen, to find duplicates.
        var seen: UInt16 = 0
    }

    /// The keys the fast path reads; every other key is skipped.
    private enum Key: UInt16 {
        case type = 1, t = 2, seq = 4, phase = 8, id = 16, x = 32, y = 64, dx = 128, dy = 256, label = 512
    }

    /// The line's bytes, without the newline.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// How many bytes from the line's start may be loaded: the line, and when it is part of a
    /// larger buffer (a whole file), the bytes after it. Only whole-word loads use more than the
    /// line, and only to look at its end.
    private let readable: Int
    /// The offset of the next byte to read.
    private var position = 0

    private init(_ line: UnsafeBufferPointer<UInt8>, readable: Int) {
        bytes = line
        self.readable = max(readable, line.count)
    }

    /// The event on `line` (its bytes without the newline), checked against and added to
    /// `sequence`; nil, with `sequence` unchanged, when the line needs the tree-based decoder.
    ///
    /// - Parameters:
    ///   - readable: How many bytes from the line's start may be read (at least the line's).
    ///   - unknownKeys: Receives the ranges of the unknown fields' keys (without their quotes),
    ///     in the order of the line, when an event is returned. It must be empty; the layout
    ///     `Event.jsonLine` writes has none, so it stays empty without being touched.
    static func event(
        _ line: UnsafeBufferPointer<UInt8>, readable: Int = 0, lineNumber: Int,
        sequence: inout EventDecoder.Sequence, unknownKeys: inout [Range<Int>]
    ) -> Event? {
        guard let scanned = scanned(line, readable: readable, unknownKeys: &unknownKeys),
            sequence.accept(scanned, line: lineNumber)
        else {
            unknownKeys.removeAll(keepingCapacity: true)
            return nil
        }
        return scanned.event
    }

    /// The event on `line`, if the line alone passes every check of `EventDecoder` that does not
    /// look at the lines before it (those are `EventDecoder.Sequence.accept(_:line:)`'s); nil when
    /// the line needs the tree-based decoder. Parameters as `event(_:readable:lineNumber:sequence:unknownKeys:)`.
    static func scanned(
        _ line: UnsafeBufferPointer<UInt8>, readable: Int = 0, unknownKeys: inout [Range<Int>]
    ) -> ScannedEvent? {
        assert(unknownKeys.isEmpty)
        guard line.count <= Limits.lineLength else { return nil }
        var scanner = EventLineScanner(line, readable: readable)
        if let fields = scanner.layoutFields() { return Self.scanned(fields) }
        scanner.position = 0
        guard let fields = scanner.fields(unknownKeys: &unknownKeys) else { return nil }
        return Self.scanned(fields)
    }

    /// Whether `line` has exactly the layout `Event.jsonLine` writes, which is read without
    /// looking keys up (for tests: the common lines must take this path).
    static func hasWrittenLayout(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var scanner = EventLineScanner(line, readable: line.count)
        return scanner.layoutFields() != nil
    }

    /// The number that is the whole of `text`, read as the fast path reads a field's value; nil
    /// when `text` is not exactly one JSON number.
    static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var scanner = EventLineScanner(text, readable: text.count)
        var value = Double.nan
        guard scanner.number(&value), scanner.position == text.count else { return nil }
        return value
    }

    // MARK: Scanning

    /// Reads a `touch`, `frame` or `tap` line written exactly as `Event.jsonLine` writes it (the
    /// keys in its order, no spaces), matching the text between the values as whole literals;
    /// nil at the first difference (the caller then reads the line with ``fields()``).
    private mutating func layoutFields() -> Fields? {
        var fields = Fields()
        guard literal(#"{"type":"#), let type = plainString().flatMap(eventType) else { return nil }
        fields.type = type
        switch type {
        case .touch:
            guard literal(#","t":"#), number(&fields.t), literal(#","phase":"#),
                let phase = plainString().flatMap(phase), literal(#","id":"#), number(&fields.id),
                literal(#","x":"#), number(&fields.x), literal(#","y":"#), number(&fields.y)
            else { return nil }
            fields.phase = phase
            fields.seen =
                Key.type.rawValue | Key.t.rawValue | Key.phase.rawValue | Key.id.rawValue
                | Key.x.rawValue | Key.y.rawValue
        case .frame:
            guard literal(#","t":"#), number(&fields.t) else { return nil }
            fields.seen = Key.type.rawValue | Key.t.rawValue
        case .tap:
            guard literal(#","t":"#), number(&fields.t), literal(#","x":"#), number(&fields.x),
                literal(#","y":"#), number(&fields.y)
            else { return nil }
            fields.seen = Key.type.rawValue | Key.t.rawValue | Key.x.rawValue | Key.y.rawValue
        default:
            // Written in another layout (`scroll`, `mark`), or a type of the tree-based decoder.
            return nil
        }
        guard literal("}"), position == bytes.count else { return nil }
        return fields
    }

    /// Whether `text` comes next (it is then consumed).
    @inline(__always)
    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count, let base = bytes.baseAddress,
            memcmp(base + position, text.utf8Start, count) == 0
        else { return false }
        position += count
        return true
    }

    /// Reads the line's one object; nil when it is not plain JSON the fast path can read.
    /// `unknownKeys` receives the unknown keys' ranges (also to find duplicates among them).
    private mutating func fields(unknownKeys: inout [Range<Int>]) -> Fields? {
        var fields = Fields()
        skipWhitespace()
        guard consume(UInt8(ascii: "{")) else { return nil }
        skipWhitespace()
        while true {
            guard let keyRange = plainString() else { return nil }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { return nil }
            skipWhitespace()
            if let key = key(keyRange) {
                guard fields.seen & key.rawValue == 0 else { return nil }
                fields.seen |= key.rawValue
                guard read(key, into: &fields) else { return nil }
            } else {
                // `scroll` names the scroll view a scroll event moves (SPEC §9): the full decoder reads it.
                guard !bytes[keyRange].elementsEqual("scroll".utf8) else { return nil }
                guard unknownKeys.count < Self.maximumUnknownKeys else { return nil }
                for other in unknownKeys where Self.equal(bytes, other, keyRange) { return nil }
                unknownKeys.append(keyRange)
                guard skipValue() else { return nil }
            }
            skipWhitespace()
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ",") {
                skipWhitespace()
                continue
            }
            guard byte == UInt8(ascii: "}") else { return nil }
            skipWhitespace()
            return position == bytes.count ? fields : nil
        }
    }

    /// Reads the value of a known key; false when it is not of the expected plain form.
    private mutating func read(_ key: Key, into fields: inout Fields) -> Bool {
        switch key {
        case .type:
            guard let range = plainString(), let type = eventType(range) else { return false }
            fields.type = type
        case .phase:
            guard let range = plainString(), let phase = phase(range) else { return false }
            fields.phase = phase
        case .label:
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return false }
            var scanner = parserScanner()
            do { fields.label = try scanner.parseString() } catch { return false }
            position = scanner.position
        case .t: return number(&fields.t)
        case .seq: return number(&fields.seq)
        case .id: return number(&fields.id)
        case .x: return number(&fields.x)
        case .y: return number(&fields.y)
        case .dx: return number(&fields.dx)
        case .dy: return number(&fields.dy)
        }
        return true
    }

    /// Reads a number: the common forms here, by the same exact arithmetic as `JSONParser`
    /// (`JSONParser.Scanner.fastValue`); anything else (more than 19 digits, a large exponent,
    /// invalid grammar) by `JSONParser.Scanner.parseNumber()` itself. False when it is not a number.
    private mutating func number(_ value: inout Double) -> Bool {
        let start = position
        var index = position
        let count = bytes.count
        let isNegative = index < count && bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var significand: UInt64 = 0
        // Digits read into `significand`, leading zeros of a fraction included: an upper bound of
        // its significant digits, so at most 19 means it is exact.
        var digits = 0
        var fractionDigits = 0
        var exponent = 0
        scan: do {
            guard index < count else { break scan }
            let first = bytes[index] &- UInt8(ascii: "0")
            if first == 0 {
                index += 1
                // A leading zero followed by a digit is an error: the parser reports it.
                if index < count, bytes[index] &- UInt8(ascii: "0") < 10 { break scan }
            } else if first < 10 {
                digitRun(&index, &significand, &digits)
            } else {
                break scan
            }
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                fractionDigits = digitRun(&index, &significand, &digits)
                guard fractionDigits > 0 else { break scan }
            }
            if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                var isExponentNegative = false
                if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                    isExponentNegative = bytes[index] == UInt8(ascii: "-")
                    index += 1
                }
                guard index < count, bytes[index] &- UInt8(ascii: "0") < 10 else { break scan }
                while index < count {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10, exponent < 10_000 else { break }
                    exponent = exponent * 10 + Int(digit)
                    index += 1
                }
                if isExponentNegative { exponent = -exponent }
            }
            // Past 19 digits the significand may have wrapped: only the parser's slow path is exact.
            guard digits <= 19,
                let magnitude = JSONParser.Scanner.fastValue(significand, digits, exponent - fractionDigits)
            else { break scan }
            // A digit after a saturated exponent is left for the parser.
            if index < count, bytes[index] &- UInt8(ascii: "0") < 10 { break scan }
            value = isNegative ? -magnitude : magnitude
            position = index
            return true
        }
        // The general case, and every error, by the parser's own code.
        guard start < count, bytes[start] == UInt8(ascii: "-") || bytes[start] &- UInt8(ascii: "0") < 10
        else {
            return false
        }
        var scanner = parserScanner()
        do { value = try scanner.parseNumber() } catch { return false }
        position = scanner.position
        return true
    }

    /// Reads the run of digits at `index` into `significand` (which wraps past 19 digits, as
    /// `digits` then shows) and returns its length.
    ///
    /// Eight bytes at a time where eight can be read (SWAR, as in simdjson and fast_float): the
    /// first non-digit byte of the word ends the run, and the digits before it are combined in
    /// three multiplications. A digit byte is 0x30…0x39: subtracting 0x30 does not borrow and
    /// adding 0x46 does not reach 0x80; a byte for which either sets the high bit is not a digit
    /// (borrows and carries only come from lower, earlier bytes, so the first flagged byte is
    /// exact). The bytes past the line are its newline and the lines after it, never digits.
    @inline(__always)
    @discardableResult
    private func digitRun(_ index: inout Int, _ significand: inout UInt64, _ digits: inout Int) -> Int {
        let begin = index
        if let base = bytes.baseAddress {
            while index + 8 <= readable {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let nonDigits =
                    ((word &- 0x3030_3030_3030_3030) | (word &+ 0x4646_4646_4646_4646))
                    & 0x8080_8080_8080_8080
                let run = nonDigits.trailingZeroBitCount >> 3
                guard run > 0 else { return index - begin }
                // The run's digits at the top of the word, '0's before them: an 8-digit number.
                let aligned = word << (64 - 8 * run) | 0x3030_3030_3030_3030 >> (8 * run)
                significand =
                    significand &* JSONParser.Scanner.integerPowersOfTen[run]
                    &+ Self.eightDigitsValue(aligned)
                digits += run
                index += run
                guard run == 8 else { return index - begin }
            }
        }
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            significand = significand &* 10 &+ UInt64(digit)
            digits += 1
            index += 1
        }
        return index - begin
    }

    /// The value of 8 ASCII digits in a little-endian word (the first digit lowest).
    @inline(__always)
    private static func eightDigitsValue(_ word: UInt64) -> UInt64 {
        var value = word &- 0x3030_3030_3030_3030
        value = (value &* 10) &+ (value >> 8)
        value =
            ((value & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32))
                &+ ((value >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32))) >> 32
        return value & 0xFFFF_FFFF
    }

    /// Skips an unknown field's value, validating it as strictly as `JSONParser` (at depth 1: the
    /// line's object is the first level).
    private mutating func skipValue() -> Bool {
        var scanner = parserScanner()
        do { try scanner.skipValue(depth: 1) } catch { return false }
        position = scanner.position
        return true
    }

    /// `JSONParser`'s scanner over this line, at `position`, with the reader's limits.
    private func parserScanner() -> JSONParser.Scanner {
        var scanner = JSONParser.Scanner(
            bytes: bytes, maximumDepth: JSONParser.defaultMaximumDepth,
            maximumStringLength: JSONParser.defaultMaximumStringLength)
        scanner.position = position
        return scanner
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x09, 0x0D: position += 1
            default: return
            }
        }
    }

    @inline(__always)
    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Reads a string of printable ASCII without escapes and returns the range of its content;
    /// nil (the tree-based decoder decides) for anything else.
    @inline(__always)
    private mutating func plainString() -> Range<Int>? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = position
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return start..<index
            }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        return nil
    }

    // MARK: Matching bytes

    /// Up to 8 bytes as one little-endian word (the first byte lowest), so that a key or a name
    /// compares in one step; nil for longer ranges.
    @inline(__always)
    private func word(_ range: Range<Int>) -> UInt64? {
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

    private func key(_ range: Range<Int>) -> Key? {
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
    private func eventType(_ range: Range<Int>) -> EventType? {
        switch word(range) {
        case Self.touchWord: .touch
        case Self.tapWord: .tap
        case Self.scrollWord: .scroll
        case Self.frameWord: .frame
        case Self.markWord: .mark
        default: nil
        }
    }

    private func phase(_ range: Range<Int>) -> TouchPhase? {
        switch word(range) {
        case Self.movedWord: .moved
        case Self.beganWord: .began
        case Self.endedWord: .ended
        case nil: Self.equal(bytes, range, "cancelled") ? .cancelled : nil
        default: nil
        }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString)
        -> Bool
    {
        guard range.count == text.utf8CodeUnitCount else { return false }
        for index in 0..<range.count where bytes[range.lowerBound + index] != text.utf8Start[index] {
            return false
        }
        return true
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count
            && (0..<a.count).allSatisfy { bytes[a.lowerBound + $0] == bytes[b.lowerBound + $0] }
    }

    // MARK: Checking

    /// The event the fields describe, if it passes every check of `EventDecoder` that does not
    /// look at the events before it.
    private static func scanned(_ fields: Fields) -> ScannedEvent? {
        guard let type = fields.type, fields.seen & ~keys(of: type) == 0, Limits.time.contains(fields.t)
        else {
            return nil
        }
        var seq: Int?
        if fields.seen & Key.seq.rawValue != 0 {
            guard let value = integer(fields.seq) else { return nil }
            seq = value
        }
        let kind: Event.Kind
        switch type {
        case .touch:
            guard let phase = fields.phase, let id = integer(fields.id),
                let point = point(fields.x, fields.y)
            else { return nil }
            kind = .touch(id: id, phase: phase, at: point)
        case .tap:
            guard let point = point(fields.x, fields.y) else { return nil }
            kind = .tap(at: point)
        case .frame:
            kind = .frame
        case .scroll:
            let isAbsolute = fields.seen & (Key.x.rawValue | Key.y.rawValue) != 0
            let isRelative = fields.seen & (Key.dx.rawValue | Key.dy.rawValue) != 0
            guard isAbsolute != isRelative else { return nil }
            if isAbsolute {
                guard let x = optionalCoordinate(fields.x, fields.seen, .x),
                    let y = optionalCoordinate(fields.y, fields.seen, .y)
                else { return nil }
                kind = .scroll(.absolute(x: x, y: y))
            } else {
                guard let dx = optionalCoordinate(fields.dx, fields.seen, .dx),
                    let dy = optionalCoordinate(fields.dy, fields.seen, .dy)
                else { return nil }
                kind = .scroll(.relative(dx: dx ?? 0, dy: dy ?? 0))
            }
        case .mark:
            guard let label = fields.label, !label.isEmpty else { return nil }
            kind = .mark(label: label)
        default:
            // Any other type goes to the tree-based decoder.
            return nil
        }
        return ScannedEvent(event: Event(t: fields.t, kind), seq: seq)
    }

    /// The keys an event of `type` has (`FieldPlace.fields`). A line with another of the keys the
    /// fast path reads (`label` on a `touch`) goes to the tree-based decoder, which warns about it.
    @inline(__always)
    private static func keys(of type: EventType) -> UInt16 {
        let common = Key.type.rawValue | Key.t.rawValue | Key.seq.rawValue
        return switch type {
        case .touch: common | Key.phase.rawValue | Key.id.rawValue | Key.x.rawValue | Key.y.rawValue
        case .tap: common | Key.x.rawValue | Key.y.rawValue
        case .scroll: common | Key.x.rawValue | Key.y.rawValue | Key.dx.rawValue | Key.dy.rawValue
        case .frame: common
        case .mark: common | Key.label.rawValue
        default: 0
        }
    }

    /// `ObjectDecoder.integer` with `Limits.identifier`: integral, at most 2^53 in magnitude.
    private static func integer(_ value: Double) -> Int? {
        guard value.magnitude <= JSONNode.largestExactInteger, value.rounded(.towardZero) == value else {
            return nil
        }
        let integer = Int(value)
        return Limits.identifier.contains(integer) ? integer : nil
    }

    private static func point(_ x: Double, _ y: Double) -> Point? {
        guard Limits.coordinate.contains(x), Limits.coordinate.contains(y) else { return nil }
        return Point(x: x, y: y)
    }

    /// `.some(nil)` when `key` is absent, `.some(value)` when it is a coordinate, nil when it is
    /// out of range.
    private static func optionalCoordinate(_ value: Double, _ seen: UInt16, _ key: Key) -> Double?? {
        guard seen & key.rawValue != 0 else { return .some(nil) }
        return Limits.coordinate.contains(value) ? .some(value) : nil
    }
}

/// An event line the fast path read on its own: what `EventDecoder.Sequence.accept(_:line:)`
/// checks against the lines before it.
struct ScannedEvent {
    var event: Event
    /// The line's `seq`, if it has one.
    var seq: Int?
}

extension EventDecoder.Sequence {
    /// Whether `scanned`, on line `line`, can follow the events so far as `EventDecoder` checks it
    /// (time does not go backwards, `seq` increases, a finger begins only when up and moves or
    /// lifts only when down); if so it is added to the sequence, else the sequence is unchanged.
    mutating func accept(_ scanned: ScannedEvent, line: Int) -> Bool {
        let t = scanned.event.t
        guard t >= lastTime else { return false }
        if let seq = scanned.seq, let last = lastSeq, seq <= last { return false }
        if case .touch(let id, let phase, _) = scanned.event.kind {
            switch phase {
            case .began:
                guard touchesDown[id] == nil else { return false }
                touchesDown[id] = line
            case .moved:
                guard touchesDown[id] != nil else { return false }
            case .ended, .cancelled:
                guard touchesDown.removeValue(forKey: id) != nil else { return false }
                touchesLifted[id] = (line, phase)
            }
        }
        lastTime = t
        if let seq = scanned.seq { lastSeq = seq }
        return true
    }
}
