/// Literals as state values, so that an expectation reads as the state does:
/// `expected["header.height"] = 148`, `expected["scroll.phase"] = "dragging"`.
extension Value: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral
{
    /// A JSON number.
    public init(floatLiteral value: Double) { self = .number(value) }

    /// A JSON number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// A JSON string.
    public init(stringLiteral value: String) { self = .string(value) }

    /// JSON `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
