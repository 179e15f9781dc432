import ScrollTape

/// Sorts the words of a command line out by a command's declaration (`CommandSpec`): flags
/// anywhere, options (`--to N`, `--to=N`) anywhere, then the positionals in order. `--` ends the
/// options, as in POSIX utilities: every word after it is a positional (`-- -x.jsonl`). Every
/// usage error of the CLI and the REPL comes from here, so they read alike.
struct ArgumentParser {
    private let spec: CommandSpec
    private var words: [String]
    /// The words after `--`: positionals, whatever they look like.
    private var operands: [String] = []
    /// The flags taken so far: one left over is a repeat.
    private var takenFlags: Set<String> = []
    private var parsed = ParsedArguments()

    private init(spec: CommandSpec, words: [String]) {
        self.spec = spec
        self.words = words
    }

    /// Parses `words` (the words after the command's name) for `spec`.
    ///
    /// - Parameter rest: the text after the command's name as typed (a REPL line), taken whole by
    ///   a command that declares a `rest` parameter.
    static func parse(_ words: [String], rest: String? = nil, for spec: CommandSpec) throws(UsageError)
        -> ParsedArguments
    {
        var parser = ArgumentParser(spec: spec, words: words)
        try parser.run(rest: rest ?? words.joined(separator: " "))
        return parser.parsed
    }

    private mutating func run(rest: String) throws(UsageError) {
        if let parameter = spec.parameters.first(where: \.isRest) {
            if !rest.isEmpty {
                parsed.values[parameter.name] = [rest]
            } else if case .rest(optional: false) = parameter.role {
                throw error("\(spec.name) needs \(parameter.missingName)")
            }
            return
        }
        if let end = endOfOptions() {
            operands = Array(words[(end + 1)...])
            words.removeSubrange(end...)
        }
        for parameter in spec.parameters where parameter.role == .flag {
            if let index = words.firstIndex(of: parameter.name) {
                words.remove(at: index)
                takenFlags.insert(parameter.name)
                parsed.flags.insert(parameter.name)
            }
        }
        for parameter in spec.parameters {
            if case .option = parameter.role, let value = try value(of: parameter) {
                guard parameter.accepts(value) else {
                    throw error("\(parameter.name) needs \(parameter.noun), not '\(value)'")
                }
                parsed.values[parameter.name] = [value]
            }
        }
        var missing: Parameter?
        for parameter in spec.parameters {
            guard case .positional(let optional, let repeating) = parameter.role else { continue }
            var taken: [String] = []
            while let word = nextPositional() {
                guard parameter.accepts(word) else {
                    throw error("\(parameter.name) must be \(parameter.noun), not '\(word)'")
                }
                taken.append(word)
                if !repeating { break }
            }
            if taken.isEmpty, !optional, missing == nil { missing = parameter }
            if !taken.isEmpty { parsed.values[parameter.name] = taken }
        }
        if let word = words.first ?? operands.first {
            if words.isEmpty { throw error("unexpected argument '\(word)'") }
            if takenFlags.contains(word) { throw error("\(word) is given more than once") }
            throw error("\(Self.isOption(word) ? "unknown option" : "unexpected argument") '\(word)'")
        }
        if let missing { throw error("\(spec.name) needs \(missing.missingName)") }
    }

    /// The next positional word (numbers such as `-5` count as positionals; after `--`, every
    /// word), removed.
    private mutating func nextPositional() -> String? {
        if let index = words.firstIndex(where: { !Self.isOption($0) }) { return words.remove(at: index) }
        return operands.isEmpty ? nil : operands.removeFirst()
    }

    /// The index of the `--` that ends the options, if there is one: the first `--` that is not
    /// the value of an option written apart from it (`-o --` names the file `--`).
    private func endOfOptions() -> Int? {
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            if word == "--" { return index }
            let isOptionName = spec.parameters.contains { parameter in
                if case .option = parameter.role { parameter.name == word } else { false }
            }
            index += isOptionName ? 2 : 1
        }
        return nil
    }

    /// The value after option `parameter`, if it is given (removed).
    private mutating func value(of parameter: Parameter) throws(UsageError) -> String? {
        let name = parameter.name
        func matches(_ word: String) -> Bool { word == name || word.hasPrefix(name + "=") }
        guard let index = words.firstIndex(where: matches) else { return nil }
        let word = words.remove(at: index)
        let value: String
        if word.count > name.count {
            value = String(word.dropFirst(name.count + 1))
        } else {
            guard index < words.count else { throw error("\(name) needs a value") }
            value = words.remove(at: index)
        }
        if words.contains(where: matches) { throw error("\(name) is given more than once") }
        return value
    }

    private func error(_ message: String) -> UsageError { UsageError(message, command: spec.name) }

    /// Whether `word` is written as an option (`--json`, `-h`) rather than a value (`-5`).
    static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1 && decimalNumber(word) == nil
    }
}
