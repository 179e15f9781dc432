import ScrollTape
import ScrollTapeCore

/// `unwatch [PATH | CONDITION]`: remove a watch, or every watch.
struct ReplUnwatch: ReplCommand {
    static let spec = CommandSpec(
        "unwatch", abstract: "remove a watch (alone: every watch)", parameters: [ReplWatch.text.parameter])

    var text: String?

    init(_ arguments: ParsedArguments) { text = arguments[ReplWatch.text] }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        guard let text else {
            defer { session.watches = [] }
            return ["removed \(plural(session.watches.count, "watch"))"]
        }
        let watch = try? Watch.parse(text)
        guard let watch, let position = session.watches.firstIndex(of: watch) else {
            let current =
                session.watches.isEmpty ? "none" : session.watches.map(\.description).joined(separator: "; ")
            throw ReplError("not watching '\(text)' (watches: \(current))")
        }
        session.watches.remove(at: position)
        return ["removed watch \(watch)"]
    }
}
