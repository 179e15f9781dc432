import ScrollTapeCore

/// A `tap` line: a touch that begins and ends at `x`, `y` at one time.
enum TapFormat: EventFormat {
    static let fields = EventFields(["x", "y"])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        .tap(at: try EventDecoder.point(line))
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .tap(let location) = kind else { return }
        members.append("x", location.x)
        members.append("y", location.y)
    }
}
