import ScrollTape

/// Text inside XML and HTML documents the project writes (JUnit reports, SVG plots, HTML pages).
package enum XMLText {
    /// `text` as XML 1.0 character data: markup characters as references; in an attribute also
    /// quotes, tabs and line breaks (which a parser would otherwise normalise to spaces).
    /// Characters XML cannot hold at all (other C0 controls, U+FFFE, U+FFFF) are shown as
    /// `Diagnostic` shows control characters.
    package static func escaped(_ text: String, inAttribute: Bool) -> String {
        Diagnostic.replacingScalars(of: text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"" where inAttribute: "&quot;"
            case "\n" where inAttribute: "&#10;"
            case "\t" where inAttribute: "&#9;"
            case "\r": "&#13;"
            case "\n", "\t": nil
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                Diagnostic.escapedScalar(scalar)
            default: nil
            }
        }
    }
}
