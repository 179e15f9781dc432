/// Reading conditions from text (the REPL's `watch`, `break`, `first` and `last`).
extension Condition {
    /// The top-level keys of the state: a bare word with a dot that starts with one of
    /// these is a path, not a string.
    static let stateKeys = Set(StateProjection.topLevelKeys)

    /// Parses a condition.
    /// - Parameters:
    ///   - text: `header.height < 60`, `scroll.phase == bouncing`, `header.overscroll`,
    ///     `header.height changed and scroll.offset.y > scroll.maxOffset.y`.
    ///   - world: a state of the recording (any index); when given, every path must name a value of
    ///     its scene's state (`StatePath.problem(in:)`: any array index is accepted), so typos are
    ///     reported at once, and a comparison with a value of another type than the path's value
    ///     in this state is an error.
    ///   - invariants: the names of a project's own invariants (`code.invariants.map(\.name)`),
    ///     which the condition may name as it names a built-in one.
    public static func parse(
        _ text: String, validatingPathsIn world: World? = nil, invariants: [InvariantName] = []
    ) throws(ConditionError) -> Condition {
        try parse(text, validatingPathsIn: world, schema: nil, invariants: invariants)
    }

    /// ``parse(_:validatingPathsIn:invariants:)`` with `schema`, the schema of `world`'s scene,
    /// made once by the caller (the REPL makes it when it opens a recording, not for each
    /// condition); nil: made from `world`.
    package static func parse(
        _ text: String, validatingPathsIn world: World?, schema: StateSchema?,
        invariants: [InvariantName] = []
    ) throws(ConditionError) -> Condition {
        var parser = Parser(
            tokens: try Tokenizer.tokens(text), world: world, schema: schema, invariants: invariants)
        guard !parser.tokens.isEmpty else { throw ConditionError("missing condition") }
        let condition = try parser.expression()
        if let extra = parser.peek {
            throw ConditionError("unexpected '\(extra.text)' in condition '\(text)'")
        }
        return condition
    }

    /// `word` as a state path, checked against `schema` when there is one.
    static func path(_ word: String, in schema: StateSchema?) throws(ConditionError) -> StatePath {
        let path = StatePath(word)
        if let schema, let problem = path.problem(in: schema) { throw ConditionError(problem) }
        return path
    }

    /// Recursive descent over the tokens: `or` of `and`s of clauses.
    private struct Parser {
        var tokens: [Tokenizer.Token]
        /// The paths a condition may name, when they are checked.
        let schema: StateSchema?
        /// The state the types of compared values are judged by.
        let state: Value?
        var position = 0

        /// A project's own invariants, named as the built-in ones are.
        let invariants: [InvariantName]

        init(tokens: [Tokenizer.Token], world: World?, schema: StateSchema?, invariants: [InvariantName]) {
            self.invariants = invariants
            self.tokens = tokens
            self.schema = world.map { schema ?? StateSchema(scene: $0.scene) }
            state = world?.state
        }

        var peek: Tokenizer.Token? { position < tokens.count ? tokens[position] : nil }

        mutating func take() -> Tokenizer.Token? {
            defer { position += 1 }
            return peek
        }

        mutating func accept(_ words: String...) -> Bool {
            guard let token = peek, token.isBare, words.contains(token.text) else { return false }
            position += 1
            return true
        }

        mutating func expression() throws(ConditionError) -> Condition {
            var result = try conjunction()
            while accept("or", "||") { result = .or(result, try conjunction()) }
            return result
        }

        mutating func conjunction() throws(ConditionError) -> Condition {
            var result = try clause()
            while accept("and", "&&") { result = .and(result, try clause()) }
            return result
        }

        mutating func clause() throws(ConditionError) -> Condition {
            guard let token = take() else { throw ConditionError("the condition ends too early") }
            if token == .symbol("(") {
                let inner = try expression()
                guard take() == .symbol(")") else { throw ConditionError("missing ')' in condition") }
                return inner
            }
            guard case .word(let word) = token else {
                throw ConditionError("expected a state path or an invariant name, not '\(token.text)'")
            }
            if accept("changed") {
                return .changed(path: try Condition.path(word, in: schema))
            }
            if case .symbol(let symbol)? = peek, let op = Operator(rawValue: symbol == "=" ? "==" : symbol) {
                position += 1
                let path = try Condition.path(word, in: schema)
                return .compare(path: path, op, try operand(after: path, op))
            }
            if word == "violation" { return .violation(nil) }
            if let name = InvariantName.builtIn(named: word)
                ?? invariants.first(where: { $0.rawValue == word })
            {
                return .violation(name)
            }
            if Condition.isPathLike(word) || Condition.stateKeys.contains(word) {
                throw ConditionError(
                    "'\(word)' is a state path: compare it (\(word) > 0), or use '\(word) changed'")
            }
            let names = (InvariantName.allBuiltIn + invariants).map(\.rawValue).joined(separator: ", ")
            throw ConditionError(
                "unknown condition '\(word)': expected PATH OP VALUE, PATH changed, violation, or an "
                    + "invariant name (\(names))")
        }

        mutating func operand(after path: StatePath, _ op: Operator) throws(ConditionError) -> Operand {
            guard let token = take() else {
                throw ConditionError("'\(path) \(op.rawValue)' needs a value")
            }
            let operand: Operand
            switch token {
            case .quoted(let string):
                operand = .literal(.string(string))
            case .word(let word) where Condition.isPathLike(word):
                operand = .path(try Condition.path(word, in: schema))
            case .word(let word):
                operand = .literal(Condition.literal(word: word))
            case .symbol(let symbol):
                throw ConditionError("'\(path) \(op.rawValue)' needs a value, not '\(symbol)'")
            }
            if op.isOrdering, case .literal(let value) = operand {
                guard case .number = value else {
                    throw ConditionError(
                        "'\(op.rawValue)' compares numbers; \(value.jsonText) is not a number")
                }
            }
            if case .literal(let value) = operand, let problem = mismatch(path, op, value) {
                throw ConditionError(problem)
            }
            return operand
        }

        /// Why comparing the value at `path` with `value` can never hold, judged by the type the
        /// path has in the state (a string, a number or a boolean; a null or absent value says
        /// nothing), or nil.
        func mismatch(_ path: StatePath, _ op: Operator, _ value: Value) -> String? {
            guard let current = state.flatMap({ path.value(in: $0) }) else { return nil }
            switch (current, value) {
            case (.null, _), (.number, .number), (.string, .string), (.bool, .bool): return nil
            case (.string, _), (.number, _), (.bool, _):
                let now = "\(path) is a \(current.typeName) (\(current.jsonText) here)"
                return op.isOrdering
                    ? "'\(op.rawValue)' compares numbers; \(now)"
                    : "\(now), \(value.jsonText) is a \(value.typeName): they are never equal"
            default: return nil
            }
        }
    }

    /// Whether a bare word reads as a state path: it has a dot and starts with a top-level state key.
    static func isPathLike(_ word: String) -> Bool {
        guard let dot = word.firstIndex(of: ".") else { return false }
        return stateKeys.contains(String(word[..<dot]))
    }
}

/// Splits condition text into words, quoted strings and operator symbols.
enum Tokenizer {
    enum Token: Hashable {
        case word(String)
        case quoted(String)
        case symbol(String)

        var text: String {
            switch self {
            case .word(let text), .symbol(let text): text
            case .quoted(let text): "\"\(text)\""
            }
        }

        /// A word or a symbol (not a quoted string), so keywords can match it.
        var isBare: Bool {
            if case .quoted = self { false } else { true }
        }
    }

    static let symbolCharacters: Set<Character> = ["=", "!", "<", ">", "&", "|", "(", ")"]
    static let twoCharacterSymbols: Set<String> = ["==", "!=", "<=", ">=", "&&", "||"]

    static func tokens(_ text: String) throws(ConditionError) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
            } else if character == "\"" || character == "'" {
                var string = ""
                index = text.index(after: index)
                while index < text.endIndex, text[index] != character {
                    if text[index] == "\\", text.index(after: index) < text.endIndex {
                        index = text.index(after: index)
                    }
                    string.append(text[index])
                    index = text.index(after: index)
                }
                guard index < text.endIndex else { throw ConditionError("unterminated string in condition") }
                index = text.index(after: index)
                tokens.append(.quoted(string))
            } else if symbolCharacters.contains(character) {
                let next = text.index(after: index)
                if next < text.endIndex, twoCharacterSymbols.contains(String(text[index...next])) {
                    tokens.append(.symbol(String(text[index...next])))
                    index = text.index(after: next)
                } else {
                    tokens.append(.symbol(String(character)))
                    index = next
                }
            } else {
                var word = ""
                while index < text.endIndex, !text[index].isWhitespace,
                    !symbolCharacters.contains(text[index]),
                    text[index] != "\"", text[index] != "'"
                {
                    word.append(text[index])
                    index = text.index(after: index)
                }
                tokens.append(.word(word))
            }
        }
        return tokens
    }

    /// Whether `string` reads back as one bare word.
    static func isWord(_ string: String) -> Bool {
        !string.isEmpty && ["and", "or", "changed"].contains(string) == false
            && string.allSatisfy {
                !$0.isWhitespace && !symbolCharacters.contains($0) && $0 != "\"" && $0 != "'"
            }
    }
}

extension Watch {
    /// Parses `watch`'s argument: a lone state path (`header.height`) watches its value; anything
    /// else is a condition (`header.height < 60`, `header.overscroll`).
    /// `invariants`: as in ``Condition/parse(_:validatingPathsIn:invariants:)``.
    package static func parse(
        _ text: String, validatingPathsIn world: World? = nil, invariants: [InvariantName] = []
    ) throws(ConditionError) -> Watch {
        try parse(text, validatingPathsIn: world, schema: nil, invariants: invariants)
    }

    /// ``parse(_:validatingPathsIn:invariants:)`` with the schema of `world`'s scene made once by
    /// the caller (nil: made from `world`).
    package static func parse(
        _ text: String, validatingPathsIn world: World?, schema: StateSchema?,
        invariants: [InvariantName] = []
    ) throws(ConditionError) -> Watch {
        let tokens = try Tokenizer.tokens(text)
        if tokens.count == 1, case .word(let word) = tokens[0], InvariantName.builtIn(named: word) == nil,
            !invariants.contains(where: { $0.rawValue == word }),
            Condition.isPathLike(word) || Condition.stateKeys.contains(word)
        {
            return .value(
                path: try Condition.path(word, in: world.map { schema ?? StateSchema(scene: $0.scene) }))
        }
        return .condition(
            try Condition.parse(text, validatingPathsIn: world, schema: schema, invariants: invariants))
    }
}

extension Breakpoint {
    /// Parses `break`'s argument: an index (`346`), `mark LABEL`, `call NAME`, or a condition.
    /// `invariants`: as in ``Condition/parse(_:validatingPathsIn:invariants:)``.
    package static func parse(
        _ text: String, validatingPathsIn world: World? = nil, invariants: [InvariantName] = []
    ) throws(ConditionError) -> Breakpoint {
        try parse(text, validatingPathsIn: world, schema: nil, invariants: invariants)
    }

    /// ``parse(_:validatingPathsIn:invariants:)`` with the schema of `world`'s scene made once by
    /// the caller (nil: made from `world`).
    package static func parse(
        _ text: String, validatingPathsIn world: World?, schema: StateSchema?,
        invariants: [InvariantName] = []
    ) throws(ConditionError) -> Breakpoint {
        let tokens = try Tokenizer.tokens(text)
        if tokens.count == 1, case .word(let word) = tokens[0], let index = Int(word) {
            guard index >= 0 else {
                throw ConditionError("a breakpoint index must be 0 or more, not \(index)")
            }
            return .index(index)
        }
        if tokens.first == .word("mark") {
            guard tokens.count == 2 else { throw ConditionError("break mark needs one label") }
            switch tokens[1] {
            case .word(let label), .quoted(let label): return .mark(label)
            case .symbol(let symbol): throw ConditionError("break mark needs a label, not '\(symbol)'")
            }
        }
        if tokens.first == .word("call") {
            guard tokens.count == 2 else { throw ConditionError("break call needs one name") }
            switch tokens[1] {
            case .word(let name), .quoted(let name): return .call(name)
            case .symbol(let symbol): throw ConditionError("break call needs a name, not '\(symbol)'")
            }
        }
        return .condition(
            try Condition.parse(text, validatingPathsIn: world, schema: schema, invariants: invariants))
    }
}
