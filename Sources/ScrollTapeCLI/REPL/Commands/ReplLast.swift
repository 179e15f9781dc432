import ScrollTape

/// `last CONDITION`: jump to the last index where a condition holds.
struct ReplLast: ReplCommand {
    static let condition = Positional(
        rest: "CONDITION", .text, missingName: "a condition, e.g. last header.height < 60",
        help: ReplFirst.condition.parameter.help)
    static let spec = CommandSpec(
        "last", abstract: "jump to the last index where CONDITION holds", parameters: [condition.parameter])

    var condition: String

    init(_ arguments: ParsedArguments) { condition = arguments[Self.condition]! }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        try session.jump(toFirst: false, where: condition)
    }
}
