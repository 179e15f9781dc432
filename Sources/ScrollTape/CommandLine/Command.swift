/// A parsed `scrolltape` command line (SPEC §4).
public enum Command: Hashable, Sendable {
    case replay(path: String, to: Int?, json: Bool)
    /// `check PATH... [--strict] [--conformance-tolerance PT]`; a nil tolerance: each recording's own.
    case check(paths: [String], strict: Bool, conformanceTolerance: Double?)
    case hit(path: String, x: Double, y: Double, at: Int?, json: Bool)
    /// `replay FILE --trace [--to N]`: the state JSON at every index 0…N.
    case trace(path: String, to: Int?)
    /// `repl FILE`: interactive time travel (SPEC §5).
    case repl(path: String)
    /// `record OUT`: appends the valid event lines of standard input to the recording OUT.
    case record(path: String)
    case help(topic: String?)
    case version

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let name = arguments.first else { return .help(topic: nil) }
        var words = ArgumentList(Array(arguments.dropFirst()), command: name)
        if name != "help", words.flag("--help") || words.flag("-h") {
            return .help(topic: Usage.help(for: name) == nil ? nil : name)
        }
        switch name {
        case "help", "--help", "-h":
            let topic = words.next()
            try words.finish()
            return .help(topic: topic)
        case "--version", "version":
            try words.finish()
            return .version
        case "replay":
            let json = words.flag("--json")
            let trace = words.flag("--trace")
            let to = try words.integer("--to")
            let path = try words.required("FILE")
            try words.finish()
            return trace ? .trace(path: path, to: to) : .replay(path: path, to: to, json: json)
        case "repl":
            let path = try words.required("FILE")
            try words.finish()
            return .repl(path: path)
        case "record":
            let path = try words.required("OUT (the recording to append to)")
            try words.finish()
            return .record(path: path)
        case "check":
            let strict = words.flag("--strict")
            let conformanceTolerance = try words.distance("--conformance-tolerance")
            var paths: [String] = []
            while let path = words.next() { paths.append(path) }
            try words.finish()
            guard !paths.isEmpty else {
                throw UsageError("check needs at least one file or folder", command: name)
            }
            return .check(paths: paths, strict: strict, conformanceTolerance: conformanceTolerance)
        case "hit":
            let json = words.flag("--json")
            let at = try words.integer("--at")
            let path = try words.required("FILE")
            let x = try words.number("X")
            let y = try words.number("Y")
            try words.finish()
            return .hit(path: path, x: x, y: y, at: at, json: json)
        default:
            let what = name.hasPrefix("-") ? "unknown option" : "unknown command"
            throw UsageError("\(what) '\(name)'", command: nil)
        }
    }
}

/// A command line that cannot be run: what is wrong, and which command's usage to show.
public struct UsageError: Error, Hashable, Sendable {
    public var message: String
    /// The command whose usage applies, or nil for the general usage.
    public var command: String?

    public init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }
}

/// The words of a command line: options (`--name value`), flags (`--name`), then positionals in order.
struct ArgumentList {
    private var words: [String]
    private let command: String
    /// The flags taken so far: one left over is a repeat.
    private var takenFlags: Set<String> = []

    init(_ words: [String], command: String) {
        self.words = words
        self.command = command
    }

    /// The next positional word (numbers such as `-5` count as positionals).
    mutating func next() -> String? {
        guard let index = words.firstIndex(where: { !Self.isOption($0) }) else { return nil }
        return words.remove(at: index)
    }

    /// Whether `name` is present (it is removed).
    mutating func flag(_ name: String) -> Bool {
        guard let index = words.firstIndex(of: name) else { return false }
        words.remove(at: index)
        takenFlags.insert(name)
        return true
    }

    /// The value after option `name`, if present.
    mutating func value(_ name: String) throws(UsageError) -> String? {
        guard let index = words.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) else {
            return nil
        }
        let word = words.remove(at: index)
        let value: String
        if word.count > name.count {
            value = String(word.dropFirst(name.count + 1))
        } else {
            guard index < words.count else { throw UsageError("\(name) needs a value", command: command) }
            value = words.remove(at: index)
        }
        if words.contains(where: { $0 == name || $0.hasPrefix(name + "=") }) {
            throw UsageError("\(name) is given more than once", command: command)
        }
        return value
    }

    mutating func integer(_ name: String) throws(UsageError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard let value = Int(text), value >= 0 else {
            throw UsageError("\(name) needs an event index (0 or more), not '\(text)'", command: command)
        }
        return value
    }

    /// The value of option `name` as a distance in points: a finite number, 0 or more.
    mutating func distance(_ name: String) throws(UsageError) -> Double? {
        guard let text = try value(name) else { return nil }
        guard let value = decimalNumber(text), value >= 0 else {
            throw UsageError(
                "\(name) needs a distance in points (a number, 0 or more), not '\(text)'", command: command)
        }
        return value
    }

    mutating func required(_ what: String) throws(UsageError) -> String {
        guard let word = next() else { throw UsageError("\(command) needs \(what)", command: command) }
        return word
    }

    mutating func number(_ what: String) throws(UsageError) -> Double {
        let word = try required(what)
        guard let value = decimalNumber(word) else {
            throw UsageError("\(what) must be a number, not '\(word)'", command: command)
        }
        return value
    }

    /// Fails if any word is left over.
    func finish() throws(UsageError) {
        guard let word = words.first else { return }
        if takenFlags.contains(word) { throw UsageError("\(word) is given more than once", command: command) }
        let what = Self.isOption(word) ? "unknown option" : "unexpected argument"
        throw UsageError("\(what) '\(word)'", command: command)
    }

    private static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1 && decimalNumber(word) == nil
    }
}
