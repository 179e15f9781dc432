import ScrollTapeCore

/// A `scroll` line: the app or a wheel moved a list, to `x`/`y` (absolute) or by `dx`/`dy`
/// (relative); `scroll` names the list (absent: the primary).
enum ScrollFormat: EventFormat {
    static let fields = EventFields(["x", "y", "dx", "dy", "scroll"])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        .scroll(try change(line), scrollView: try EventDecoder.scrollView(line, session: session))
    }

    private static func change(_ line: ObjectDecoder) throws(Diagnostic) -> ScrollChange {
        let isAbsolute = line.has("x") || line.has("y")
        let isRelative = line.has("dx") || line.has("dy")
        switch (isAbsolute, isRelative) {
        case (true, true):
            let relative = line.members.first { ($0.key == "dx" || $0.key == "dy") && !$0.value.isNull }!
            throw line.location.error(
                at: relative.keyOffset,
                "scroll event mixes x/y (absolute) with dx/dy (relative): use one of the two")
        case (true, false):
            return .absolute(x: try line.number("x"), y: try line.number("y"))
        case (false, true):
            return .relative(dx: try line.number("dx", default: 0), dy: try line.number("dy", default: 0))
        case (false, false):
            throw line.error(at: line.node, "scroll event needs x/y (absolute offset) or dx/dy (relative)")
        }
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .scroll(let change, let scrollView) = kind else { return }
        switch change {
        case .absolute(let x, let y):
            if let x { members.append("x", x) }
            if let y { members.append("y", y) }
        case .relative(let dx, let dy):
            members.append("dx", dx)
            members.append("dy", dy)
        }
        if let scrollView { members.append("scroll", .string(scrollView)) }
    }
}
