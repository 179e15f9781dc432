/// A parsed JSON value with the byte offset where it begins in the parsed text.
///
/// Produced by ``JSONParser``. Offsets are 0-based UTF-8 byte offsets within the parsed text,
/// so the 1-based column of a value on a single-line document is `offset + 1`.
package struct JSONNode: Sendable, Equatable {
    /// The value itself.
    package enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in document order; duplicate keys are kept.
        case object([JSONMember])
    }

    /// The value.
    package var kind: Kind
    /// 0-based UTF-8 byte offset of the value's first byte within the parsed text.
    package var offset: Int

    package init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}

extension JSONNode {
    /// The JSON type name, for diagnostics: `null`, `boolean`, `number`, `string`, `array` or
    /// `object` (the names `Value.typeName` gives).
    package var typeName: String {
        let shape: Value =
            switch kind {
            case .null: .null
            case .bool: .bool(false)
            case .number: .number(0)
            case .string: .string("")
            case .array: .array([])
            case .object: .object([])
            }
        return shape.typeName
    }

    /// What the node is, for a message about a value of the wrong shape: `an array of 3 elements`
    /// for an array, else its ``typeName``.
    var shape: String {
        guard let elements = arrayValue else { return typeName }
        return "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
    }

    /// Whether the value is `null`.
    package var isNull: Bool { kind == .null }

    /// The Boolean, if the value is `true` or `false`.
    package var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The number, if the value is a number.
    package var numberValue: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The string, if the value is a string.
    package var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The elements, if the value is an array.
    package var arrayValue: [JSONNode]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The members in document order, if the value is an object.
    package var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// Whether the value is a number with an integral value whose magnitude is at most 2^53,
    /// so that every integer up to it is exactly representable.
    package var isIntegral: Bool {
        guard let value = numberValue else { return false }
        return value.magnitude <= Self.largestExactInteger && value.rounded(.towardZero) == value
    }

    /// The number as an `Int`, if ``isIntegral`` holds (`-0` gives `0`).
    package var intValue: Int? {
        guard isIntegral, let value = numberValue else { return nil }
        return Int(value)
    }

    /// The first member with `key`, if the value is an object that has one.
    package subscript(key key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }
    }

    /// The value of the first member with `key`, if the value is an object that has one.
    package subscript(_ key: String) -> JSONNode? {
        self[key: key]?.value
    }

    /// The first member whose key repeats an earlier key of the same object, if the value is
    /// an object with a duplicate key.
    ///
    /// - Complexity: O(*n*) expected in the number of members.
    package var firstDuplicateMember: JSONMember? {
        guard case .object(let members) = kind, members.count > 1 else { return nil }
        var seen = Set<String>(minimumCapacity: members.count)
        return members.first { !seen.insert($0.key).inserted }
    }

    /// 2^53: every integer of at most this magnitude is exactly representable as a `Double`.
    static let largestExactInteger: Double = 9_007_199_254_740_992
}
