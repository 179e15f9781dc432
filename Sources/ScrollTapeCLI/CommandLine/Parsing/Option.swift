import ScrollTape

/// An option with a value: `--to N`.
struct Option<Value>: Sendable {
    let parameter: Parameter
    let kind: ArgumentKind<Value>

    init(_ name: String, value: String, _ kind: ArgumentKind<Value>, help: String) {
        self.kind = kind
        parameter = Parameter(
            name: name, role: .option(value: value), help: help, noun: kind.noun,
            completion: kind.completion, missingName: name, accepts: { kind.read($0) != nil })
    }
}
