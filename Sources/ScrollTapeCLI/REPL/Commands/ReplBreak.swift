import ScrollTape
import ScrollTapeCore

/// `break [N | mark LABEL | call NAME | CONDITION]`: stop `continue` at an index, a mark, one of
/// the app's calls or a condition.
struct ReplBreak: ReplCommand {
    static let text = Positional(
        rest: "N | mark LABEL | call NAME | CONDITION", .text, optional: true,
        help: "an index, a mark, one of the app's calls, or a condition")
    static let spec = CommandSpec(
        "break", abstract: "stop at index N, at a mark, at the app's call NAME, or where CONDITION holds",
        parameters: [text.parameter])

    var text: String?

    init(_ arguments: ParsedArguments) { text = arguments[Self.text] }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        guard let text else { return session.listing() }
        let timeline = session.timeline
        let breakpoint: Breakpoint
        do throws(ConditionError) {
            breakpoint = try Breakpoint.parse(
                text, validatingPathsIn: timeline.current, schema: session.schema)
        } catch {
            throw ReplError(error.message)
        }
        switch breakpoint {
        case .index(let target) where target > timeline.count:
            throw ReplError("no index \(target): the recording has indices 0…\(timeline.count)")
        case .mark(let label) where timeline.indices(ofMark: label).isEmpty:
            throw session.noMark(label)
        case .call(let name) where timeline.indices(ofCall: name).isEmpty:
            throw session.noCall(name)
        default:
            break
        }
        guard !session.breakpoints.contains(breakpoint) else {
            return ["already a breakpoint: \(breakpoint)"]
        }
        session.breakpoints.append(breakpoint)
        switch breakpoint {
        case .index(let target): return ["breakpoint at \(target)"]
        case .mark(let label):
            let indices = Spelling.shortList(timeline.indices(ofMark: label).map(String.init))
            return ["breakpoint at mark \(Diagnostic.oneLine(label)) (index \(indices))"]
        case .call(let name):
            let indices = Spelling.shortList(timeline.indices(ofCall: name).map(String.init))
            return ["breakpoint at the app's call \(Diagnostic.oneLine(name)) (index \(indices))"]
        case .condition(let condition): return ["breakpoint where \(condition)"]
        }
    }
}
