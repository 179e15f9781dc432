/// One compiler-style diagnostic: `path:line:column: error: message` (SPEC §4).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes.
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(path: String, line: Int, column: Int, severity: Severity = .error, _ message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// The diagnostic as one line, as Xcode and CI problem matchers read it.
    ///
    /// Messages quote the input (a key, a label, a state path), which may contain line breaks
    /// and other control characters; they are shown escaped (`\n`, `\u{1B}`) so that a
    /// diagnostic is always exactly one line.
    public var description: String {
        "\(Self.oneLine(path)):\(line):\(column): \(severity.rawValue): \(Self.oneLine(message))"
    }

    /// `text` with every control character (C0, DEL, C1) and line or paragraph separator escaped.
    package static func oneLine(_ text: String) -> String {
        func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                || scalar == "\u{2029}"
        }
        guard text.unicodeScalars.contains(where: isBreaking) else { return text }
        return replacingScalars(of: text) { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where isBreaking(scalar): escapedScalar(scalar)
            default: nil
            }
        }
    }

    /// `\u{1B}`: how a diagnostic shows a character it cannot show as it is.
    package static func escapedScalar(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every scalar for which `replacement` gives a string replaced by that string.
    package static func replacingScalars(of text: String, _ replacement: (Unicode.Scalar) -> String?)
        -> String
    {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
