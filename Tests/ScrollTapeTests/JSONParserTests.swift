import Foundation
import Testing

@testable import ScrollTape

@Suite struct JSONParserTests {
    // MARK: JSONTestSuite

    @Test func conformanceDataIsPresent() {
        #expect(ConformanceData.suiteFiles(prefix: "y_").count == 95)
        #expect(ConformanceData.suiteFiles(prefix: "n_").count == 188)
        #expect(ConformanceData.suiteFiles(prefix: "i_").count == 35)
    }

    @Test(arguments: ConformanceData.suiteFiles(prefix: "y_"))
    func acceptsValidDocument(_ name: String) throws {
        let bytes = try ConformanceData.suiteFile(name)
        do {
            _ = try JSONParser.parse(bytes)
        } catch {
            Issue.record("\(name) rejected: \(error)")
        }
    }

    @Test(arguments: ConformanceData.suiteFiles(prefix: "n_"))
    func rejectsInvalidDocument(_ name: String) throws {
        let bytes = try ConformanceData.suiteFile(name)
        do {
            let node = try JSONParser.parse(bytes)
            Issue.record("\(name) accepted as \(node.typeName)")
        } catch {
            #expect((0...bytes.count).contains(error.offset), "\(name): offset \(error.offset) out of bounds")
        }
    }

    /// What the parser does with each implementation-defined (`i_`) JSONTestSuite file, and
    /// why. The same policy is documented on `JSONParser`.
    struct Policy: Sendable, CustomTestStringConvertible {
        var file: String
        /// The expected error message, or nil when the document is accepted.
        var rejection: String?
        var reason: String

        var testDescription: String { file }

        static func accept(_ file: String, _ reason: String) -> Policy {
            Policy(file: file, rejection: nil, reason: reason)
        }

        static func reject(_ file: String, _ message: String, _ reason: String) -> Policy {
            Policy(file: file, rejection: message, reason: reason)
        }
    }

    static let implementationDefinedPolicy: [Policy] = [
        .accept("i_number_double_huge_neg_exp.json", "underflow rounds to 0"),
        .reject("i_number_huge_exp.json", "number is out of range", "overflows to infinity"),
        .reject("i_number_neg_int_huge_exp.json", "number is out of range", "overflows to -infinity"),
        .reject("i_number_pos_double_huge_exp.json", "number is out of range", "overflows to infinity"),
        .reject("i_number_real_neg_overflow.json", "number is out of range", "overflows to -infinity"),
        .reject("i_number_real_pos_overflow.json", "number is out of range", "overflows to infinity"),
        .accept("i_number_real_underflow.json", "underflow rounds to 0"),
        .accept("i_number_too_big_neg_int.json", "large integers round to the nearest Double"),
        .accept("i_number_too_big_pos_int.json", "large integers round to the nearest Double"),
        .accept("i_number_very_big_negative_int.json", "large integers round to the nearest Double"),
        .reject(
            "i_object_key_lone_2nd_surrogate.json", "lone surrogate \\uDFAA in string",
            "a key must be valid Unicode"),
        .reject(
            "i_string_1st_surrogate_but_2nd_missing.json", "lone surrogate \\uDADA in string",
            "a high surrogate needs a low one"),
        .reject(
            "i_string_1st_valid_surrogate_2nd_invalid.json", "lone surrogate \\uD888 in string",
            "\\u1234 is not a low surrogate"),
        .reject(
            "i_string_UTF-16LE_with_BOM.json", "byte order mark is not allowed",
            "recordings are UTF-8 without a BOM"),
        .reject("i_string_UTF-8_invalid_sequence.json", "invalid UTF-8 in string", "strings must be UTF-8"),
        .reject(
            "i_string_UTF8_surrogate_U+D800.json", "invalid UTF-8 in string",
            "UTF-8 must not encode surrogates"),
        .reject(
            "i_string_incomplete_surrogate_and_escape_valid.json", "lone surrogate \\uD800 in string",
            "\\n is not a low surrogate"),
        .reject(
            "i_string_incomplete_surrogate_pair.json", "lone surrogate \\uDD1E in string",
            "a low surrogate without a high one"),
        .reject(
            "i_string_incomplete_surrogates_escape_valid.json", "lone surrogate \\uD800 in string",
            "two high surrogates"),
        .reject(
            "i_string_invalid_lonely_surrogate.json", "lone surrogate \\uD800 in string",
            "a high surrogate needs a low one"),
        .reject(
            "i_string_invalid_surrogate.json", "lone surrogate \\uD800 in string",
            "a high surrogate needs a low one"),
        .reject("i_string_invalid_utf-8.json", "invalid UTF-8 in string", "0xFF never occurs in UTF-8"),
        .reject(
            "i_string_inverted_surrogates_U+1D11E.json", "lone surrogate \\uDD1E in string",
            "low surrogate first"),
        .reject("i_string_iso_latin_1.json", "invalid UTF-8 in string", "Latin-1 is not UTF-8"),
        .reject(
            "i_string_lone_second_surrogate.json", "lone surrogate \\uDFAA in string",
            "a low surrogate without a high one"),
        .reject(
            "i_string_lone_utf8_continuation_byte.json", "invalid UTF-8 in string",
            "a continuation byte cannot start a character"),
        .reject(
            "i_string_not_in_unicode_range.json", "invalid UTF-8 in string", "above U+10FFFF"),
        .reject(
            "i_string_overlong_sequence_2_bytes.json", "invalid UTF-8 in string",
            "overlong encodings are invalid"),
        .reject(
            "i_string_overlong_sequence_6_bytes.json", "invalid UTF-8 in string",
            "overlong encodings are invalid"),
        .reject(
            "i_string_overlong_sequence_6_bytes_null.json", "invalid UTF-8 in string",
            "overlong encodings are invalid"),
        .reject("i_string_truncated-utf-8.json", "invalid UTF-8 in string", "a truncated sequence"),
        .reject(
            "i_string_utf16BE_no_BOM.json", "expected a value, found byte 0x00", "UTF-16 is not UTF-8"),
        .reject(
            "i_string_utf16LE_no_BOM.json", "expected a value, found byte 0x00", "UTF-16 is not UTF-8"),
        .reject(
            "i_structure_500_nested_arrays.json", "nesting is deeper than 64 levels",
            "recordings nest a few levels; the limit bounds recursion"),
        .reject(
            "i_structure_UTF-8_BOM_empty_object.json", "byte order mark is not allowed",
            "the format allows no BOM"),
    ]

    @Test func policyCoversEveryImplementationDefinedFile() {
        #expect(Self.implementationDefinedPolicy.map(\.file) == ConformanceData.suiteFiles(prefix: "i_"))
    }

    @Test(arguments: implementationDefinedPolicy)
    func followsImplementationDefinedPolicy(_ policy: Policy) throws {
        let bytes = try ConformanceData.suiteFile(policy.file)
        do {
            _ = try JSONParser.parse(bytes)
            #expect(policy.rejection == nil, "accepted, but the policy is to reject: \(policy.reason)")
        } catch {
            #expect(
                error.message == policy.rejection,
                "rejected with '\(error.message)', policy: \(policy.rejection ?? "accept") (\(policy.reason))"
            )
        }
    }

    // MARK: Numbers

    /// Every line of parse-number-fxx (`HEXBITS decimal`), and its negation, parses as a whole
    /// document to exactly that bit pattern. Lines whose value overflows to infinity must be
    /// rejected instead, since the parser treats overflow as an error.
    @Test(arguments: [
        "freetype-2-7", "google-wuffs", "lemire-fast-float", "more-test-cases", "tencent-rapidjson",
    ])
    func numbersParseToCorrectlyRoundedDoubles(_ name: String) throws {
        let text = try ConformanceData.numberFile(name)
        var checked = 0
        var mismatches: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let bits = UInt64(fields[0], radix: 16) else {
                mismatches.append("malformed line '\(line)'")
                continue
            }
            let signBit = (-0.0).bitPattern
            for (decimal, expectedBits) in [(String(fields[1]), bits), ("-" + fields[1], bits ^ signBit)] {
                checked += 1
                let expected = Double(bitPattern: expectedBits)
                do {
                    let node = try JSONParser.parse(decimal)
                    let actual = node.numberValue?.bitPattern
                    if expected.isInfinite || actual != expectedBits {
                        mismatches.append(
                            "\(decimal): expected \(hex(expectedBits)), got \(actual.map(hex) ?? "?")")
                    }
                } catch {
                    let overflow = JSONSyntaxError(message: "number is out of range", offset: 0)
                    if !expected.isInfinite || error != overflow {
                        mismatches.append("\(decimal): expected \(hex(expectedBits)), got error \(error)")
                    }
                }
            }
        }
        #expect(checked > 100)
        // Count, so that a failure prints only the first few mismatches, not all of them.
        let wrongCount = mismatches.count
        #expect(
            wrongCount == 0,
            "\(wrongCount) of \(checked) numbers wrong:\n\(mismatches.prefix(5).joined(separator: "\n"))")
    }

    private func hex(_ bits: UInt64) -> String {
        let digits = String(bits, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    @Test func numbersKeepTheirSign() throws {
        #expect(try JSONParser.parse("-0").numberValue?.bitPattern == (-0.0).bitPattern)
        #expect(try JSONParser.parse("-0.0e7").numberValue?.bitPattern == (-0.0).bitPattern)
        #expect(try JSONParser.parse("-12.5E-1").numberValue == -1.25)
        #expect(try JSONParser.parse("1E+2").numberValue == 100)
    }

    @Test func integralNumbersAreRecognised() throws {
        #expect(try JSONParser.parse("3").isIntegral)
        #expect(try JSONParser.parse("3").intValue == 3)
        #expect(try JSONParser.parse("-2.0e1").intValue == -20)
        #expect(try JSONParser.parse("9007199254740992").intValue == 9_007_199_254_740_992)
        #expect(try !JSONParser.parse("9007199254740994").isIntegral)
        #expect(try !JSONParser.parse("0.5").isIntegral)
        #expect(try !JSONParser.parse("\"3\"").isIntegral)
    }

    // MARK: Trees and offsets

    @Test func valuesAndKeysCarryByteOffsets() throws {
        // "é" is two bytes, so everything after it is one byte further than its character.
        let node = try JSONParser.parse(#" {"é": [1, true], "b": null} "#)
        #expect(node.offset == 1)
        #expect(node.typeName == "object")
        let first = try #require(node[key: "é"])
        #expect(first.keyOffset == 2)
        #expect(first.value.offset == 8)
        #expect(first.value.arrayValue?.map(\.offset) == [9, 12])
        #expect(first.value.arrayValue?.map(\.typeName) == ["number", "boolean"])
        #expect(node[key: "b"]?.keyOffset == 19)
        #expect(node["b"]?.offset == 24)
        #expect(node["b"]?.isNull == true)
        #expect(node["missing"] == nil)
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        let node = try JSONParser.parse(#"{"a":1,"b":2,"a":3}"#)
        #expect(node.members?.map(\.key) == ["a", "b", "a"])
        #expect(node["a"]?.numberValue == 1)
        #expect(node.firstDuplicateMember?.keyOffset == 13)
        #expect(try JSONParser.parse(#"{"a":1,"b":2}"#).firstDuplicateMember == nil)
    }

    @Test func escapesAreDecoded() throws {
        let node = try JSONParser.parse(
            #"["a\"\\\/\b\f\n\r\tz", "\u00e9\u20AC\uD834\uDD1E\u0000", "plain é"]"#)
        #expect(
            node.arrayValue?.map(\.stringValue) == [
                "a\"\\/\u{8}\u{C}\n\r\tz", "é€\u{1D11E}\u{0}", "plain é",
            ])
    }

    @Test func slicesCountOffsetsFromTheirFirstByte() throws {
        let bytes = Array(#"xx["a", 1]"#.utf8)
        let node = try JSONParser.parse(bytes[2...])
        #expect(node.offset == 0)
        #expect(node.arrayValue?.map(\.offset) == [1, 6])
        let pointerNode = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            try JSONParser.parse(UnsafeBufferPointer(rebasing: buffer[2...]))
        }
        #expect(pointerNode == node)
    }

    // MARK: Errors

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var input: [UInt8]
        var message: String
        var offset: Int

        init(_ input: String, _ message: String, _ offset: Int) {
            self.input = Array(input.utf8)
            self.message = message
            self.offset = offset
        }

        init(bytes: [UInt8], _ message: String, _ offset: Int) {
            self.input = bytes
            self.message = message
            self.offset = offset
        }

        var testDescription: String { String(decoding: input.prefix(40), as: UTF8.self).debugDescription }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase("", "unexpected end of input", 0),
        ErrorCase(" \t\r\n", "unexpected end of input", 4),
        ErrorCase("[1,2", "unexpected end of input", 4),
        ErrorCase(#"{"a":"#, "unexpected end of input", 5),
        ErrorCase("nul", "unexpected end of input", 3),
        ErrorCase("-", "unexpected end of input", 1),
        ErrorCase(bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], "byte order mark is not allowed", 0),
        ErrorCase(bytes: [0xFE, 0xFF, 0x00, 0x5B], "byte order mark is not allowed", 0),
        ErrorCase(#"{"a":1 "b":2}"#, "expected ',' or '}' after object member", 7),
        ErrorCase("[1 2]", "expected ',' or ']' after array element", 3),
        ErrorCase(#"{"a" 1}"#, "expected ':' after object key", 5),
        ErrorCase("{1:2}", "expected a string key or '}', found '1'", 1),
        ErrorCase("{'a':1}", #"expected a string key or '}', found "'""#, 1),
        ErrorCase(#"{"a":1,2}"#, "expected a string key, found '2'", 7),
        ErrorCase("[1,]", "trailing comma before ']'", 2),
        ErrorCase(#"{"a":1 , }"#, "trailing comma before '}'", 7),
        ErrorCase("[,1]", "expected a value, found ','", 1),
        ErrorCase("[True]", "expected a value, found 'T'", 1),
        ErrorCase(#"["é", x]"#, "expected a value, found 'x'", 7),
        ErrorCase(#"{"a":é}"#, "expected a value, found byte 0xC3", 5),
        ErrorCase("[tru]", "invalid literal, expected 'true'", 4),
        ErrorCase("nulL", "invalid literal, expected 'null'", 3),
        ErrorCase("{} x", "unexpected 'x' after JSON value", 3),
        ErrorCase("[1]\u{C}", "unexpected byte 0x0C after JSON value", 3),
        ErrorCase("truefalse", "unexpected 'f' after JSON value", 4),
        ErrorCase(#"["abc"#, "unterminated string", 1),
        ErrorCase(#"["\"#, "unterminated string", 1),
        ErrorCase(#"["\u00"#, "unterminated string", 1),
        ErrorCase(#"["a\qb"]"#, #"invalid escape '\q' in string"#, 3),
        ErrorCase(#"["\'"]"#, #"invalid escape '\'' in string"#, 2),
        ErrorCase(
            bytes: [0x22, 0x5C, 0xC3, 0xA9, 0x22], #"invalid escape in string: '\' followed by byte 0xC3"#, 1),
        ErrorCase(#"["\u12"]"#, #"invalid \u escape, expected 4 hex digits"#, 2),
        ErrorCase(#"["\uD800\u12x4"]"#, #"invalid \u escape, expected 4 hex digits"#, 8),
        ErrorCase("[\"a\nb\"]", "control character U+000A in string must be escaped", 3),
        ErrorCase("\"\u{0}\"", "control character U+0000 in string must be escaped", 1),
        ErrorCase(#"["\uD800"]"#, #"lone surrogate \uD800 in string"#, 2),
        ErrorCase(#"["\uD800\u0041"]"#, #"lone surrogate \uD800 in string"#, 2),
        ErrorCase(#"["x\udc00"]"#, #"lone surrogate \uDC00 in string"#, 3),
        ErrorCase(bytes: [0x22, 0x61, 0xFF, 0x22], "invalid UTF-8 in string", 2),
        ErrorCase(bytes: [0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 in string", 1),
        ErrorCase(bytes: [0x22, 0xE0, 0x9F, 0xBF, 0x22], "invalid UTF-8 in string", 1),
        ErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 in string", 1),
        ErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 in string", 1),
        ErrorCase(bytes: [0x22, 0xE2, 0x82, 0x22], "invalid UTF-8 in string", 1),
        ErrorCase(bytes: [0x22, 0xF0, 0x9F, 0x98], "invalid UTF-8 in string", 1),
        ErrorCase("012", "leading zeros are not allowed in numbers", 0),
        ErrorCase("[-01]", "leading zeros are not allowed in numbers", 2),
        ErrorCase("-x", "expected a digit after '-', found 'x'", 1),
        ErrorCase("[1.]", "expected a digit after '.', found ']'", 3),
        ErrorCase("[1e+]", "expected a digit in the exponent, found ']'", 4),
        ErrorCase("[.5]", "expected a value, found '.'", 1),
        ErrorCase("[1e400]", "number is out of range", 1),
        ErrorCase("-1e400", "number is out of range", 0),
        ErrorCase(
            String(repeating: "[", count: 64) + "{" + String(repeating: "]", count: 64),
            "nesting is deeper than 64 levels", 64),
    ]

    @Test(arguments: errorCases)
    func reportsErrorWithPosition(_ errorCase: ErrorCase) {
        #expect(throws: JSONSyntaxError(message: errorCase.message, offset: errorCase.offset)) {
            try JSONParser.parse(errorCase.input)
        }
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try JSONParser.parse(deepest).typeName == "array")
        #expect(throws: JSONSyntaxError(message: "nesting is deeper than 2 levels", offset: 7)) {
            try JSONParser.parse(#"{"a": [{}]}"#, maximumDepth: 2)
        }
    }

    @Test func stringLengthIsLimitedInDecodedBytes() throws {
        #expect(try JSONParser.parse(#"["abc", "\u00e9x"]"#, maximumStringLength: 3).arrayValue?.count == 2)
        #expect(throws: JSONSyntaxError(message: "string is longer than 3 bytes", offset: 1)) {
            try JSONParser.parse(#"["abcd"]"#, maximumStringLength: 3)
        }
        #expect(throws: JSONSyntaxError(message: "string is longer than 3 bytes", offset: 1)) {
            try JSONParser.parse(#"{"a\nbc": 1}"#, maximumStringLength: 3)
        }
    }

    @Test func errorsReportOneBasedColumns() {
        let error = JSONSyntaxError(message: "unexpected end of input", offset: 4)
        #expect(error.column == 5)
    }
}
