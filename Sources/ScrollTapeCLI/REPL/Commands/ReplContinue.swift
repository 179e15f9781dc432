import ScrollTape
import ScrollTapeCore

/// `continue`: run forward to a watch, a breakpoint, an invariant failure or the end.
struct ReplContinue: ReplCommand {
    static let spec = CommandSpec(
        "continue", aliases: ["c"],
        abstract: "run forward to a watch, breakpoint, invariant failure or the end")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        try session.runToStop(.forward)
    }
}
