import ScrollTape
import ScrollTapeCore

/// `state [PATH] [--json]`: the state, or one value.
struct ReplState: ReplCommand {
    static let path = Positional("PATH", .text, optional: true, help: "a state path, e.g. header.height")
    static let json = Flag("--json", help: "one line of state JSON")
    static let spec = CommandSpec(
        "state", aliases: ["p", "print"],
        abstract: "the state, or the value at PATH (--json: the state JSON)",
        parameters: [path.parameter, json.parameter])

    var path: String?
    var json: Bool

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.path]
        json = arguments[Self.json]
    }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let timeline = session.timeline
        let world = timeline.current
        let violations = timeline.violationCount(at: world.index)
        guard let path else {
            return [json ? timeline.currentState.jsonText : StateText.render(world, violations: violations)]
        }
        let statePath = StatePath(path)
        if let problem = statePath.problem(in: session.schema) { throw ReplError(problem) }
        guard let value = statePath.value(in: timeline.projection(of: world).value(naming: [path])) else {
            throw ReplError("no value at '\(path)' at index \(session.index)")
        }
        return [json ? value.jsonText : "\(path) = \(value.jsonText)"]
    }
}
