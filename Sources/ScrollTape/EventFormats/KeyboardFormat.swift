import ScrollTapeCore

/// A `keyboard` line: `height` from the bottom of the screen (0: hidden, at most the
/// device's height), `duration` (default 0.25 s), `editing` (an item of the primary list, only
/// while it shows).
enum KeyboardFormat: EventFormat {
    static let fields = EventFields(["height", "duration", "editing"])

    static func decode(_ line: ObjectDecoder, session: SessionDecoder, sequence: inout EventDecoder.Sequence)
        throws(Diagnostic) -> Event.Kind
    {
        let height = try line.requiredNumber(
            "height", in: 0...(sequence.device ?? session.scene.device).height)
        let duration = try line.number("duration", default: KeyboardChange.defaultDuration, in: 0...10)
        var editing: Int?
        if let node = line.value("editing") {
            guard height > 0 else {
                throw line.error(at: node, "'editing' goes with a keyboard that shows (height above 0)")
            }
            guard let count = sequence.itemCount(ofScroll: nil, in: session.scene), count > 0 else {
                throw line.error(at: node, "'editing' names an item, but the list has none")
            }
            editing = try line.integer("editing", in: 0...count - 1)
        }
        return .keyboard(KeyboardChange(height: height, duration: duration, editingItem: editing))
    }

    static func encode(_ kind: Event.Kind, into members: inout [Value.Member]) {
        guard case .keyboard(let change) = kind else { return }
        members.append("height", change.height)
        if change.duration != KeyboardChange.defaultDuration { members.append("duration", change.duration) }
        if let item = change.editingItem { members.append("editing", Double(item)) }
    }
}
