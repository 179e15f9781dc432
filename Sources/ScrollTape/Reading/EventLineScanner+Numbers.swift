extension EventLineScanner {
    /// Reads a number: the common forms here, by the same exact arithmetic as `JSONParser`
    /// (`JSONParser.Scanner.fastValue`); anything else (more than 19 digits, a large exponent,
    /// invalid grammar) by `JSONParser.Scanner.parseNumber()` itself. False when it is not a number.
    mutating func number(_ value: inout Double) -> Bool {
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
}
