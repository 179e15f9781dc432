import ScrollTapeCore

/// A `frame` line: a display refresh, with no fields of its own.
enum FrameFormat: EventFormat {
    static let fields = EventFields([])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        .frame
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {}
}
