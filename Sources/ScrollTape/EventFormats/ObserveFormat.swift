import ScrollTapeCore

/// An `observe` line: what the real app showed, `that` (state path → value).
enum ObserveFormat: EventFormat {
    static let fields = EventFields(["that"])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        guard let that = try line.object("that") else { throw line.missing("that") }
        return .observe(try EventDecoder.values(that, session: session))
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .observe(let values) = kind else { return }
        members.append("that", .object(values))
    }
}
