import ScrollTape
import ScrollTapeCore

/// `check`: every violation in the recording, with a count per invariant.
struct ReplCheck: ReplCommand {
    static let spec = CommandSpec("check", abstract: "every violation in the recording")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let file = session.file
        if session.determinismViolations == nil {
            session.determinismViolations = file.recording.determinismViolations()
        }
        let violations = session.timeline.allViolations + (session.determinismViolations ?? [])
        var lines = violations.map { file.diagnostic(for: $0).description }
        guard !violations.isEmpty else {
            return ["no violations in \(plural(session.timeline.count, "event"))"]
        }
        var counts: [(InvariantName, Int)] = []
        for violation in violations {
            if let position = counts.firstIndex(where: { $0.0 == violation.invariant }) {
                counts[position].1 += 1
            } else {
                counts.append((violation.invariant, 1))
            }
        }
        let summary = counts.map { "\($0.0.rawValue) ×\($0.1)" }.joined(separator: ", ")
        let declared = file.recording.scene.expectedFailures
        let note =
            declared.isEmpty ? "" : " (expectFailures: \(declared.map(\.rawValue).joined(separator: ", ")))"
        lines.append("\(plural(violations.count, "violation")): \(summary)\(note)")
        return lines
    }
}
