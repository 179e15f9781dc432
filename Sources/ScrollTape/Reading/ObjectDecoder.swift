import ScrollTapeCore

/// Reads the members of one JSON object of a recording line, turning every problem into a
/// `Diagnostic` that points at the offending key or value.
struct ObjectDecoder {
    /// What the object is, for messages ("touch event", "scroll", "views[2]").
    let context: String
    /// Which fields the object may have; nil when it is not known yet (the line's `type`).
    let place: FieldPlace?
    let node: JSONNode
    let members: [JSONMember]
    let location: LineLocation

    /// - Throws: when `node` is not an object or repeats a key.
    init(_ node: JSONNode, context: String, place: FieldPlace?, location: LineLocation) throws(Diagnostic) {
        guard let members = node.members else {
            throw location.error(at: node.offset, "\(context) must be an object, found \(node.typeName)")
        }
        if let duplicate = node.firstDuplicateMember {
            throw location.error(at: duplicate.keyOffset, "duplicate key '\(duplicate.key)' in \(context)")
        }
        self.context = context
        self.place = place
        self.node = node
        self.members = members
        self.location = location
    }

    /// The value of `key`, or nil when it is absent (`null` counts as absent).
    func value(_ key: String) -> JSONNode? {
        assert(
            place.map { $0.fields.contains(key) } ?? true,
            "'\(key)' is read in \(context) but is not one of FieldPlace.\(place!)'s fields")
        guard let node = members.first(where: { $0.key == key })?.value, !node.isNull else { return nil }
        return node
    }

    func has(_ key: String) -> Bool { value(key) != nil }

    func error(at node: JSONNode, _ message: String) -> Diagnostic {
        location.error(at: node.offset, message)
    }

    /// The required field `key` is absent (``absent(_:message:)``).
    func missing(_ key: String) -> Diagnostic {
        absent([key], message: "\(context) is missing required field '\(key)'")
    }

    /// `message` about fields `keys` that are absent: at a member whose key looks like a
    /// misspelling of one of them (`rwos` for `rows`), which is then named, else at the object.
    func absent(_ keys: [String], message: String) -> Diagnostic {
        if let place {
            for member in members where !place.fields.contains(member.key) {
                if let match = Spelling.closeMatches(for: member.key, among: keys).first {
                    return location.error(
                        at: member.keyOffset, "\(message) (found '\(member.key)': did you mean '\(match)'?)")
                }
            }
        }
        return location.error(at: node.offset, message)
    }

    func required(_ key: String) throws(Diagnostic) -> JSONNode {
        guard let node = value(key) else { throw missing(key) }
        return node
    }

    /// A finite number within `range`.
    func number(_ key: String, in range: ClosedRange<Double> = Limits.coordinate) throws(Diagnostic)
        -> Double?
    {
        guard let node = value(key) else { return nil }
        return try Self.number(node, name: "'\(key)' in \(context)", in: range, location: location)
    }

    func number(_ key: String, default fallback: Double, in range: ClosedRange<Double> = Limits.coordinate)
        throws(Diagnostic) -> Double
    {
        try number(key, in: range) ?? fallback
    }

    func requiredNumber(_ key: String, in range: ClosedRange<Double> = Limits.coordinate) throws(Diagnostic)
        -> Double
    {
        guard let value = try number(key, in: range) else { throw missing(key) }
        return value
    }

    static func number(_ node: JSONNode, name: String, in range: ClosedRange<Double>, location: LineLocation)
        throws(Diagnostic) -> Double
    {
        guard let value = node.numberValue else {
            throw location.error(at: node.offset, "\(name) must be a number, found \(node.typeName)")
        }
        if let problem = rangeProblem(value, name: name, in: range) {
            throw location.error(at: node.offset, problem)
        }
        return value
    }

    /// Why `value` (the field `name`) is not accepted, or nil when it is inside `range`.
    static func rangeProblem(_ value: Double, name: String, in range: ClosedRange<Double>) -> String? {
        guard !range.contains(value) else { return nil }
        // The bounds in full (0.001, not 0: a range that seems to hold the value helps no one).
        return "\(name) is \(formatNumber(value, decimals: 6)), outside the accepted range "
            + "\(formatNumber(range.lowerBound, decimals: 6))…\(formatNumber(range.upperBound, decimals: 6))"
    }

    /// An integer within `range`.
    func integer(_ key: String, in range: ClosedRange<Int>) throws(Diagnostic) -> Int? {
        guard let node = value(key) else { return nil }
        return try Self.integer(node, name: "'\(key)' in \(context)", in: range, location: location)
    }

    static func integer(_ node: JSONNode, name: String, in range: ClosedRange<Int>, location: LineLocation)
        throws(Diagnostic) -> Int
    {
        if let number = node.numberValue, number.magnitude >= JSONNode.largestExactInteger,
            Double(range.upperBound) >= JSONNode.largestExactInteger - 1
        {
            // The number read is already rounded: say the range, not a value the line may not have.
            throw location.error(
                at: node.offset,
                "\(name) is beyond ±2^53, where a JSON number is no longer exact; the accepted range is "
                    + "\(range.lowerBound)…\(range.upperBound)")
        }
        guard let value = node.intValue else {
            guard let number = node.numberValue else {
                throw location.error(at: node.offset, "\(name) must be an integer, found \(node.typeName)")
            }
            guard number.rounded(.towardZero) == number else {
                throw location.error(at: node.offset, "\(name) must be an integer, found \(number)")
            }
            throw location.error(
                at: node.offset,
                "\(name) is \(formatNumber(number, decimals: 6)), outside the accepted range "
                    + "\(range.lowerBound)…\(range.upperBound)")
        }
        guard range.contains(value) else {
            throw location.error(
                at: node.offset,
                "\(name) is \(value), outside the accepted range \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    func string(_ key: String) throws(Diagnostic) -> String? {
        guard let node = value(key) else { return nil }
        guard let text = node.stringValue else {
            throw error(at: node, "'\(key)' in \(context) must be a string, found \(node.typeName)")
        }
        return text
    }

    func requiredString(_ key: String) throws(Diagnostic) -> String {
        guard let text = try string(key) else { throw missing(key) }
        return text
    }

    func bool(_ key: String, default fallback: Bool) throws(Diagnostic) -> Bool {
        guard let node = value(key) else { return fallback }
        guard let flag = node.boolValue else {
            throw error(at: node, "'\(key)' in \(context) must be true or false, found \(node.typeName)")
        }
        return flag
    }

    /// One of the raw values of `T`.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws(Diagnostic) -> T?
    where T.RawValue == String {
        guard let node = value(key) else { return nil }
        guard let text = node.stringValue else {
            throw error(at: node, "'\(key)' in \(context) must be a string, found \(node.typeName)")
        }
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw error(at: node, "unknown \(key) '\(text)' in \(context) (expected one of \(names))")
        }
        return value
    }

    func object(_ key: String) throws(Diagnostic) -> ObjectDecoder? {
        guard let node = value(key) else { return nil }
        return try ObjectDecoder(
            node, context: "'\(key)' in \(context)", place: place?.place(of: key), location: location)
    }

    func array(_ key: String) throws(Diagnostic) -> [JSONNode]? {
        guard let node = value(key) else { return nil }
        guard let elements = node.arrayValue else {
            throw error(at: node, "'\(key)' in \(context) must be an array, found \(node.typeName)")
        }
        return elements
    }

    /// `{top,left,bottom,right}`, each edge defaulting to 0.
    func insets(_ key: String, in range: ClosedRange<Double> = Limits.coordinate) throws(Diagnostic)
        -> EdgeInsets
    {
        guard let object = try object(key) else { return .zero }
        return EdgeInsets(
            top: try object.number("top", default: 0, in: range),
            left: try object.number("left", default: 0, in: range),
            bottom: try object.number("bottom", default: 0, in: range),
            right: try object.number("right", default: 0, in: range))
    }

    /// `[x, y, w, h]` with non-negative width and height.
    func frame(_ key: String) throws(Diagnostic) -> Rect? {
        guard let node = value(key) else { return nil }
        guard let elements = node.arrayValue, elements.count == 4 else {
            let found = node.shape
            throw error(
                at: node, "'\(key)' in \(context) must be an array [x, y, width, height], found \(found)")
        }
        var numbers: [Double] = []
        for (position, element) in elements.enumerated() {
            let name = ["x", "y", "width", "height"][position]
            numbers.append(
                try Self.number(
                    element, name: "\(key) \(name) in \(context)", in: Limits.coordinate, location: location))
            if position >= 2 && numbers[position] < 0 {
                throw error(
                    at: element,
                    "\(key) \(name) in \(context) must not be negative, found \(formatNumber(numbers[position]))"
                )
            }
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
