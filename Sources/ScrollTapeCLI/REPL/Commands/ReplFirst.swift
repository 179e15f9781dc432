import ScrollTape

/// `first CONDITION`: jump to the first index where a condition holds.
struct ReplFirst: ReplCommand {
    static let condition = Positional(
        rest: "CONDITION", .text, missingName: "a condition, e.g. first header.height < 60",
        help: "e.g. header.height < 60, scroll.phase == idle and touches.0.x > 10")
    static let spec = CommandSpec(
        "first", abstract: "jump to the first index where CONDITION holds", parameters: [condition.parameter])

    var condition: String

    init(_ arguments: ParsedArguments) { condition = arguments[Self.condition]! }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        try session.jump(toFirst: true, where: condition)
    }
}
