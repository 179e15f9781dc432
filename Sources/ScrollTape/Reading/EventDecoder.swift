import ScrollTapeCore

/// Decodes one event line, checking it against the events before it: what every
/// line shares (`type`, `t`, `seq`) here, the rest by the format of its type (`EventType.format`).
enum EventDecoder {
    /// What the reader remembers between lines: time, `seq`, fingers down, the list's item count.
    struct Sequence {
        var lastTime: Double = 0
        var lastSeq: Int?
        /// Touch id → the line it began on.
        var touchesDown = FingersDown()
        /// Touch id → the line and phase (`ended` or `cancelled`) that last lifted it.
        var touchesLifted: [Int: (line: Int, phase: TouchPhase)] = [:]
        var itemCount: Int?
        /// The item counts of the scene's other scroll views, by id (set when an update first names one).
        var otherItemCounts: [String: Int] = [:]
        /// The device after the `safeArea` events so far (nil: the session's).
        var device: Device?
        /// The layouts of the lists in sections that `update` events changed, by scroll view id.
        var sectionLayouts: [String: SectionLayout] = [:]

        /// The items scroll view `id` (nil: the primary) holds at this point of the recording, nil
        /// when its content is not a list of items.
        func itemCount(ofScroll id: String?, in scene: Scene) -> Int? {
            let configuration = scene.allScrolls.first { $0.id == (id ?? scene.scroll.id) }
            guard let content = configuration?.content, content.hasItems else { return nil }
            return (id.map { otherItemCounts[$0] } ?? itemCount) ?? content.initialItemCount
        }

        /// Why an event at `t` cannot follow the events so far, or nil when it can.
        func timeProblem(_ t: Double) -> String? {
            guard t < lastTime else { return nil }
            return
                "time goes backwards: t \(formatNumber(t, decimals: 6)) is earlier than the previous event's t "
                + formatNumber(lastTime, decimals: 6)
        }
    }

    /// The names of the event types, as the format writes them.
    static let typeNames = EventType.allCases.map(\.rawValue)

    static func decode(
        _ node: JSONNode, session: SessionDecoder, sequence: inout Sequence, location: LineLocation
    )
        throws(Diagnostic) -> Event
    {
        let line = try ObjectDecoder(node, context: "event", place: nil, location: location)
        let typeNode = try line.required("type")
        guard let typeName = typeNode.stringValue else {
            throw line.error(at: typeNode, "'type' must be a string, found \(typeNode.typeName)")
        }
        guard let type = EventType(rawValue: typeName) else {
            let hint =
                typeName == "session"
                ? "the session line may only be line 1"
                : Spelling.didYouMean(typeName, among: typeNames)
                    ?? "expected one of \(typeNames.joined(separator: ", "))"
            throw line.error(at: typeNode, "unknown event type '\(typeName)' (\(hint))")
        }
        let object = try ObjectDecoder(
            node, context: "\(typeName) event", place: .event(type), location: location)
        let t = try object.requiredNumber("t", in: Limits.time)
        if let problem = sequence.timeProblem(t) {
            throw object.error(at: object.value("t")!, problem)
        }
        let seq = try object.integer("seq", in: Limits.identifier)
        if let seq, let last = sequence.lastSeq, seq <= last {
            throw object.error(
                at: object.value("seq")!, "'seq' \(seq) does not increase (the previous was \(last))")
        }
        if sequence.itemCount == nil, case .items(let layout) = session.scene.scroll.content {
            sequence.itemCount = layout.count
        }

        let kind = try type.format.decode(object, session: session, sequence: &sequence)
        // Only now that nothing can fail: a rejected line leaves the sequence as it was (`record`
        // goes on after one).
        if let seq { sequence.lastSeq = seq }
        sequence.lastTime = t
        return Event(t: t, kind)
    }

    // MARK: What several formats read

    /// The point at `x`, `y`, both required.
    static func point(_ object: ObjectDecoder) throws(Diagnostic) -> Point {
        Point(x: try object.requiredNumber("x"), y: try object.requiredNumber("y"))
    }

    /// The `scroll` field of a `scroll` or `update` event: the id of one of the scene's scroll views
    /// other than the primary (nil: the primary, named or not).
    static func scrollView(_ object: ObjectDecoder, session: SessionDecoder) throws(Diagnostic)
        -> String?
    {
        guard let node = object.value("scroll") else { return nil }
        guard let id = node.stringValue else {
            throw object.error(
                at: node, "'scroll' in \(object.context) must be a scroll view id, found \(node.typeName)")
        }
        let scene = session.scene
        guard id == scene.scroll.id || scene.scrolls.contains(where: { $0.id == id }) else {
            let known = Spelling.shortList(scene.allScrolls.map(\.id), closestTo: id, quoted: true)
            throw object.error(
                at: node, "'\(id)' is not a scroll view of this recording (scroll views: \(known))")
        }
        return id == scene.scroll.id ? nil : id
    }

    /// The members of `that`: valid state paths and their values.
    static func values(_ that: ObjectDecoder, session: SessionDecoder) throws(Diagnostic) -> [Value
        .Member]
    {
        guard !that.members.isEmpty else {
            throw that.error(
                at: that.node, "\(that.context) is empty: name at least one state path and its value")
        }
        var result: [Value.Member] = []
        for member in that.members {
            if let problem = StatePath(member.key).problem(in: session.stateSchema) {
                throw that.location.error(at: member.keyOffset, problem)
            }
            result.append(Value.Member(member.key, member.value.value))
        }
        return result
    }
}

extension JSONNode {
    /// The node as a plain value (positions dropped).
    var value: Value {
        switch kind {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.value))
        case .object(let members): .object(members.map { Value.Member($0.key, $0.value.value) })
        }
    }
}
