// Validating without building: the fast event path (`EventLineScanner`) skips the values of
// fields it does not know, but must reject exactly what `JSONParser` rejects.

extension JSONParser.Scanner {
    /// Skips the value at `position`, inside `depth` containers, accepting and rejecting exactly
    /// what ``parseValue(depth:)`` does, but building nothing (no nodes, no strings).
    ///
    /// - Complexity: O(*n*) in the value's length; recursion depth bounded by `maximumDepth`.
    mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
        guard position < bytes.count else { throw endOfInput() }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            try skipContainer(close: UInt8(ascii: "}"), depth: depth + 1)
        case UInt8(ascii: "["):
            try skipContainer(close: UInt8(ascii: "]"), depth: depth + 1)
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try parseNumber()
        case UInt8(ascii: "t"):
            try skipLiteral("true")
        case UInt8(ascii: "f"):
            try skipLiteral("false")
        case UInt8(ascii: "n"):
            try skipLiteral("null")
        default:
            throw error("expected a value")
        }
    }

    /// Skips the object or array whose opening bracket is at `position`.
    private mutating func skipContainer(close: UInt8, depth: Int) throws(JSONSyntaxError) {
        let isObject = close == UInt8(ascii: "}")
        try checkDepth(depth)
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == close {
            position += 1
            return
        }
        while true {
            if isObject {
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw error("expected a string key")
                }
                try skipString()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                    throw error("expected ':'")
                }
                position += 1
                skipWhitespace()
            }
            try skipValue(depth: depth)
            skipWhitespace()
            guard position < bytes.count else { throw endOfInput() }
            switch bytes[position] {
            case UInt8(ascii: ","):
                try skipComma(before: close)
            case close:
                position += 1
                return
            default:
                throw error("expected ',' or a closing bracket")
            }
        }
    }

    /// Skips the string whose opening quote is at `position`, validating it as ``parseString()``
    /// does: escapes, surrogate pairs, UTF-8, control characters and the length limit.
    mutating func skipString() throws(JSONSyntaxError) {
        let quote = position
        position += 1
        // The decoded length: raw bytes plus what the escapes decode to.
        var length = 0
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                length += position - runStart
                try checkStringLength(length, quote: quote)
                position += 1
                return
            } else if byte == UInt8(ascii: "\\") {
                length += position - runStart
                scratch.removeAll(keepingCapacity: true)
                try appendEscape(quote: quote)
                length += scratch.count
                runStart = position
            } else if byte < 0x20 {
                throw error("control character in string")
            } else if byte < 0x80 {
                position += 1
            } else {
                try skipUTF8Sequence()
            }
        }
        throw JSONSyntaxError(message: "unterminated string", offset: quote)
    }

    private mutating func skipLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw endOfInput() }
        for index in 0..<count where bytes[position + index] != word.utf8Start[index] {
            throw error("invalid literal")
        }
        position += count
    }
}
