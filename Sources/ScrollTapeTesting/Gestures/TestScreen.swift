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
        let items: Value = ["count": .number(Double(rows)), "length": .number(rowHeight)]
        var scroll: [(String, Value)] = [("id", "list"), ("content", ["items": items])]
        var session: [(String, Value)] = [
            ("type", "session"), ("format", "scrolltape"), ("version", 1), ("device", device.sessionValue),
        ]
        var views: [Value] = [["id": "list", "kind": "scroll"]]
        if header != nil { scroll.append(("additionalSafeArea", ["top": .number(maxHeight - top)])) }
        session.append(("scroll", object(scroll)))
        if let header {
            var headerMembers: [(String, Value)] = [
                ("view", "header"), ("behavior", .string(header.rawValue)),
            ]
            if let minHeight { headerMembers.append(("minHeight", .number(minHeight))) }
            headerMembers.append(("maxHeight", .number(maxHeight)))
            session.append(("header", object(headerMembers)))
            views.append([
                "id": "header", "frame": frame(0, 0, device.width, maxHeight),
                "children": [
                    ["id": "back", "kind": "button", "frame": frame(8, top + 4, 44, 44)],
                    [
                        "id": "title", "kind": "label", "frame": frame(16, maxHeight - 48, 300, 30),
                        "pin": "bottom",
                    ],
                ],
            ])
        }
        session.append(("views", .array(views)))
        // Made of valid parts: it reads.
        return try! TestScreen(sessionLine: object(session).jsonText)
    }

    /// A JSON object of `members`, in order (built up conditionally, where a literal cannot be).
    private static func object(_ members: [(String, Value)]) -> Value {
        .object(members.map(Value.Member.init))
    }

    /// `[x, y, width, height]`, as the session line writes a frame.
    private static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Value {
        [.number(x), .number(y), .number(width), .number(height)]
    }
}
