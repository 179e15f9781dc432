import ScrollTape
import ScrollTapeCore

/// `watch [PATH | CONDITION]`: stop `continue` when a value changes or a condition becomes true.
struct ReplWatch: ReplCommand {
    static let text = Positional(
        rest: "PATH | CONDITION", .text, optional: true, help: "a state path, or a condition")
    static let spec = CommandSpec(
        "watch", abstract: "stop when PATH changes or CONDITION becomes true; alone: list",
        parameters: [text.parameter])

    var text: String?

    init(_ arguments: ParsedArguments) { text = arguments[Self.text] }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        guard let text else { return session.listing() }
        let watch: Watch
        do throws(ConditionError) {
            watch = try Watch.parse(
                text, validatingPathsIn: session.timeline.current, schema: session.schema)
        } catch {
            throw ReplError(error.message)
        }
        guard !session.watches.contains(watch) else { return ["already watching \(watch)"] }
        session.watches.append(watch)
        let timeline = session.timeline
        // A `changed` condition compares with the state before this index, as `continue` does.
        let previous = timeline.index > 0 ? timeline.stateValue(at: timeline.index - 1) : nil
        let moment = Condition.Moment(
            index: timeline.index, state: timeline.currentState, previousState: previous,
            violations: timeline.violations(at: timeline.index))
        switch watch {
        case .value(let path):
            return ["watching \(path) (now \(ReplSession.text(moment.value(at: path))))"]
        case .condition(let condition):
            return ["watching \(condition) (now \(condition.holds(at: moment)))"]
        }
    }
}
