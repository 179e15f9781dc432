import ScrollTape

/// A flag of a command: `--json`.
struct Flag: Sendable {
    let parameter: Parameter

    init(_ name: String, help: String) {
        parameter = Parameter(
            name: name, role: .flag, help: help, noun: "", completion: .none, missingName: name,
            accepts: { _ in true })
    }
}
