import ScrollTape

/// The screen a ``TestRecording`` is made on: its session line (FORMAT.md, "The session line"),
/// which the reader decodes and checks as it does a recorder's.
///
/// The common screens have a constructor of their own (``list(rows:rowHeight:header:minHeight:maxHeight:on:)``:
/// a list of rows under a header, as the bundled recordings have it); any other screen the format
/// describes is its session line, written out (``init(sessionLine:)``).
public struct TestScreen: Hashable, Sendable {
    /// The session line, without its newline.
    public var sessionLine: String
    /// The device's screen, in points: gestures outside it are mistakes.
    let bounds: Rect

    /// The screen a session line describes, checked as the reader checks a recording's first line.
    /// - Throws: The reader's diagnostic, at `<session>:1:column`.
    public init(sessionLine: String) throws(Diagnostic) {
        let scene = try RecordingReader.parse(Array((sessionLine + "\n").utf8), path: "<session>").recording
            .scene
        self.sessionLine = sessionLine
        bounds = Rect(x: 0, y: 0, width: scene.device.width, height: scene.device.height)
    }

    /// A full-screen list of `rows` rows `rowHeight` points tall under a header view `"header"` (with
    /// a `"back"` button under the status bar and a `"title"` label pinned to its bottom), on
    /// `device`: the screen of recordings/iphone11-collapsing-header.jsonl. The list's top inset
    /// leaves the expanded header clear (`additionalSafeArea.top` = `maxHeight` less the device's
    /// safe-area top), so the list starts at offset −`maxHeight`.
    ///
    /// - Parameters:
    ///   - rows: How many rows the list has.
    ///   - rowHeight: Each row's height, in points.
    ///   - header: The header's built-in behaviour (`.collapsing`, `.pinned`, `.stretchy`, …), which
    ///     your code is compared with; nil: no header view at all.
    ///   - minHeight: The collapsed height, in points; nil: the device's safe-area top.
    ///   - maxHeight: The expanded height, in points.
    ///   - device: The device (`Device.iPhone11`, `Device.iPhone8`).
    public static func list(
        rows: Int = 40, rowHeight: Double = 88, header: HeaderConfiguration.Behavior? = .collapsing,
        minHeight: Double? = nil, maxHeight: Double = 148, on device: Device = .iPhone11
    ) -> TestScreen {
        let top = device.safeArea.top
        var scroll: [Value.Member] = [
            .init("id", "list"),
            .init(
                "content",
                .object([
                    .init(
                        "items",
                        .object([.init("count", .number(Double(rows))), .init("length", .number(rowHeight))]))
                ])),
        ]
        var members: [Value.Member] = [
            .init("type", "session"), .init("format", "scrolltape"), .init("version", 1),
            .init("device", device.sessionValue),
        ]
        var views: [Value] = [.object([.init("id", "list"), .init("kind", "scroll")])]
        if let header {
            scroll.append(.init("additionalSafeArea", .object([.init("top", .number(maxHeight - top))])))
            var headerMembers: [Value.Member] = [
                .init("view", "header"), .init("behavior", .string(header.rawValue)),
            ]
            if let minHeight { headerMembers.append(.init("minHeight", .number(minHeight))) }
            headerMembers.append(.init("maxHeight", .number(maxHeight)))
            members.append(.init("scroll", .object(scroll)))
            members.append(.init("header", .object(headerMembers)))
            views.append(
                .object([
                    .init("id", "header"), .init("frame", frame(0, 0, device.width, maxHeight)),
                    .init(
                        "children",
                        .array([
                            .object([
                                .init("id", "back"), .init("kind", "button"),
                                .init("frame", frame(8, top + 4, 44, 44)),
                            ]),
                            .object([
                                .init("id", "title"), .init("kind", "label"),
                                .init("frame", frame(16, maxHeight - 48, 300, 30)), .init("pin", "bottom"),
                            ]),
                        ])),
                ]))
        } else {
            members.append(.init("scroll", .object(scroll)))
        }
        members.append(.init("views", .array(views)))
        // Made of valid parts: it reads.
        return try! TestScreen(sessionLine: Value.object(members).jsonText)
    }

    /// `[x, y, width, height]`, as the session line writes a frame.
    private static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Value {
        .array([.number(x), .number(y), .number(width), .number(height)])
    }
}
