#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The C math functions the closed forms need, from the platform's C library (not Foundation).
enum Math {
    static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
    static func exponential(_ value: Double) -> Double { exp(value) }
    static func logarithm(_ value: Double) -> Double { log(value) }
    static func sine(_ value: Double) -> Double { sin(value) }
    static func cosine(_ value: Double) -> Double { cos(value) }
}
