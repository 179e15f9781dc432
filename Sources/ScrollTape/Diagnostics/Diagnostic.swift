/// One compiler-style diagnostic: `path:line:column: error: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is: the word after its position (`error`, `warning`, `note`).
    public enum Severity: String, Hashable, Sendable {
        /// `error`: a problem (a rejected line, a violation); `warning`: one that is only reported
        /// (an unknown field, a torn last line, an expected failure); `note`: more about the others
        /// (how many were not shown).
        case error, warning, note
    }

    /// The file's path, as given.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes.
    public var column: Int
    /// How serious it is.
    public var severity: Severity
    /// What the diagnostic says, after its severity.
    public var message: String

    /// A diagnostic at `line` and `column` (both 1-based, the column in UTF-8 bytes) of `path`;
    /// an error unless `severity` says otherwise.
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

    /// `text` as it may be shown on a terminal, on one line: every control character (C0, DEL,
    /// C1), line or paragraph separator and bidirectional formatting character escaped (`\n`,
    /// `\u{1B}`, `\u{202E}`).
    ///
    /// The one helper for text that came from a recording (a mark label, a key, a path, a value)
    /// on its way to a terminal: there, ESC starts a command (`ESC [ 2 J` clears the screen), BEL
    /// rings, CR overwrites the line, and U+202E shows the rest of the line reversed.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafeOnTerminal) else { return text }
        return replacingScalars(of: text) { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where isUnsafeOnTerminal(scalar): escapedScalar(scalar)
            default: nil
            }
        }
    }

    /// Whether `scalar` acts on a terminal or on the text around it instead of showing as itself:
    /// a control character (C0, DEL, C1), U+2028 or U+2029, or a bidirectional formatting
    /// character (U+061C, U+200E, U+200F, U+202A…U+202E, U+2066…U+2069; Trojan Source).
    package static func isUnsafeOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        default: false
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
