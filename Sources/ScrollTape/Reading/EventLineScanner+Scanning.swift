import ScrollTapeCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension EventLineScanner {
    /// Reads a `touch`, `frame` or `tap` line written exactly as `Event.jsonLine` writes it (the
    /// keys in its order, no spaces), matching the text between the values as whole literals;
    /// nil at the first difference (the caller then reads the line with ``fields()``).
    mutating func layoutFields() -> Fields? {
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
    mutating func fields(unknownKeys: inout [Range<Int>]) -> Fields? {
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
                // `scroll` names the scroll view a scroll event moves: the full decoder reads it.
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

    /// Skips an unknown field's value, validating it as strictly as `JSONParser` (at depth 1: the
    /// line's object is the first level).
    private mutating func skipValue() -> Bool {
        var scanner = parserScanner()
        do { try scanner.skipValue(depth: 1) } catch { return false }
        position = scanner.position
        return true
    }

    /// `JSONParser`'s scanner over this line, at `position`, with the reader's limits.
    func parserScanner() -> JSONParser.Scanner {
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
}
