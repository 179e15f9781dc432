/// A small seeded random generator (SplitMix64, Steele, Lea and Flood 2014), so `explore`, benchmarks and
/// randomised tests draw the same values on every run and every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A number in [0, 1), from the top 53 bits of the next value (the same on every platform, unlike
    /// the standard library's `random(in:)`, whose algorithm may change).
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A number spread evenly over `range`.
    public mutating func number(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// An integer in `range`.
    public mutating func integer(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One of `elements`, each as likely (nil when empty).
    public mutating func element<Element>(of elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[integer(in: 0...elements.count - 1)]
    }
}
