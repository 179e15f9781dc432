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
