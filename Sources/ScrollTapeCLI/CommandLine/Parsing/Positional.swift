import ScrollTape

/// A positional argument: `FILE`, `[N]`, `PATH...`, or the rest of a REPL line.
struct Positional<Value>: Sendable {
    let parameter: Parameter
    let kind: ArgumentKind<Value>

    /// - Parameter missingName: what `… needs WHAT` calls it when it is missing (default: `name`).
    init(
        _ name: String, _ kind: ArgumentKind<Value>, optional: Bool = false, repeating: Bool = false,
        missingName: String? = nil, help: String
    ) {
        self.kind = kind
        parameter = Parameter(
            name: name, role: .positional(optional: optional, repeating: repeating), help: help,
            noun: kind.noun, completion: kind.completion, missingName: missingName ?? name,
            accepts: { kind.read($0) != nil })
    }

    /// The rest of a REPL line after the command word, as typed (trimmed): a condition or a label.
    init(
        rest name: String, _ kind: ArgumentKind<Value>, optional: Bool = false, missingName: String? = nil,
        help: String
    ) {
        self.kind = kind
        parameter = Parameter(
            name: name, role: .rest(optional: optional), help: help, noun: kind.noun,
            completion: kind.completion, missingName: missingName ?? name, accepts: { kind.read($0) != nil })
    }
}
