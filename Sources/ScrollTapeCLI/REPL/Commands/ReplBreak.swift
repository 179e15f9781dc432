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
        case .mark, .call:
            if timeline.indices(of: breakpoint).isEmpty { throw session.noBookmark(breakpoint) }
        default:
            break
        }
        guard !session.breakpoints.contains(breakpoint) else {
            return ["already a breakpoint: \(breakpoint)"]
        }
        session.breakpoints.append(breakpoint)
        switch breakpoint {
        case .index(let target): return ["breakpoint at \(target)"]
        case .mark, .call:
            let indices = Spelling.shortList(timeline.indices(of: breakpoint).map(String.init))
            return ["breakpoint at \(session.words(breakpoint)) (index \(indices))"]
        case .condition(let condition): return ["breakpoint where \(condition)"]
        }
    }
}
