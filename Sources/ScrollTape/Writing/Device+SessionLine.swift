import ScrollTapeCore

extension Device {
    /// The session line's `device` object: every field, the status bar's height when given.
    package var sessionValue: Value {
        var members: [Value.Member] = [
            .init("name", .string(name)), .init("width", .number(width)), .init("height", .number(height)),
            .init("scale", .number(scale)), .init("safeArea", safeArea.state),
        ]
        if let statusBar { members.append(.init("statusBar", .number(statusBar))) }
        return .object(members)
    }
}
