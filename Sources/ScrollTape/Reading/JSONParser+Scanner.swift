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

/// The bytes of the JSON literals.
private enum JSONLiteral {
    static let `true` = Array("true".utf8)
    static let `false` = Array("false".utf8)
    static let null = Array("null".utf8)
}
