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
    case help
    case quit

    /// Every command name with its arguments and what it does: `help` prints one line each.
    static let summaries: [(name: String, usage: String, does: String)] = [
        ("step", "step [N]", "apply the next N events (default 1)"),
        ("back", "back [N]", "go back N events (default 1)"),
        ("goto", "goto N | goto mark LABEL | goto end", "jump to index N, to a mark, or to the end"),
        ("seek", "seek T", "jump to the last event with t ≤ T seconds"),
        ("where", "where", "the index, time, event and what it changed"),
        ("state", "state [PATH] [--json]", "the state, or the value at PATH (--json: the state JSON)"),
        ("event", "event", "the event at the current index, as its recording line"),
        ("diff", "diff", "what the event at the current index changed"),
        ("events", "events [FROM] [COUNT]", "COUNT event lines from index FROM (default: around here)"),
        ("marks", "marks", "the marks and their indices"),
        (
            "watch", "watch [PATH | CONDITION]",
            "stop when PATH changes or CONDITION becomes true; alone: list"
        ),
        ("unwatch", "unwatch [PATH | CONDITION]", "remove a watch (alone: every watch)"),
        (
            "break", "break [N | mark LABEL | CONDITION]",
            "stop at index N, at a mark, or where CONDITION holds"
        ),
        ("delete", "delete [N | mark LABEL | CONDITION]", "remove a breakpoint (alone: every breakpoint)"),
        ("continue", "continue", "run forward to a watch, breakpoint, invariant failure or the end"),
        ("rcontinue", "rcontinue", "run backward to a watch, breakpoint, invariant failure or the start"),
        ("first", "first CONDITION", "jump to the first index where CONDITION holds"),
        ("last", "last CONDITION", "jump to the last index where CONDITION holds"),
        ("hit", "hit X Y", "the hit chain at window point (X, Y) at the current index"),
        ("check", "check", "every violation in the recording"),
        ("info", "info", "the recording, the position, watches, breakpoints and checkpoints"),
        ("help", "help", "this list"),
        ("quit", "quit", "leave (so does the end of input)"),
    ]

    /// Short forms that are not unique prefixes.
    static let aliases = [
        "s": "step", "n": "step", "next": "step", "c": "continue", "rc": "rcontinue",
        "reverse-continue": "rcontinue", "q": "quit", "exit": "quit", "?": "help", "p": "state",
        "print": "state", "jump": "goto",
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
        let name = try resolve(word)
        var words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
        let argument: String? = rest.isEmpty ? nil : rest

        func finish() throws(ReplError) {
            if let extra = words.first { throw ReplError("\(name): unexpected argument '\(extra)'") }
        }
        func count() throws(ReplError) -> Int {
            guard !words.isEmpty else { return 1 }
            let word = words.removeFirst()
            guard let value = Int(word), value > 0 else {
                throw ReplError("\(name) needs a number of events (1 or more), not '\(word)'")
            }
            return value
        }
        func number(_ what: String) throws(ReplError) -> Double {
            guard !words.isEmpty else { throw ReplError("\(name) needs \(what)") }
            let word = words.removeFirst()
            guard let value = decimalNumber(word) else {
                throw ReplError("\(what) must be a number, not '\(word)'")
            }
            return value
        }
        func index(_ word: String, _ what: String) throws(ReplError) -> Int {
            guard let value = Int(word), value >= 0 else {
                throw ReplError("\(what) must be an event index (0 or more), not '\(word)'")
            }
            return value
        }

        let command: ReplCommand
        switch name {
        case "step": command = .step(try count())
        case "back": command = .back(try count())
        case "goto":
            guard let first = words.first else {
                throw ReplError("goto needs an index, 'mark LABEL' or 'end'")
            }
            words.removeFirst()
            switch first {
            case "mark":
                // The rest of the line is the label; quotes allow spaces in it.
                var label = String(rest.dropFirst("mark".count)).trimmingWhitespace()
                if label.count >= 2, let quote = label.first, quote == "\"" || quote == "'",
                    label.last == quote
                {
                    label = String(label.dropFirst().dropLast())
                }
                guard !label.isEmpty else { throw ReplError("goto mark needs a label") }
                words = []
                command = .gotoMark(label)
            case "end": command = .gotoEnd
            case "start": command = .goto(0)
            default: command = .goto(try index(first, "goto's argument"))
            }
        case "seek": command = .seek(try number("a time in seconds"))
        case "state":
            let json = words.contains("--json")
            words.removeAll { $0 == "--json" }
            if let option = words.first(where: { $0.hasPrefix("-") }) {
                throw ReplError("state: unknown option '\(option)'")
            }
            let path = words.isEmpty ? nil : words.removeFirst()
            command = .state(path: path, json: json)
        case "event": command = .event
        case "diff": command = .diff
        case "where": command = .where
        case "watch": return .watch(argument)
        case "unwatch": return .unwatch(argument)
        case "break": return .break(argument)
        case "delete": return .delete(argument)
        case "continue": command = .continue
        case "rcontinue": command = .rcontinue
        case "first", "last":
            guard let argument else {
                throw ReplError("\(name) needs a condition, e.g. \(name) header.height < 60")
            }
            return name == "first" ? .first(argument) : .last(argument)
        case "events":
            let from = words.isEmpty ? nil : try index(words.removeFirst(), "events' FROM")
            let count = words.isEmpty ? nil : try count()
            command = .events(from: from, count: count)
        case "marks": command = .marks
        case "hit":
            let x = try number("X and Y")
            let y = try number("X and Y")
            command = .hit(x: x, y: y)
        case "check": command = .check
        case "info": command = .info
        case "help": command = .help
        case "quit": command = .quit
        default: throw ReplError("unknown command '\(word)'")
        }
        try finish()
        return command
    }

    /// The longest command line the REPL takes, in bytes (conditions and labels are short).
    static let maximumLineLength = 4096

    /// The command a typed name stands for: an alias, a name, or a unique prefix of a name.
    static func resolve(_ word: String) throws(ReplError) -> String {
        if let name = aliases[word] { return name }
        let names = summaries.map(\.name)
        if names.contains(word) { return word }
        let matches = names.filter { $0.hasPrefix(word) }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw ReplError("ambiguous command '\(word)': \(matches.joined(separator: ", "))")
        }
        let hint = Spelling.didYouMean(word, among: names) ?? "type help for the commands"
        throw ReplError("unknown command '\(word)' (\(hint))")
    }
}

/// A REPL line that cannot be run: the message of its `error:` line.
public struct ReplError: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
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
