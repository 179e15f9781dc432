import ScrollTapeCore

/// A `safeArea` line: the screen's new `width` and `height` (1 to 100,000, as the
/// session's), `safeArea` (each edge 0 if absent), `statusBar`, and `frames` (view id →
/// `[x, y, width, height]`, each a view of the scene); at least one of them. The device after
/// it must still have a safe area that fits.
enum SafeAreaFormat: EventFormat {
    static let fields = EventFields(
        ["width", "height", "safeArea", "statusBar", "frames"],
        objects: ["safeArea": EventFields.Object(FieldPlace.edges)])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        let change = try self.change(line, session: session)
        let changed = change.applied(to: sequence.device ?? session.scene.device)
        if let problem = changed.safeAreaProblem {
            // At the safe area if the event changes it, else at the size that shrank under it.
            let node = ["safeArea", "height", "width", "t"].lazy.compactMap(line.value).first
            throw line.location.error(
                at: node?.offset ?? 0, "after this safeArea event the safe area \(problem)")
        }
        sequence.device = changed
        return .safeArea(change)
    }

    private static func change(_ line: ObjectDecoder, session: SessionDecoder) throws(Diagnostic)
        -> SafeAreaChange
    {
        let fields = ["width", "height", "safeArea", "statusBar", "frames"]
        guard fields.contains(where: line.has) else {
            throw line.absent(
                fields,
                message:
                    "a safeArea event needs at least one of 'width', 'height', 'safeArea', 'statusBar', 'frames'"
            )
        }
        var frames: [String: Rect] = [:]
        if let framesObject = try line.object("frames") {
            for member in framesObject.members {
                guard session.scene.view(withID: member.key) != nil else {
                    throw framesObject.location.error(
                        at: member.keyOffset,
                        "'frames' names view '\(member.key)', which the scene does not have (views: "
                            + Spelling.shortList(session.scene.allViewIDs, closestTo: member.key) + ")")
                }
                frames[member.key] = try framesObject.frame(member.key)
            }
        }
        return SafeAreaChange(
            width: try line.number("width", in: 1...100_000),
            height: try line.number("height", in: 1...100_000),
            safeArea: line.has("safeArea") ? try line.insets("safeArea", in: Limits.size) : nil,
            statusBar: try line.number("statusBar", in: Limits.size), frames: frames)
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .safeArea(let change) = kind else { return }
        if let width = change.width { members.append("width", width) }
        if let height = change.height { members.append("height", height) }
        if let insets = change.safeArea { members.append("safeArea", insets.state) }
        if let statusBar = change.statusBar { members.append("statusBar", statusBar) }
        if !change.frames.isEmpty {
            members.append(
                "frames",
                .object(
                    change.frames.sorted { $0.key < $1.key }.map { id, frame in
                        .init(
                            id,
                            .array([
                                .number(frame.x), .number(frame.y), .number(frame.width),
                                .number(frame.height),
                            ]))
                    }))
        }
    }
}
