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

extension JSONParser {
    /// Upper-case hexadecimal with at least `digits` digits.
    static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
