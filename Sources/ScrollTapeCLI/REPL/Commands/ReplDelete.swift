import ScrollTape
import ScrollTapeCore

/// `delete [N | mark LABEL | call NAME | CONDITION]`: remove a breakpoint, or every breakpoint.
struct ReplDelete: ReplCommand {
    static let spec = CommandSpec(
        "delete", abstract: "remove a breakpoint (alone: every breakpoint)",
        parameters: [ReplBreak.text.parameter])

    var text: String?

    init(_ arguments: ParsedArguments) { text = arguments[ReplBreak.text] }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        guard let text else {
            defer { session.breakpoints = [] }
            return ["removed \(plural(session.breakpoints.count, "breakpoint"))"]
        }
        let breakpoint = try? Breakpoint.parse(text)
        guard let breakpoint, let position = session.breakpoints.firstIndex(of: breakpoint) else {
            let breakpoints = session.breakpoints
            let current =
                breakpoints.isEmpty ? "none" : breakpoints.map(\.description).joined(separator: "; ")
            throw ReplError("no breakpoint '\(text)' (breakpoints: \(current))")
        }
        session.breakpoints.remove(at: position)
        return ["removed breakpoint \(breakpoint)"]
    }
}
