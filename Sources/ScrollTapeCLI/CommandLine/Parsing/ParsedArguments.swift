import ScrollTape

/// The words of a command line sorted out by its command's declaration: which flags are present
/// and the (already validated) text of each option and positional.
struct ParsedArguments: Sendable {
    /// The flags present.
    var flags: Set<String> = []
    /// The words of each option and positional, by parameter name.
    var values: [String: [String]] = [:]

    subscript(flag: Flag) -> Bool { flags.contains(flag.parameter.name) }

    /// The option's value, or nil when it is not given.
    subscript<Value>(option: Option<Value>) -> Value? {
        values[option.parameter.name]?.first.flatMap(option.kind.read)
    }

    /// The positional's value; nil only for an optional one that is not given.
    subscript<Value>(positional: Positional<Value>) -> Value? {
        values[positional.parameter.name]?.first.flatMap(positional.kind.read)
    }

    /// Every word of a repeating positional, in order.
    subscript<Value>(all positional: Positional<Value>) -> [Value] {
        (values[positional.parameter.name] ?? []).compactMap(positional.kind.read)
    }
}
