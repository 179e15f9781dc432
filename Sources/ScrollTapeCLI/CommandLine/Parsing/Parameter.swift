import ScrollTape

/// One argument or option of a command, as its declaration says: how it is written, what it
/// takes, and its help. Parsing, `help`, usage errors and shell completion all read it.
struct Parameter: Hashable, Sendable {
    enum Role: Hashable, Sendable {
        /// `--json`: present or not.
        case flag
        /// `--to N` or `--to=N`; `value` names the value in the usage (`N`).
        case option(value: String)
        /// A word in order (`FILE`); `repeating`: one or more (`PATH...`).
        case positional(optional: Bool, repeating: Bool)
        /// The rest of a REPL line, as typed (a condition, a label).
        case rest(optional: Bool)
    }

    /// `--to`, `--json`, or the positional's name in the usage (`FILE`).
    var name: String
    var role: Role
    /// One line: what it means.
    var help: String
    /// What it must be, for messages (`a number`).
    var noun: String
    /// What a shell completes it with.
    var completion: ArgumentCompletion
    /// What a missing positional is called in `… needs WHAT` (default: its name).
    var missingName: String
    /// Whether a word is a valid value (always true for a flag).
    var accepts: @Sendable (String) -> Bool

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.role == rhs.role }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    var isRest: Bool {
        if case .rest = role { return true }
        return false
    }

    var isPositional: Bool {
        switch role {
        case .positional, .rest: true
        case .flag, .option: false
        }
    }

    /// How the usage line writes it: `FILE`, `PATH...`, `[N]`, `[--to N]`, `[--json]`.
    var synopsis: String { synopsis(required: false) }

    /// The usage form; `required` drops the brackets of an option or flag.
    func synopsis(required: Bool) -> String {
        switch role {
        case .flag: return required ? name : "[\(name)]"
        case .option(let value): return required ? "\(name) \(value)" : "[\(name) \(value)]"
        case .positional(let optional, let repeating):
            let word = repeating ? name + "..." : name
            return optional ? "[\(word)]" : word
        case .rest(let optional): return optional ? "[\(name)]" : name
        }
    }

    /// How the help's list writes it: `FILE`, `--to N`, `--json`.
    var label: String {
        if case .option(let value) = role { return "\(name) \(value)" }
        return name
    }
}
