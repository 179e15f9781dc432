import ScrollTape

/// `goto N`, `goto mark LABEL`, `goto call NAME`, `goto end`, `goto start`.
struct ReplGoto: ReplCommand {
    static let target = Positional(
        rest: "TARGET", .text, missingName: "an index, 'mark LABEL', 'call NAME' or 'end'",
        help:
            "an index, mark LABEL (quotes allow spaces), call NAME (the app's first call of it), end or start"
    )
    static let spec = CommandSpec(
        "goto", aliases: ["jump"], parameters: [target.parameter],
        forms: [
            .init(
                "jump to index N, to a mark, to the app's call, or to the end",
                synopsis: "N | goto mark LABEL | goto call NAME | goto end")
        ],
        discussion: "goto start is goto 0.")

    enum Target: Equatable {
        case index(Int)
        /// The first event a `mark` or `call` breakpoint stops at.
        case bookmark(Breakpoint)
        case end
    }

    var target: Target

    init(_ arguments: ParsedArguments) throws(ReplError) {
        let text = arguments[Self.target]!
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words[0] {
        case "mark":
            // The rest of the line is the label; quotes allow spaces in it.
            var label = String(text.dropFirst("mark".count)).trimmingWhitespace()
            if label.count >= 2, let quote = label.first, quote == "\"" || quote == "'", label.last == quote {
                label = String(label.dropFirst().dropLast())
            }
            guard !label.isEmpty else { throw ReplError("goto mark needs a label") }
            target = .bookmark(.mark(label))
            return
        case "call":
            guard words.count == 2 else { throw ReplError("goto call needs one name") }
            target = .bookmark(.call(words[1]))
            return
        case _ where words.count > 1:
            throw ReplError("goto: unexpected argument '\(words[1])'")
        case "end": target = .end
        case "start": target = .index(0)
        case let word:
            guard let index = ArgumentKind.index.read(word) else {
                throw ReplError(
                    "goto: TARGET must be an event index (0 or more), mark LABEL, call NAME, end or start, not '\(word)'"
                )
            }
            target = .index(index)
        }
    }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let count = session.timeline.count
        switch target {
        case .index(let index):
            guard index <= count else {
                throw ReplError(
                    "no index \(index): the recording has \(plural(count, "event")) (indices 0…\(count))")
            }
            session.timeline.move(to: index)
        case .bookmark(let breakpoint):
            guard let index = session.timeline.indices(of: breakpoint).first else {
                throw session.noBookmark(breakpoint)
            }
            session.timeline.move(to: index)
        case .end:
            session.timeline.move(to: count)
        }
        return session.position()
    }
}
