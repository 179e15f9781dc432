import ScrollTapeCore

/// A `mark` line: a bookmark for time travel, its `label` not empty.
enum MarkFormat: EventFormat {
    static let fields = EventFields(["label"])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        let label = try line.requiredString("label")
        guard !label.isEmpty else {
            throw line.error(at: line.value("label")!, "'label' must not be empty")
        }
        return .mark(label: label)
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .mark(let label) = kind else { return }
        members.append("label", .string(label))
    }
}
