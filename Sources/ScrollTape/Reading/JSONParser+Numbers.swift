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
