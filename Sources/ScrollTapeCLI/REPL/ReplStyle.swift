import ScrollTape

/// How the REPL paints its output: ANSI colours on a terminal (unless `NO_COLOR` is set), plain text
/// otherwise.
public struct ReplStyle: Hashable, Sendable {
    public var isColored: Bool

    public init(colored: Bool) {
        isColored = colored
    }

    public static let plain = ReplStyle(colored: false)

    /// ANSI Select Graphic Rendition codes.
    enum Paint: String {
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
        let shown = message.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control
                ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return paint("error:", .boldRed) + " " + shown.joined()
    }
}
