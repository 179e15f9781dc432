import ScrollTape

/// The help texts of `scrolltape` and of the REPL, made from the command declarations.
enum HelpText {
    /// `usage: scrolltape NAME …` for each form, the discussion, then the arguments and options.
    /// - Parameters:
    ///   - program: what usage lines start with (`scrolltape`; none in the REPL).
    ///   - helpFlag: list `-h, --help` among the options.
    static func command(_ spec: CommandSpec, program: String? = "scrolltape", helpFlag: Bool = true) -> String
    {
        var lines: [String] = []
        for (position, usage) in spec.usages.enumerated() {
            lines.append((position == 0 ? "usage: " : "       ") + (program.map { "\($0) " } ?? "") + usage)
        }
        if spec.aliases.contains(where: { !$0.hasPrefix("-") }) {
            lines.append("also: " + spec.aliases.joined(separator: ", "))
        }
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        let arguments = spec.parameters.filter(\.isPositional)
        var options = spec.parameters.filter { !$0.isPositional }.map { ($0.label, $0.help) }
        if helpFlag { options.append(("-h, --help", "this help")) }
        let width = (arguments.map(\.label.count) + options.map(\.0.count)).max() ?? 0
        if !arguments.isEmpty {
            lines += ["", "arguments:"] + arguments.map { table($0.label, $0.help, width: width) }
        }
        if !options.isEmpty {
            lines += ["", "options:"] + options.map { table($0.0, $0.1, width: width) }
        }
        return lines.joined(separator: "\n")
    }

    /// One line per form of each command: `  SYNOPSIS   ABSTRACT`; a synopsis wider than `width`
    /// goes on over more lines, indented under its arguments.
    static func commandList(_ specs: [CommandSpec], width: Int) -> [String] {
        var lines: [String] = []
        for spec in specs {
            for (form, usage) in zip(spec.forms, spec.usages) {
                let pieces = wrap(usage, width: width, indent: spec.name.count + 1)
                lines.append(table(pieces[0], form.abstract, width: width))
                lines += pieces.dropFirst().map { "  " + $0 }
            }
        }
        return lines
    }

    /// `  LABEL   HELP`: `indent` spaces, the label padded to `width`, `gap` spaces, the help.
    static func table(_ label: String, _ help: String, width: Int, indent: Int = 2, gap: Int = 3) -> String {
        String(repeating: " ", count: indent) + label
            + String(repeating: " ", count: max(0, width - label.count) + gap)
            + help
    }

    /// `text` cut at spaces into lines of at most `width` characters (a longer word stays whole);
    /// lines after the first start with `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
            }
            line += (line.allSatisfy { $0 == " " } ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}
