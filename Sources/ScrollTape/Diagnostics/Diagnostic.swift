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
    public var description: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
