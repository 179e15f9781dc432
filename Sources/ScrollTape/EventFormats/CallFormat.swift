import ScrollTapeCore

/// A `call` line: the app's own code runs at a moment of its own (`handle(name, &screen)`);
/// `name` is a name as a view id is, one of the session's `calls` when it lists them.
enum CallFormat: EventFormat {
    static let fields = EventFields(["name"])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        guard let name = try SessionDecoder.identifier(line, "name", naming: "call name") else {
            throw line.missing("name")
        }
        let calls = session.scene.calls
        guard calls.isEmpty || calls.contains(name) else {
            let hint =
                Spelling.didYouMean(name, among: calls)
                ?? "the session's calls: \(calls.joined(separator: ", "))"
            throw line.error(at: line.value("name")!, "'\(name)' is not one of the session's calls (\(hint))")
        }
        return .call(name: name)
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .call(let name) = kind else { return }
        members.append("name", .string(name))
    }
}
