/// A condition over the replay at one index, for `watch`, `break`, `first` and `last` in the REPL.
///
/// Written as text:
/// - `PATH OP VALUE`, OP one of `==` `!=` `<` `<=` `>` `>=`; VALUE a number, `true`, `false`, `null`,
///   a quoted string (`"bouncing"` or `'bouncing'`), another state path (`scroll.maxOffset.y`), or a
///   bare word, which is a string (`scroll.phase == bouncing`). Numbers compare exactly; `<` and
///   friends hold only between numbers. A path with no value at an index (`touches.0.x` with no finger
///   down) reads as `null`.
/// - `PATH changed`: the event at this index changed the value at PATH.
/// - an invariant name (`header.overscroll`): the event at this index broke that invariant;
///   `violation`: it broke any invariant.
/// - clauses joined with `and` (`&&`) and `or` (`||`); `and` binds tighter.
///
/// Paths are the dot paths of the state JSON, read as `StatePath`s.
public indirect enum Condition: Hashable, Sendable, CustomStringConvertible {
    /// `PATH OP VALUE`: the value at `path` (`null` when there is none) compared by the operator with
    /// the operand.
    case compare(path: StatePath, Operator, Operand)
    /// `PATH changed`: the event at this index changed the value at `path`.
    case changed(path: StatePath)
    /// The event broke this invariant (nil: any invariant).
    case violation(InvariantName?)
    /// `A and B` (`&&`): both hold.
    case and(Condition, Condition)
    /// `A or B` (`||`): either holds.
    case or(Condition, Condition)

    /// A comparison operator.
    public enum Operator: String, Hashable, Sendable, CaseIterable {
        /// `==`: the values are equal (numbers exactly).
        case equal = "=="
        /// `!=`: the values differ.
        case notEqual = "!="
        /// `<`: both are numbers and the left one is smaller.
        case less = "<"
        /// `<=`: both are numbers and the left one is not larger.
        case lessOrEqual = "<="
        /// `>`: both are numbers and the left one is larger.
        case greater = ">"
        /// `>=`: both are numbers and the left one is not smaller.
        case greaterOrEqual = ">="

        /// Whether the operator orders numbers (as opposed to testing equality).
        var isOrdering: Bool { self != .equal && self != .notEqual }
    }

    /// The right-hand side of a comparison.
    public enum Operand: Hashable, Sendable {
        /// A value written in the condition: a number, `true`, `false`, `null` or a string.
        case literal(Value)
        /// The value at another state path at the same index.
        case path(StatePath)
    }

    /// What a condition sees at one index: values of the state (and of the state before) by path,
    /// and the violations of the event.
    package struct Moment {
        /// The index: the state after this many events (0: the initial state).
        package var index: Int
        /// The violations the event at this index caused.
        package var violations: [Violation]
        private var current: Values
        private var previous: Values?

        /// Where path values come from: a whole state, or the values of a few paths read ahead.
        enum Values {
            case state(Value)
            case paths(PathValues)

            func value(at path: StatePath) -> Value? {
                switch self {
                case .state(let state): path.value(in: state)
                case .paths(let values): values[path]
                }
            }
        }

        /// A moment over whole states (`previousState` nil at index 0).
        package init(index: Int, state: Value, previousState: Value?, violations: [Violation]) {
            self.index = index
            self.violations = violations
            current = .state(state)
            previous = previousState.map { .state($0) }
        }

        /// A moment over the values of the paths a search reads (absent paths have no value).
        init(
            index: Int, values: PathValues, previousValues: PathValues?,
            violations: [Violation]
        ) {
            self.index = index
            self.violations = violations
            current = .paths(values)
            previous = previousValues.map { .paths($0) }
        }

        /// The value at a state path at this index, or nil if there is none.
        package func value(at path: StatePath) -> Value? {
            current.value(at: path)
        }

        /// Whether the state before this index is known (not at index 0).
        package var hasPrevious: Bool { previous != nil }

        /// The value at a state path at the index before, or nil if there is none.
        package func previousValue(at path: StatePath) -> Value? {
            previous?.value(at: path)
        }
    }

    /// Whether the condition holds at `moment`.
    package func holds(at moment: Moment) -> Bool {
        switch self {
        case .compare(let path, let op, let operand):
            let left = moment.value(at: path) ?? .null
            let right: Value =
                switch operand {
                case .literal(let value): value
                case .path(let other): moment.value(at: other) ?? .null
                }
            return Self.compare(left, op, right)
        case .changed(let path):
            guard moment.hasPrevious else { return false }
            return moment.previousValue(at: path) != moment.value(at: path)
        case .violation(let name?):
            return moment.violations.contains { $0.invariant == name }
        case .violation(nil):
            return !moment.violations.isEmpty
        case .and(let left, let right):
            return left.holds(at: moment) && right.holds(at: moment)
        case .or(let left, let right):
            return left.holds(at: moment) || right.holds(at: moment)
        }
    }

    /// Whether evaluating the condition needs the state (otherwise the violations alone decide it).
    package var needsState: Bool {
        switch self {
        case .compare, .changed: true
        case .violation: false
        case .and(let left, let right), .or(let left, let right): left.needsState || right.needsState
        }
    }

    /// The state paths the condition reads.
    package var paths: [StatePath] {
        switch self {
        case .compare(let path, _, .path(let other)): [path, other]
        case .compare(let path, _, .literal), .changed(let path): [path]
        case .violation: []
        case .and(let left, let right), .or(let left, let right): left.paths + right.paths
        }
    }

    /// Whether evaluating the condition needs the state at the index before.
    package var needsPreviousState: Bool {
        switch self {
        case .changed: true
        case .compare, .violation: false
        case .and(let left, let right), .or(let left, let right):
            left.needsPreviousState || right.needsPreviousState
        }
    }

    static func compare(_ left: Value, _ op: Operator, _ right: Value) -> Bool {
        if case .number(let a) = left, case .number(let b) = right {
            switch op {
            case .equal: return a == b
            case .notEqual: return a != b
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            case .greaterOrEqual: return a >= b
            }
        }
        switch op {
        case .equal: return left == right
        case .notEqual: return left != right
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return false
        }
    }

    /// The condition as it is written, in canonical form: `header.height < 60`,
    /// `scroll.phase == bouncing`, `header.height changed and header.overscroll`.
    public var description: String {
        switch self {
        case .compare(let path, let op, .literal(let value)):
            "\(path) \(op.rawValue) \(Self.text(of: value))"
        case .compare(let path, let op, .path(let other)):
            "\(path) \(op.rawValue) \(other)"
        case .changed(let path):
            "\(path) changed"
        case .violation(let name?):
            name.rawValue
        case .violation(nil):
            "violation"
        case .and(let left, let right):
            "\(left.groupedInAnd) and \(right.groupedInAnd)"
        case .or(let left, let right):
            "\(left) or \(right)"
        }
    }

    /// The condition as an operand of `and`: an `or` in parentheses.
    private var groupedInAnd: String {
        if case .or = self { "(\(self))" } else { description }
    }

    /// A literal as it is written in a condition: numbers in short form, strings bare when they read
    /// back as the same string, quoted otherwise.
    static func text(of value: Value) -> String {
        switch value {
        case .number(let number): return Value.jsonNumber(number)
        case .string(let string):
            let reads =
                Tokenizer.isWord(string) && !isPathLike(string) && literal(word: string) == .string(string)
            return reads ? string : value.jsonText
        default: return value.jsonText
        }
    }

    /// The value a bare word stands for: a number, `true`, `false`, `null`, else the word as a string.
    static func literal(word: String) -> Value {
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            if let number = Double(word), number.isFinite { return .number(number) }
            return .string(word)
        }
    }
}

/// A condition that cannot be read: what is wrong, for one `error:` line.
public struct ConditionError: Error, Hashable, Sendable {
    /// What is wrong, in words.
    public var message: String

    /// An error that says `message`.
    package init(_ message: String) { self.message = message }
}
