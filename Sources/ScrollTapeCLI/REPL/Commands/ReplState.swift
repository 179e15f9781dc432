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
        let world = session.timeline.current
        guard let path else { return [json ? world.state.jsonText : StateText.render(world)] }
        let statePath = StatePath(path)
        if let problem = statePath.problem(in: session.schema) { throw ReplError(problem) }
        guard let value = statePath.value(in: world.state(naming: [path])) else {
            throw ReplError("no value at '\(path)' at index \(session.index)")
        }
        return [json ? value.jsonText : "\(path) = \(value.jsonText)"]
    }
}
