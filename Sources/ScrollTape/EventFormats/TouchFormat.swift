import ScrollTapeCore

/// A `touch` line: one finger sample, `phase`, `id`, `x`, `y`. A finger begins only when it is
/// up, and moves or lifts only when it is down.
enum TouchFormat: EventFormat {
    static let fields = EventFields(["phase", "id", "x", "y"])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        guard let phase = try line.choice("phase", TouchPhase.self) else { throw line.missing("phase") }
        guard let id = try line.integer("id", in: Limits.identifier) else { throw line.missing("id") }
        let location = try EventDecoder.point(line)
        let idNode = line.value("id")!
        switch phase {
        case .began:
            if let began = sequence.touchesDown[id] {
                throw line.error(
                    at: idNode, "touch \(id) began again while it is down (it began on line \(began))")
            }
            sequence.touchesDown[id] = line.location.line
        case .moved, .ended, .cancelled:
            guard sequence.touchesDown[id] != nil else {
                let reason =
                    sequence.touchesLifted[id].map {
                        "it \($0.phase == .ended ? "ended" : "was cancelled") on line \($0.line)"
                    }
                    ?? "no 'began' before"
                throw line.error(at: idNode, "touch \(id) \(phase.rawValue) but it is not down (\(reason))")
            }
            if phase != .moved {
                sequence.touchesDown[id] = nil
                sequence.touchesLifted[id] = (line.location.line, phase)
            }
        }
        return .touch(id: id, phase: phase, at: location)
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .touch(let id, let phase, let location) = kind else { return }
        members.append("phase", .string(phase.rawValue))
        members.append("id", Double(id))
        members.append("x", location.x)
        members.append("y", location.y)
    }
}
