/// A golden case of `Tests/ScrollTapeCLITests/Golden/`: one or more command lines, each followed by what
/// it printed and how it ended, as a reader can check them by eye:
///
/// ```
/// # Optional comment lines (before the first command).
/// $ scrolltape repl recordings/pinned-header.jsonl < Tests/ScrollTapeCLITests/Golden/inputs/moves.repl
/// --- exit 0
/// --- stdout
/// …every line exactly as printed…
/// --- stderr
/// --- stdout (no final newline)      (the form used when the text does not end with a newline)
/// ```
///
/// A command line without its sections has not been blessed yet. Lines are separated by `\n` only
/// (a `\r` stays part of its line).
struct GoldenFile: Equatable {
    /// What one command printed and how it ended.
    struct Outcome: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// One command line and, once blessed, its outcome.
    struct Step: Equatable {
        /// The command line after `$ `, e.g. `scrolltape check recordings`.
        var commandLine: String
        var outcome: Outcome?
    }

    struct ParseError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    /// The lines before the first command (`#` comments or blank lines).
    var comments: [String]
    var steps: [Step]

    init(comments: [String], steps: [Step]) {
        self.comments = comments
        self.steps = steps
    }

    init(parsing text: String) throws(ParseError) {
        var lines = Self.lines(text)
        if Self.endsWithNewline(text) { lines.removeLast() }
        comments = []
        steps = []

        /// The step being read: its command line and the sections read so far.
        var commandLine: String?
        var status: Int32?
        var sections: [String: (lines: [String], finalNewline: Bool)] = [:]
        var section: String?

        func finishStep(at line: Int) throws(ParseError) {
            guard let command = commandLine else { return }
            if status == nil, sections.isEmpty {
                steps.append(Step(commandLine: command, outcome: nil))
            } else {
                guard let status, let stdout = sections["stdout"], let stderr = sections["stderr"] else {
                    throw ParseError(
                        line: line,
                        message: "`$ \(command)` needs all of `--- exit`, `--- stdout`, `--- stderr`")
                }
                func text(_ section: (lines: [String], finalNewline: Bool)) -> String {
                    section.lines.isEmpty
                        ? "" : section.lines.joined(separator: "\n") + (section.finalNewline ? "\n" : "")
                }
                steps.append(
                    Step(
                        commandLine: command,
                        outcome: Outcome(status: status, stdout: text(stdout), stderr: text(stderr))))
            }
            commandLine = nil
            status = nil
            sections = [:]
            section = nil
        }

        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if line.hasPrefix("$ ") {
                try finishStep(at: number)
                commandLine = String(line.dropFirst(2))
            } else if commandLine == nil {
                guard line.isEmpty || line.hasPrefix("#") else {
                    throw ParseError(line: number, message: "expected `# comment` or `$ scrolltape …`")
                }
                comments.append(line)
            } else if line.hasPrefix("--- exit ") {
                guard status == nil, let value = Int32(line.dropFirst("--- exit ".count)) else {
                    throw ParseError(line: number, message: "bad or repeated `--- exit N`")
                }
                status = value
                section = nil
            } else if let (name, finalNewline) = Self.sectionMarker(line) {
                guard sections[name] == nil else {
                    throw ParseError(line: number, message: "`--- \(name)` given twice")
                }
                sections[name] = ([], finalNewline)
                section = name
            } else if let current = section {
                sections[current]?.lines.append(line)
            } else {
                throw ParseError(line: number, message: "expected `--- exit N`, `--- stdout` or `--- stderr`")
            }
        }
        try finishStep(at: lines.count)
    }

    /// The file's text: comments, then each step with its sections (exit, stdout, stderr).
    var text: String {
        var lines = comments
        for step in steps {
            lines.append("$ " + step.commandLine)
            guard let outcome = step.outcome else { continue }
            lines.append("--- exit \(outcome.status)")
            for (name, text) in [("stdout", outcome.stdout), ("stderr", outcome.stderr)] {
                let finalNewline = text.isEmpty || Self.endsWithNewline(text)
                lines.append("--- " + name + (finalNewline ? "" : Self.noFinalNewline))
                guard !text.isEmpty else { continue }
                var body = Self.lines(text)
                if finalNewline { body.removeLast() }
                lines += body
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static let noFinalNewline = " (no final newline)"

    /// `("stdout", true)` for `--- stdout`, `("stderr", false)` for `--- stderr (no final newline)`.
    private static func sectionMarker(_ line: String) -> (name: String, finalNewline: Bool)? {
        for name in ["stdout", "stderr"] {
            if line == "--- " + name { return (name, true) }
            if line == "--- " + name + noFinalNewline { return (name, false) }
        }
        return nil
    }

    /// Whether the last byte of `text` is `\n` (`String.hasSuffix("\n")` is false after `\r\n`,
    /// which Swift's `Character` keeps as one).
    static func endsWithNewline(_ text: String) -> Bool { text.utf8.last == UInt8(ascii: "\n") }

    /// `text` split at every `\n` (not at `\r\n`, which Swift's `Character` keeps as one): the
    /// last element is what follows the last `\n` (empty when `text` ends with one).
    static func lines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
    }
}
