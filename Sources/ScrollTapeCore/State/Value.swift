/// A JSON-shaped value: the state projection and the values written in `expect` and
/// `observe` events. Object members keep their order, so rendering is byte-stable.
public indirect enum Value: Hashable, Sendable {
    /// JSON `null`.
    case null
    /// JSON `true` or `false`.
    case bool(Bool)
    /// A JSON number.
    case number(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array: its elements in order.
    case array([Value])
    /// A JSON object: its members in order.
    case object([Member])

    /// One member of an object.
    public struct Member: Hashable, Sendable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: Value

        /// The member `key` with `value`.
        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The value at a dot path (`state[path: "scroll.offset.y"]`, `"touches.0.id"`), or nil if the
    /// value has none.
    public subscript(path path: StatePath) -> Value? {
        path.value(in: self)
    }

    /// The value's JSON type name, for messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Whether `self` matches `expected`: numbers within `tolerance` (`Tolerance.isWithin`: a
    /// difference equal to it matches), everything else exactly,
    /// arrays and objects member by member (an expected object may name a subset of the members).
    package func matches(_ expected: Value, tolerance: Double) -> Bool {
        switch (self, expected) {
        case (.number(let actual), .number(let wanted)):
            return Tolerance.isWithin(tolerance, actual, wanted)
        case (.array(let actual), .array(let wanted)):
            return actual.count == wanted.count
                && zip(actual, wanted).allSatisfy { $0.matches($1, tolerance: tolerance) }
        case (.object(let actual), .object(let wanted)):
            return wanted.allSatisfy { member in
                actual.first(where: { $0.key == member.key })?.value.matches(
                    member.value, tolerance: tolerance)
                    ?? false
            }
        default:
            return self == expected
        }
    }
}
