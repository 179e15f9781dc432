/// Literals as state values, so that an expectation reads as the state does:
/// `expected["header.height"] = 148`, `expected["scroll.phase"] = "dragging"`,
/// `expected["touches"] = [["id": 1, "target": "list.item.5", "owner": "pending"]]`.
extension Value: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A JSON number.
    public init(floatLiteral value: Double) { self = .number(value) }

    /// A JSON number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// A JSON string.
    public init(stringLiteral value: String) { self = .string(value) }

    /// JSON `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// A JSON array of the elements, in order (`[]` is the empty array).
    public init(arrayLiteral elements: Value...) { self = .array(elements) }

    /// A JSON object of the members, in the order written.
    public init(dictionaryLiteral members: (String, Value)...) {
        self = .object(members.map { Member($0.0, $0.1) })
    }
}
