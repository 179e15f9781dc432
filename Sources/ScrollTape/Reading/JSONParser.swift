/// A strict RFC 8259 parser for one JSON document, with the byte offset of every value.
///
/// The whole input must be exactly one value, optionally surrounded by whitespace (space, tab,
/// line feed, carriage return). The input must be UTF-8 without a byte order mark. Numbers
/// follow the RFC grammar exactly and are converted to the correctly rounded `Double`; strings
/// must be valid UTF-8 and their `\u` escapes must pair surrogates properly. Duplicate object
/// keys are kept, in order (see ``JSONNode/firstDuplicateMember``).
///
/// Where RFC 8259 leaves the choice to the implementation (JSONTestSuite's `i_` cases):
///
/// | input (`i_` files) | policy |
/// |---|---|
/// | number overflowing to ±infinity (`1e400`) | reject: `number is out of range` |
/// | number underflowing (`123e-10000000`) | accept: ±0 or the nearest subnormal |
/// | integer beyond 2^53 (`100000000000000000000`) | accept: the nearest `Double` |
/// | lone or inverted surrogate escape (`"\uD800"`) | reject: `lone surrogate \uD800 in string` |
/// | invalid UTF-8 (overlong, surrogate, > U+10FFFF, truncated) | reject: `invalid UTF-8 in string` |
/// | UTF-8 or UTF-16 byte order mark | reject: `byte order mark is not allowed` |
/// | UTF-16 without a byte order mark | reject: `expected a value, found byte 0x00` |
/// | nesting deeper than `maximumDepth` (500 arrays) | reject: `nesting is deeper than 64 levels` |
///
/// Errors carry the 0-based byte offset of the offending byte; the start of a construct
/// (an escape, an unterminated string, an out-of-range number, an over-deep container) is
/// reported at its first byte.
///
/// - Complexity: O(*n*) in the length of the input. Recursion depth is bounded by
///   `maximumDepth`.
package struct JSONParser: Sendable {
    /// The default limit on nested arrays and objects.
    package static let defaultMaximumDepth = 64
    /// The default limit on a decoded string's length: 1 MiB of UTF-8.
    package static let defaultMaximumStringLength = 1 << 20

    /// Parses one JSON document.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text. Offsets in the result count from its first byte.
    ///   - maximumDepth: The deepest allowed nesting of arrays and objects (a top-level array is
    ///     depth 1).
    ///   - maximumStringLength: The longest allowed string or key, in decoded UTF-8 bytes.
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maximumDepth: Int = defaultMaximumDepth,
        maximumStringLength: Int = defaultMaximumStringLength
    ) throws(JSONSyntaxError) -> JSONNode {
        var scanner = Scanner(
            bytes: bytes, maximumDepth: maximumDepth, maximumStringLength: maximumStringLength)
        return try scanner.parseDocument()
    }

    /// Parses one JSON document from a collection of UTF-8 bytes, such as `[UInt8]`,
    /// `ArraySlice<UInt8>` or `String.UTF8View`.
    ///
    /// Offsets in the result count from the collection's first byte (not from a slice's base).
    package static func parse(
        _ bytes: some Collection<UInt8>,
        maximumDepth: Int = defaultMaximumDepth,
        maximumStringLength: Int = defaultMaximumStringLength
    ) throws(JSONSyntaxError) -> JSONNode {
        func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONNode, JSONSyntaxError> {
            Result { () throws(JSONSyntaxError) in
                try parse(buffer, maximumDepth: maximumDepth, maximumStringLength: maximumStringLength)
            }
        }
        if let result = bytes.withContiguousStorageIfAvailable(run) {
            return try result.get()
        }
        return try Array(bytes).withUnsafeBufferPointer(run).get()
    }

    /// Parses one JSON document from a string's UTF-8.
    package static func parse(
        _ text: String,
        maximumDepth: Int = defaultMaximumDepth,
        maximumStringLength: Int = defaultMaximumStringLength
    ) throws(JSONSyntaxError) -> JSONNode {
        var text = text
        text.makeContiguousUTF8()
        return try parse(text.utf8, maximumDepth: maximumDepth, maximumStringLength: maximumStringLength)
    }
}

// MARK: - Scanner

extension JSONParser {
    /// The parsing state over one input buffer.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let maximumDepth: Int
        let maximumStringLength: Int
        /// The offset of the next byte to read.
        var position = 0
        /// Decoded bytes of the string being read, once it has an escape.
        var scratch: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumStringLength: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
            self.maximumStringLength = maximumStringLength
        }

        mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
            if hasPrefix([0xEF, 0xBB, 0xBF]) || hasPrefix([0xFF, 0xFE]) || hasPrefix([0xFE, 0xFF]) {
                throw JSONSyntaxError(message: "byte order mark is not allowed", offset: 0)
            }
            skipWhitespace()
            let value = try parseValue(depth: 0)
            skipWhitespace()
            if position < bytes.count {
                throw error("unexpected \(describe(bytes[position])) after JSON value")
            }
            return value
        }

        // MARK: Structure

        /// Parses the value at `position`, inside `depth` containers.
        mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard position < bytes.count else { throw endOfInput() }
            let start = position
            switch bytes[position] {
            case JSONByte.openBrace:
                return try parseObject(depth: depth + 1)
            case JSONByte.openBracket:
                return try parseArray(depth: depth + 1)
            case JSONByte.quote:
                return JSONNode(kind: .string(try parseString()), offset: start)
            case JSONByte.minus, JSONByte.zero...JSONByte.nine:
                return JSONNode(kind: .number(try parseNumber()), offset: start)
            case JSONByte.lowercaseT:
                try parseLiteral(JSONLiteral.true, name: "true")
                return JSONNode(kind: .bool(true), offset: start)
            case JSONByte.lowercaseF:
                try parseLiteral(JSONLiteral.false, name: "false")
                return JSONNode(kind: .bool(false), offset: start)
            case JSONByte.lowercaseN:
                try parseLiteral(JSONLiteral.null, name: "null")
                return JSONNode(kind: .null, offset: start)
            case let byte:
                throw error("expected a value, found \(describe(byte))")
            }
        }

        mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            let start = position
            try checkDepth(depth)
            position += 1
            skipWhitespace()
            var elements: [JSONNode] = []
            if position < bytes.count, bytes[position] == JSONByte.closeBracket {
                position += 1
                return JSONNode(kind: .array(elements), offset: start)
            }
            while true {
                elements.append(try parseValue(depth: depth))
                skipWhitespace()
                guard position < bytes.count else { throw endOfInput() }
                switch bytes[position] {
                case JSONByte.comma:
                    try skipComma(before: JSONByte.closeBracket)
                case JSONByte.closeBracket:
                    position += 1
                    return JSONNode(kind: .array(elements), offset: start)
                default:
                    throw error("expected ',' or ']' after array element")
                }
            }
        }

        mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            let start = position
            try checkDepth(depth)
            position += 1
            skipWhitespace()
            var members: [JSONMember] = []
            if position < bytes.count, bytes[position] == JSONByte.closeBrace {
                position += 1
                return JSONNode(kind: .object(members), offset: start)
            }
            while true {
                guard position < bytes.count else { throw endOfInput() }
                guard bytes[position] == JSONByte.quote else {
                    let expected = members.isEmpty ? "a string key or '}'" : "a string key"
                    throw error("expected \(expected), found \(describe(bytes[position]))")
                }
                let keyOffset = position
                let key = try parseString()
                skipWhitespace()
                guard position < bytes.count else { throw endOfInput() }
                guard bytes[position] == JSONByte.colon else { throw error("expected ':' after object key") }
                position += 1
                skipWhitespace()
                let value = try parseValue(depth: depth)
                members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
                skipWhitespace()
                guard position < bytes.count else { throw endOfInput() }
                switch bytes[position] {
                case JSONByte.comma:
                    try skipComma(before: JSONByte.closeBrace)
                case JSONByte.closeBrace:
                    position += 1
                    return JSONNode(kind: .object(members), offset: start)
                default:
                    throw error("expected ',' or '}' after object member")
                }
            }
        }

        /// Skips the comma at `position` and the whitespace after it; a `close` right after it
        /// is a trailing comma.
        mutating func skipComma(before close: UInt8) throws(JSONSyntaxError) {
            let comma = position
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == close {
                throw JSONSyntaxError(
                    message: "trailing comma before \(describe(close))", offset: comma)
            }
        }

        func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
            if depth > maximumDepth {
                throw error("nesting is deeper than \(maximumDepth) levels")
            }
        }

        mutating func parseLiteral(_ word: [UInt8], name: String) throws(JSONSyntaxError) {
            for expected in word {
                guard position < bytes.count else { throw endOfInput() }
                guard bytes[position] == expected else { throw error("invalid literal, expected '\(name)'") }
                position += 1
            }
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case JSONByte.space, JSONByte.tab, JSONByte.lineFeed, JSONByte.carriageReturn: position += 1
                default: return
                }
            }
        }

        // MARK: Helpers

        func hasPrefix(_ prefix: [UInt8]) -> Bool {
            bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 }
        }

        /// An error at `position`.
        func error(_ message: String) -> JSONSyntaxError {
            JSONSyntaxError(message: message, offset: position)
        }

        func endOfInput() -> JSONSyntaxError {
            JSONSyntaxError(message: "unexpected end of input", offset: bytes.count)
        }

        /// `'x'` for a printable ASCII byte, `byte 0xNN` otherwise.
        func describe(_ byte: UInt8) -> String {
            switch byte {
            case JSONByte.apostrophe: "\"'\""
            case JSONByte.space...JSONByte.tilde: "'\(Character(Unicode.Scalar(byte)))'"
            default: "byte 0x\(JSONParser.hex(byte, digits: 2))"
            }
        }
    }
}

// MARK: - Strings

extension JSONParser.Scanner {
    /// Parses the string whose opening quote is at `position`.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = position
        position += 1
        let start = position
        // Bytes from `runStart` up to `position` are plain text not yet copied to `scratch`;
        // `scratch` is used only once the string has an escape.
        var runStart = position
        var isEscaped = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == JSONByte.quote {
                let text: String
                if isEscaped {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                    try checkStringLength(scratch.count, quote: quote)
                    text = String(decoding: scratch, as: UTF8.self)
                } else {
                    try checkStringLength(position - start, quote: quote)
                    text = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                }
                position += 1
                return text
            } else if byte == JSONByte.backslash {
                if !isEscaped {
                    isEscaped = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                try appendEscape(quote: quote)
                runStart = position
            } else if byte < 0x20 {
                throw error(
                    "control character U+\(JSONParser.hex(byte, digits: 4)) in string must be escaped")
            } else if byte < 0x80 {
                position += 1
            } else {
                try skipUTF8Sequence()
            }
        }
        throw JSONSyntaxError(message: "unterminated string", offset: quote)
    }

    func checkStringLength(_ length: Int, quote: Int) throws(JSONSyntaxError) {
        if length > maximumStringLength {
            throw JSONSyntaxError(
                message: "string is longer than \(maximumStringLength) bytes", offset: quote)
        }
    }

    /// Skips the multi-byte UTF-8 sequence at `position`, which must be well formed (Unicode
    /// Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[position]
        let continuationCount: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: continuationCount = 1
        case 0xE0: continuationCount = 2; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2
        case 0xED: continuationCount = 2; secondRange = 0x80...0x9F
        case 0xF0: continuationCount = 3; secondRange = 0x90...0xBF
        case 0xF1...0xF3: continuationCount = 3
        case 0xF4: continuationCount = 3; secondRange = 0x80...0x8F
        default: throw error("invalid UTF-8 in string")
        }
        guard position + continuationCount < bytes.count, secondRange.contains(bytes[position + 1]) else {
            throw error("invalid UTF-8 in string")
        }
        for index in position + 2..<position + 1 + continuationCount where bytes[index] & 0xC0 != 0x80 {
            throw error("invalid UTF-8 in string")
        }
        position += 1 + continuationCount
    }

    /// Decodes the escape whose backslash is at `position` into `scratch`.
    mutating func appendEscape(quote: Int) throws(JSONSyntaxError) {
        let escape = position
        guard position + 1 < bytes.count else {
            throw JSONSyntaxError(message: "unterminated string", offset: quote)
        }
        let byte = bytes[position + 1]
        position += 2
        switch byte {
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash: scratch.append(byte)
        case JSONByte.lowercaseB: scratch.append(0x08)
        case JSONByte.lowercaseF: scratch.append(0x0C)
        case JSONByte.lowercaseN: scratch.append(JSONByte.lineFeed)
        case JSONByte.lowercaseR: scratch.append(JSONByte.carriageReturn)
        case JSONByte.lowercaseT: scratch.append(JSONByte.tab)
        case JSONByte.lowercaseU:
            let unit = try hexQuad(escape: escape, quote: quote)
            var scalar = UInt32(unit)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed at once by a low one.
                guard position + 1 < bytes.count, bytes[position] == JSONByte.backslash,
                    bytes[position + 1] == JSONByte.lowercaseU
                else { throw loneSurrogate(unit, at: escape) }
                let lowEscape = position
                position += 2
                let low = try hexQuad(escape: lowEscape, quote: quote)
                guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: escape) }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            case 0xDC00...0xDFFF:
                throw loneSurrogate(unit, at: escape)
            default:
                break
            }
            appendUTF8(scalar)
        default:
            let shown =
                (JSONByte.space...JSONByte.tilde).contains(byte)
                ? "invalid escape '\\\(Character(Unicode.Scalar(byte)))' in string"
                : "invalid escape in string: '\\' followed by \(describe(byte))"
            throw JSONSyntaxError(message: shown, offset: escape)
        }
    }

    /// Reads the four hex digits of the `\u` escape that starts at `escape`.
    mutating func hexQuad(escape: Int, quote: Int) throws(JSONSyntaxError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count else {
                throw JSONSyntaxError(message: "unterminated string", offset: quote)
            }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case JSONByte.zero...JSONByte.nine: digit = byte - JSONByte.zero
            case JSONByte.lowercaseA...JSONByte.lowercaseF: digit = byte - JSONByte.lowercaseA + 10
            case JSONByte.uppercaseA...JSONByte.uppercaseF: digit = byte - JSONByte.uppercaseA + 10
            default:
                throw JSONSyntaxError(message: "invalid \\u escape, expected 4 hex digits", offset: escape)
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    func loneSurrogate(_ unit: UInt16, at escape: Int) -> JSONSyntaxError {
        JSONSyntaxError(
            message: "lone surrogate \\u\(JSONParser.hex(unit, digits: 4)) in string", offset: escape)
    }

    /// Appends the UTF-8 encoding of a Unicode scalar value (not a surrogate) to `scratch`.
    mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}

// MARK: - Numbers

extension JSONParser.Scanner {
    /// Parses the number that starts at `position`, by the RFC 8259 grammar
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        let isNegative = bytes[position] == JSONByte.minus
        if isNegative { position += 1 }
        // The significand's digits without leading zeros, while they fit the fast path.
        var significand: UInt64 = 0
        var significantDigits = 0
        var fractionDigits = 0

        guard position < bytes.count else { throw endOfInput() }
        if bytes[position] == JSONByte.zero {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw JSONSyntaxError(
                    message: "leading zeros are not allowed in numbers", offset: position - 1)
            }
        } else if isDigit(bytes[position]) {
            while position < bytes.count, isDigit(bytes[position]) {
                accumulate(bytes[position], into: &significand, count: &significantDigits)
                position += 1
            }
        } else {
            throw error("expected a digit after '-', found \(describe(bytes[position]))")
        }

        if position < bytes.count, bytes[position] == JSONByte.period {
            position += 1
            guard position < bytes.count else { throw endOfInput() }
            guard isDigit(bytes[position]) else {
                throw error("expected a digit after '.', found \(describe(bytes[position]))")
            }
            while position < bytes.count, isDigit(bytes[position]) {
                accumulate(bytes[position], into: &significand, count: &significantDigits)
                fractionDigits += 1
                position += 1
            }
        }

        var exponent = 0
        if position < bytes.count, bytes[position] | 0x20 == JSONByte.lowercaseE {
            position += 1
            guard position < bytes.count else { throw endOfInput() }
            var isExponentNegative = false
            if bytes[position] == JSONByte.minus || bytes[position] == JSONByte.plus {
                isExponentNegative = bytes[position] == JSONByte.minus
                position += 1
                guard position < bytes.count else { throw endOfInput() }
            }
            guard isDigit(bytes[position]) else {
                throw error("expected a digit in the exponent, found \(describe(bytes[position]))")
            }
            while position < bytes.count, isDigit(bytes[position]) {
                // Saturate: beyond this, every significand overflows or underflows anyway.
                if exponent < 100_000_000 { exponent = exponent * 10 + Int(bytes[position] - JSONByte.zero) }
                position += 1
            }
            if isExponentNegative { exponent = -exponent }
        }

        if let value = Self.fastValue(significand, significantDigits, exponent - fractionDigits) {
            return isNegative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(message: "number is out of range", offset: start)
        }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte &- JSONByte.zero < 10
    }

    /// Adds a digit to the significand while it has at most 19 significant digits (so it stays
    /// below 10^19 < 2^64, exact); past that, only the count grows.
    func accumulate(_ byte: UInt8, into significand: inout UInt64, count: inout Int) {
        guard significand != 0 || byte != JSONByte.zero else { return }
        count += 1
        if count <= 19 { significand = significand &* 10 &+ UInt64(byte &- JSONByte.zero) }
    }

    /// The correctly rounded value of `significand × 10^exponent` when it can be computed exactly
    /// with machine arithmetic, else nil (the caller falls back to `Double(String)`):
    /// - Clinger's fast path: a significand of at most 2^53 and |exponent| ≤ 22 are exact
    ///   `Double`s, and one IEEE multiplication or division rounds correctly;
    /// - otherwise, with at most 19 digits and |exponent| ≤ 19, the exact 128-bit product
    ///   `significand × 10^exponent`, or a 64-bit quotient of `significand × 2^s / 10^-exponent`
    ///   with a sticky bit for the remainder, is rounded once by the conversion to `Double`.
    static func fastValue(_ significand: UInt64, _ digits: Int, _ exponent: Int) -> Double? {
        if significand == 0 { return 0 }
        guard digits <= 19, (-22...22).contains(exponent) else { return nil }
        if significand <= 1 << 53 {
            let value = Double(significand)
            return exponent >= 0 ? value * powersOfTen[exponent] : value / powersOfTen[-exponent]
        }
        guard (-19...19).contains(exponent) else { return nil }
        let power = integerPowersOfTen[abs(exponent)]
        if exponent >= 0 {
            let (high, low) = significand.multipliedFullWidth(by: power)
            guard high != 0 else { return Double(low) }
            // The top 64 bits, with a sticky bit for any 1 below them, round like the full product.
            // (`<<` and `>>` are smart shifts: by 64 they give 0.)
            let shift = high.leadingZeroBitCount
            let top = high << shift | low >> (64 - shift)
            let sticky: UInt64 = low << shift == 0 ? 0 : 1
            return Double(top | sticky) * Double(sign: .plus, exponent: 64 - shift, significand: 1)
        }
        // q = ⌊significand × 2^s / 10^k⌋ in [2^62, 2^64): at least 9 bits below a double's last
        // bit, so that a sticky bit for a non-zero remainder rounds exactly as the true quotient.
        let shift = 63 - (64 - significand.leadingZeroBitCount) + (64 - power.leadingZeroBitCount)
        let numerator: (high: UInt64, low: UInt64) =
            shift >= 64
            ? (significand << (shift - 64), 0) : (significand >> (64 - shift), significand << shift)
        let (quotient, remainder) = power.dividingFullWidth(numerator)
        let sticky: UInt64 = remainder == 0 ? 0 : 1
        return Double(quotient | sticky) * Double(sign: .plus, exponent: -shift, significand: 1)
    }

    /// 10^0 … 10^19, the powers of ten that fit a `UInt64`.
    static let integerPowersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    /// 10^0 … 10^22, each exactly representable.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}

extension JSONParser {
    /// Upper-case hexadecimal with at least `digits` digits.
    static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// The bytes of the JSON literals.
private enum JSONLiteral {
    static let `true` = Array("true".utf8)
    static let `false` = Array("false".utf8)
    static let null = Array("null".utf8)
}

/// ASCII bytes the parser looks for.
private enum JSONByte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let uppercaseA: UInt8 = 0x41
    static let uppercaseF: UInt8 = 0x46
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let lowercaseA: UInt8 = 0x61
    static let lowercaseB: UInt8 = 0x62
    static let lowercaseE: UInt8 = 0x65
    static let lowercaseF: UInt8 = 0x66
    static let lowercaseN: UInt8 = 0x6E
    static let lowercaseR: UInt8 = 0x72
    static let lowercaseT: UInt8 = 0x74
    static let lowercaseU: UInt8 = 0x75
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let tilde: UInt8 = 0x7E
}
