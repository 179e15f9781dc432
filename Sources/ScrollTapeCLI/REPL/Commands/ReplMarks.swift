import ScrollTape

/// `marks`: the marks and their indices.
struct ReplMarks: ReplCommand {
    static let spec = CommandSpec("marks", abstract: "the marks and their indices")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let marks = session.timeline.marks
        guard let last = marks.last else { return ["(the recording has no marks)"] }
        let width = String(last.index).count
        return marks.map { mark in
            session.indexedLine(
                mark.index, width: width,
                "t=\(formatNumber(mark.t, decimals: 4))  \(Diagnostic.oneLine(mark.label))")
        }
    }
}
