import ScrollTape

/// How the REPL paints its output: ANSI colours on a terminal (unless `NO_COLOR` is set), plain text
/// otherwise.
package struct ReplStyle: Hashable, Sendable {
    package var isColored: Bool

    package init(colored: Bool) {
        isColored = colored
    }

    package static let plain = ReplStyle(colored: false)

    /// ANSI Select Graphic Rendition codes.
    enum Paint: String, CaseIterable {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case magenta = "35"
        case boldRed = "1;31"
    }

    func paint(_ text: String, _ paint: Paint) -> String {
        isColored ? "\u{1b}[\(paint.rawValue)m\(text)\u{1b}[0m" : text
    }

    /// A diff line coloured by its sign: `-` red, `+` green, the unchanged count dim.
    func diffLine(_ line: String) -> String {
        if line.hasPrefix("- ") { return paint(line, .red) }
        if line.hasPrefix("+ ") { return paint(line, .green) }
        return paint(line, .dim)
    }

    /// `error: message`, the prefix in bold red. Control characters in the message (typed or
    /// pasted input it quotes) are shown escaped, `\u{1B}`: they cannot drive the terminal.
    func error(_ message: String) -> String {
        paint("error:", .boldRed) + " " + Diagnostic.oneLine(message)
    }

    /// `output` as the REPL writes it: its own colours kept, line breaks kept, and everything
    /// else that could drive the terminal escaped by `Diagnostic.oneLine` (a recording's text
    /// that a command forgot to escape cannot clear the screen or reverse a line).
    func shown(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var result = ""
            var rest = Substring(line)
            while let escape = rest.firstIndex(of: "\u{1b}") {
                result += Diagnostic.oneLine(String(rest[..<escape]))
                let sequence = Self.paints.first { rest[escape...].hasPrefix($0) }
                result += sequence ?? Diagnostic.oneLine("\u{1b}")
                rest = rest[rest.index(escape, offsetBy: sequence?.count ?? 1)...]
            }
            return result + Diagnostic.oneLine(String(rest))
        }.joined(separator: "\n")
    }

    /// The escape sequences `paint(_:_:)` writes.
    private static let paints = (Paint.allCases.map(\.rawValue) + ["0"]).map { "\u{1b}[\($0)m" }
}
