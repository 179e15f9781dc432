/// JSON text of values: byte-stable (members in order, numbers in one canonical form).
extension Value: CustomStringConvertible {
    /// The value as one line of JSON (`{"height":148,"minHeight":48}`), as `print` and a failed
    /// `#expect` show it.
    public var description: String { jsonText }

    /// The value as one line of JSON. Integral numbers print without a fraction (`148`), others in
    /// the shortest form that reads back to the same double (`0.2`, `52.020120`→`52.02012`).
    package var jsonText: String {
        var text = ""
        writeJSON(to: &text, compactNumbers: false)
        return text
    }

    /// The value as JSON with numbers rounded to two decimals, for messages.
    package var compactText: String {
        var text = ""
        writeJSON(to: &text, compactNumbers: true)
        return text
    }

    /// Appends the JSON text of the value to `text`.
    package func writeJSON(to text: inout String, compactNumbers: Bool = false) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += compactNumbers ? formatNumber(value) : Value.jsonNumber(value)
        case .string(let value): Value.writeJSONString(value, to: &text)
        case .array(let elements):
            text += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { text += "," }
                element.writeJSON(to: &text, compactNumbers: compactNumbers)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (position, member) in members.enumerated() {
                if position > 0 { text += "," }
                Value.writeJSONString(member.key, to: &text)
                text += ":"
                member.value.writeJSON(to: &text, compactNumbers: compactNumbers)
            }
            text += "}"
        }
    }

    /// A number in canonical JSON form: integers without a fraction, `-0` as `0`, others shortest
    /// round-trip. Non-finite numbers (never produced by the model) print as `null`.
    package static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// Appends `string` as a JSON string literal.
    package static func writeJSONString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            // Control characters, and also DEL, C1, U+2028/2029 and the bidirectional formatting
            // characters: JSON allows them raw, but a terminal showing the line would act on them;
            // `\u` keeps the text the same after parsing.
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || [0x2028, 0x2029, 0x061C, 0x200E, 0x200F].contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
