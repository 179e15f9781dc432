import ScrollTape

/// `rcontinue`: run backward to a watch, a breakpoint, an invariant failure or the start.
struct ReplReverseContinue: ReplCommand {
    static let spec = CommandSpec(
        "rcontinue", aliases: ["rc", "reverse-continue"],
        abstract: "run backward to a watch, breakpoint, invariant failure or the start")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        try session.runToStop(.backward)
    }
}
