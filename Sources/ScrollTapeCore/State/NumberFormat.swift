/// Short number text for messages: at most `decimals` digits after the point, trailing zeros dropped
/// (`148`, `52.02`, `-0.5`).
package func formatNumber(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return "\(value)" }
    let units = Int(scaled)
    let whole = units / Int(scale)
    var fraction = units % Int(scale)
    var digits = decimals
    while digits > 0 && fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let sign = value < 0 && units != 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    var fractionText = String(fraction)
    while fractionText.count < digits { fractionText = "0" + fractionText }
    return "\(sign)\(whole).\(fractionText)"
}

/// `(x, y)` with short numbers.
func formatPoint(_ point: Point) -> String {
    "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
}
