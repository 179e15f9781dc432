/// One parsed line of the REPL (SPEC §5). Conditions, watches and breakpoints are kept as text here
/// and read by the session, which knows the state shape to check their paths against.
public enum ReplCommand: Hashable, Sendable {
    case step(Int)
    case back(Int)
    case goto(Int)
    case gotoMark(String)
    case gotoEnd
    case seek(Double)
    case state(path: String?, json: Bool)
    case event
    case diff
    case `where`
    case watch(String?)
    case unwatch(String?)
    case `break`(String?)
    case delete(String?)
    case `continue`
    case rcontinue
    case first(String)
    case last(String)
    case events(from: Int?, count: Int?)
    case marks
    case hit(x: Double, y: Double)
    case check
    case info
    case help(String?)
    case quit

    /// One REPL command: its declaration (name, short forms, parameters, help) and how its parsed
    /// words become a `ReplCommand`. Parsing, `help` and `help COMMAND` are made from these.
    struct Declaration: Sendable {
        var spec: CommandSpec
        var make: @Sendable (ParsedArguments) throws(ReplError) -> ReplCommand
    }

    private static let count = Positional(
        "N", .count, optional: true, help: "how many events (1 or more; default 1)")
    private static let target = Positional(
        rest: "TARGET", .text, missingName: "an index, 'mark LABEL' or 'end'",
        help: "an index, mark LABEL (quotes allow spaces), end or start")
    private static let seconds = Positional("T", .number, help: "a time in seconds")
    private static let path = Positional(
        "PATH", .text, optional: true, help: "a state path, e.g. header.height")
    private static let json = Flag("--json", help: "one line of state JSON")
    private static let watchText = Positional(
        rest: "PATH | CONDITION", .text, optional: true, help: "a state path, or a condition")
    private static let breakText = Positional(
        rest: "N | mark LABEL | CONDITION", .text, optional: true, help: "an index, a mark, or a condition")
    private static let from = Positional(
        "FROM", .index, optional: true, help: "the first event's index (default: a few before here)")
    private static let eventCount = Positional(
        "COUNT", .count, optional: true, help: "how many events (default 10)")
    private static let x = Positional("X", .number, help: "the window point's x, in points")
    private static let y = Positional("Y", .number, help: "the window point's y, in points")
    private static let topic = Positional(
        "COMMAND", ArgumentKind(noun: "a command", completion: .none) { $0 }, optional: true,
        help: "the command to explain")

    private static func condition(_ name: String) -> Positional<String> {
        Positional(
            rest: "CONDITION", .text, missingName: "a condition, e.g. \(name) header.height < 60",
            help: "e.g. header.height < 60, scroll.phase == idle and touches.0.x > 10")
    }

    /// Every REPL command, in the order `help` lists them (SPEC §5).
    static let declarations: [Declaration] = [
        Declaration(
            spec: CommandSpec(
                "step", aliases: ["s", "n", "next"], abstract: "apply the next N events (default 1)",
                parameters: [count.parameter]),
            make: { .step($0[count] ?? 1) }),
        Declaration(
            spec: CommandSpec(
                "back", abstract: "go back N events (default 1)", parameters: [count.parameter]),
            make: { .back($0[count] ?? 1) }),
        Declaration(
            spec: CommandSpec(
                "goto", aliases: ["jump"], parameters: [target.parameter],
                forms: [
                    .init(
                        "jump to index N, to a mark, or to the end",
                        synopsis: "N | goto mark LABEL | goto end")
                ],
                discussion: "goto start is goto 0."),
            make: { (arguments) throws(ReplError) in try gotoTarget(arguments[target]!) }),
        Declaration(
            spec: CommandSpec(
                "seek", abstract: "jump to the last event with t ≤ T seconds", parameters: [seconds.parameter]
            ),
            make: { .seek($0[seconds]!) }),
        Declaration(
            spec: CommandSpec("where", abstract: "the index, time, event and what it changed"),
            make: { _ in .where }),
        Declaration(
            spec: CommandSpec(
                "state", aliases: ["p", "print"],
                abstract: "the state, or the value at PATH (--json: the state JSON)",
                parameters: [path.parameter, json.parameter]),
            make: { .state(path: $0[path], json: $0[json]) }),
        Declaration(
            spec: CommandSpec("event", abstract: "the event at the current index, as its recording line"),
            make: { _ in .event }),
        Declaration(
            spec: CommandSpec("diff", abstract: "what the event at the current index changed"),
            make: { _ in .diff }),
        Declaration(
            spec: CommandSpec(
                "events", abstract: "COUNT event lines from index FROM (default: around here)",
                parameters: [from.parameter, eventCount.parameter]),
            make: { .events(from: $0[from], count: $0[eventCount]) }),
        Declaration(
            spec: CommandSpec("marks", abstract: "the marks and their indices"),
            make: { _ in .marks }),
        Declaration(
            spec: CommandSpec(
                "watch", abstract: "stop when PATH changes or CONDITION becomes true; alone: list",
                parameters: [watchText.parameter]),
            make: { .watch($0[watchText]) }),
        Declaration(
            spec: CommandSpec(
                "unwatch", abstract: "remove a watch (alone: every watch)", parameters: [watchText.parameter]),
            make: { .unwatch($0[watchText]) }),
        Declaration(
            spec: CommandSpec(
                "break", abstract: "stop at index N, at a mark, or where CONDITION holds",
                parameters: [breakText.parameter]),
            make: { .break($0[breakText]) }),
        Declaration(
            spec: CommandSpec(
                "delete", abstract: "remove a breakpoint (alone: every breakpoint)",
                parameters: [breakText.parameter]),
            make: { .delete($0[breakText]) }),
        Declaration(
            spec: CommandSpec(
                "continue", aliases: ["c"],
                abstract: "run forward to a watch, breakpoint, invariant failure or the end"),
            make: { _ in .continue }),
        Declaration(
            spec: CommandSpec(
                "rcontinue", aliases: ["rc", "reverse-continue"],
                abstract: "run backward to a watch, breakpoint, invariant failure or the start"),
            make: { _ in .rcontinue }),
        Declaration(
            spec: CommandSpec(
                "first", abstract: "jump to the first index where CONDITION holds",
                parameters: [condition("first").parameter]),
            make: { .first($0[condition("first")]!) }),
        Declaration(
            spec: CommandSpec(
                "last", abstract: "jump to the last index where CONDITION holds",
                parameters: [condition("last").parameter]),
            make: { .last($0[condition("last")]!) }),
        Declaration(
            spec: CommandSpec(
                "hit", abstract: "the hit chain at window point (X, Y) at the current index",
                parameters: [x.parameter, y.parameter]),
            make: { .hit(x: $0[x]!, y: $0[y]!) }),
        Declaration(
            spec: CommandSpec("check", abstract: "every violation in the recording"),
            make: { _ in .check }),
        Declaration(
            spec: CommandSpec(
                "info", abstract: "the recording, the position, watches, breakpoints and checkpoints"),
            make: { _ in .info }),
        Declaration(
            spec: CommandSpec(
                "help", aliases: ["?"], abstract: "this list, or one command's help",
                parameters: [topic.parameter]),
            make: { .help($0[topic]) }),
        Declaration(
            spec: CommandSpec("quit", aliases: ["q", "exit"], abstract: "leave (so does the end of input)"),
            make: { _ in .quit }),
    ]

    /// Parses one line; nil for a blank line or a `#` comment.
    public static func parse(_ line: String) throws(ReplError) -> ReplCommand? {
        guard line.utf8.count <= maximumLineLength else {
            // Not echoed whole: a pasted megabyte would flood the terminal.
            throw ReplError(
                "command too long (\(line.utf8.count) bytes; a command is at most \(maximumLineLength)): "
                    + "'\(line.prefix(32))…' ignored")
        }
        let text = line.trimmingWhitespace()
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        let word = String(text.prefix { !$0.isWhitespace })
        let rest = String(text.dropFirst(word.count)).trimmingWhitespace()
        let declaration = try resolve(word)
        let name = declaration.spec.name
        let arguments: ParsedArguments
        do throws(UsageError) {
            let words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
            arguments = try ArgumentParser.parse(words, rest: rest, for: declaration.spec)
        } catch {
            // The CLI shows the command's usage after its errors; here the message names the command.
            let message = error.message
            throw ReplError(message.hasPrefix(name + " ") ? message : "\(name): \(message)")
        }
        return try declaration.make(arguments)
    }

    /// `goto`'s target: `N`, `mark LABEL` (quotes allow spaces), `end` or `start`.
    private static func gotoTarget(_ text: String) throws(ReplError) -> ReplCommand {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words[0] {
        case "mark":
            var label = String(text.dropFirst("mark".count)).trimmingWhitespace()
            if label.count >= 2, let quote = label.first, quote == "\"" || quote == "'", label.last == quote {
                label = String(label.dropFirst().dropLast())
            }
            guard !label.isEmpty else { throw ReplError("goto mark needs a label") }
            return .gotoMark(label)
        case let word where words.count > 1:
            _ = word
            throw ReplError("goto: unexpected argument '\(words[1])'")
        case "end": return .gotoEnd
        case "start": return .goto(0)
        case let word:
            guard let index = ArgumentKind.index.read(word) else {
                throw ReplError(
                    "goto: TARGET must be an event index (0 or more), mark LABEL, end or start, not '\(word)'"
                )
            }
            return .goto(index)
        }
    }

    /// The longest command line the REPL takes, in bytes (conditions and labels are short).
    static let maximumLineLength = 4096

    /// The command a typed name stands for: an alias, a name, or a unique prefix of a name.
    static func resolve(_ word: String) throws(ReplError) -> Declaration {
        if let exact = declarations.first(where: { $0.spec.names.contains(word) }) { return exact }
        let matches = declarations.filter { $0.spec.name.hasPrefix(word) }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw ReplError(
                "ambiguous command '\(word)': \(matches.map(\.spec.name).joined(separator: ", "))")
        }
        let names = declarations.map(\.spec.name)
        let hint = Spelling.didYouMean(word, among: names) ?? "type help for the commands"
        throw ReplError("unknown command '\(word)' (\(hint))")
    }
}

extension String {
    /// The string without leading and trailing whitespace (and a trailing `\r`).
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
