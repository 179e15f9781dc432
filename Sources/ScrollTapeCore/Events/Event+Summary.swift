extension Event {
    /// The event in a few words, for messages: "touch 1 moved at (200, 600)", "frame", "scroll".
    package var summary: String {
        switch kind {
        case .touch(let id, let phase, let at):
            "touch \(id) \(phase.rawValue) at (\(formatNumber(at.x)), \(formatNumber(at.y)))"
        case .tap(let at): "tap at (\(formatNumber(at.x)), \(formatNumber(at.y)))"
        case .scroll: "scroll"
        case .update: "update"
        case .call(let name): "the app's call \(name)"
        default: typeName
        }
    }
}
