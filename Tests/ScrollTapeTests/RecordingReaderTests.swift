import ScrollTapeCore
import Testing

@testable import ScrollTape

// MARK: - Inputs

/// The path every test recording is read as; diagnostics must name it.
private let path = "recordings/case.jsonl"

private let minimalDevice = #"{"width":414,"height":896}"#
private let minimalScroll = #"{"content":{"items":{"count":40,"length":88}}}"#

/// The smallest valid session line (110 bytes): only the required fields. With the default
/// arguments the device object starts at column 28 and the scroll object at column 64.
private func session(device: String = minimalDevice, scroll: String = minimalScroll) -> String {
    #"{"type":"session","device":"# + device + #","scroll":"# + scroll + "}"
}

/// The minimal session line with `members` (`"key":value,…`) added at the end: with the default
/// device and scroll, `members` starts at column 111.
private func session(adding members: String) -> String {
    String(session().dropLast()) + "," + members + "}"
}

/// `views` with the scroll view first and then `view`, which starts at column 150.
private func views(_ view: String) -> String {
    #""views":[{"id":"list","kind":"scroll"},"# + view + "]"
}

/// The scroll view and a 148-point header view (77 bytes).
private let headerViews = #""views":[{"id":"list","kind":"scroll"},{"id":"header","frame":[0,0,414,148]}]"#

/// A session with `headerViews` and `"header":header`; with the default device the header object
/// starts at column 198.
private func headerSession(_ header: String, device: String = minimalDevice) -> String {
    String(session(device: device).dropLast()) + "," + headerViews + #","header":"# + header + "}"
}

/// A device with a 48-point safe-area top (22 bytes longer than the minimal device).
private let notchedDevice = #"{"width":414,"height":896,"safeArea":{"top":48}}"#

private let validHeader = #"{"view":"header","behavior":"collapsing","maxHeight":148}"#

/// The minimal session line followed by `events`.
private func events(_ events: String...) -> [String] {
    [session()] + events
}

/// Reads `lines`, each ended by `\n` unless `terminated` is false (then the last line has none).
private func parse(_ lines: [String], terminated: Bool = true, separator: String = "\n")
    throws(Diagnostic) -> RecordingFile
{
    var text = lines.joined(separator: separator)
    if terminated && !lines.isEmpty { text += separator }
    return try RecordingReader.parse(Array(text.utf8), path: path)
}

@Suite struct RecordingReaderTests {
    /// One input the reader must reject, and the exact diagnostic the user sees.
    struct Rejection: Sendable, CustomTestStringConvertible {
        var name: String
        var lines: [String]
        /// Whether the last line ends with `\n`.
        var terminated = true
        var line: Int
        var column: Int
        var message: String
        /// Whether `message` is only a distinctive part of the text (which embeds a long list).
        var isPartial = false

        var testDescription: String { name }

        init(
            _ name: String, _ lines: [String], terminated: Bool = true, line: Int, column: Int,
            _ message: String,
            partial: Bool = false
        ) {
            self.name = name
            self.lines = lines
            self.terminated = terminated
            self.line = line
            self.column = column
            self.message = message
            self.isPartial = partial
        }
    }

    /// Asserts that reading `rejection.lines` fails with exactly the expected one-line error.
    private static func expectRejection(
        _ rejection: Rejection, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let file = try parse(rejection.lines, terminated: rejection.terminated)
            Issue.record(
                "accepted, with \(file.recording.events.count) events", sourceLocation: sourceLocation)
        } catch {
            #expect(error.path == path, sourceLocation: sourceLocation)
            #expect(error.severity == .error, sourceLocation: sourceLocation)
            #expect(error.line == rejection.line, "line", sourceLocation: sourceLocation)
            #expect(error.column == rejection.column, "column", sourceLocation: sourceLocation)
            if rejection.isPartial {
                #expect(error.message.contains(rejection.message), sourceLocation: sourceLocation)
            } else {
                #expect(error.message == rejection.message, sourceLocation: sourceLocation)
            }
            #expect(
                error.description == "\(path):\(rejection.line):\(rejection.column): error: \(error.message)",
                sourceLocation: sourceLocation)
            #expect(
                !error.description.contains("\n"), "diagnostics are one line", sourceLocation: sourceLocation)
            #expect(
                !error.description.contains("\r"), "diagnostics are one line", sourceLocation: sourceLocation)
        }
    }

    // MARK: Lines that are not JSON objects

    static let syntaxErrors: [Rejection] = [
        Rejection(
            "missing comma", events(#"{"type":"tap","t":0.1 "x":200,"y":300}"#), line: 2, column: 23,
            "invalid JSON: expected ',' or '}' after object member"),
        Rejection(
            "trailing garbage", events(#"{"type":"frame","t":0.1}x"#), line: 2, column: 25,
            "invalid JSON: unexpected 'x' after JSON value"),
        Rejection(
            "unterminated string",
            events(#"{"type":"mark","t":0.1,"label":"start}"#, #"{"type":"frame","t":1}"#),
            line: 2, column: 32, "invalid JSON: unterminated string"),
        Rejection(
            "bad literal", events(#"{"type":"scroll","t":0.1,"y":nul}"#), line: 2, column: 33,
            "invalid JSON: invalid literal, expected 'null'"),
        Rejection(
            "capitalised literal", events(#"{"type":"frame","t":0.1,"debug":True}"#), line: 2, column: 33,
            "invalid JSON: expected a value, found 'T'"),
        Rejection(
            "trailing comma", events(#"{"type":"frame","t":0.1,}"#), line: 2, column: 24,
            "invalid JSON: trailing comma before '}'"),
        Rejection(
            "single-quoted key", events(#"{'type':'frame','t':0.1}"#), line: 2, column: 2,
            #"invalid JSON: expected a string key or '}', found "'""#),
        Rejection(
            "number overflowing to infinity", events(#"{"type":"frame","t":1e400}"#), line: 2, column: 21,
            "invalid JSON: number is out of range"),
        Rejection(
            "session line cut short", [String(session().dropLast())], line: 1, column: 110,
            "invalid JSON: unexpected end of input"),
        Rejection(
            "byte order mark", ["\u{FEFF}" + session()], line: 1, column: 1,
            "invalid JSON: byte order mark is not allowed"),
        Rejection(
            "array line", events(#"[{"type":"frame","t":0.1}]"#), line: 2, column: 1,
            "valid JSON, but a recording line must be a JSON object, found array"),
        Rejection(
            "number line", events(" 42"), line: 2, column: 2,
            "valid JSON, but a recording line must be a JSON object, found number"),
        Rejection(
            "string line", events(#""frame""#), line: 2, column: 1,
            "valid JSON, but a recording line must be a JSON object, found string"),
        Rejection(
            "array as the session line", ["[]"], line: 1, column: 1,
            "valid JSON, but a recording line must be a JSON object, found array"),
        Rejection(
            "empty line in the middle", events(#"{"type":"frame","t":0}"#, "", #"{"type":"frame","t":1}"#),
            line: 3, column: 1, "invalid JSON: empty line (every line must be one JSON object)"),
        Rejection(
            "blank line in the middle", events(#"{"type":"frame","t":0}"#, " \t", #"{"type":"frame","t":1}"#),
            line: 3, column: 1, "invalid JSON: empty line (every line must be one JSON object)"),
        Rejection(
            "empty line before the session", ["", session()], line: 1, column: 1,
            "invalid JSON: empty line (every line must be one JSON object)"),
    ]

    @Test(arguments: syntaxErrors)
    func rejectsLineThatIsNotAJSONObject(_ rejection: Rejection) {
        Self.expectRejection(rejection)
    }

    // MARK: The session line

    static let sessionErrors: [Rejection] = [
        Rejection(
            "empty file", [], line: 1, column: 1,
            #"the recording is empty: line 1 must be the session line ({"type":"session",…})"#),
        Rejection(
            "first line is an event", [#"{"type":"frame","t":0}"#], line: 1, column: 9,
            #"line 1 must be the session line with "type":"session", found a 'frame' event"#),
        Rejection(
            "format mismatch", [session(adding: #""format":"scrollTape""#)], line: 1, column: 120,
            #"'format' must be "scrolltape""#),
        Rejection(
            "version mismatch", [session(adding: #""version":2"#)], line: 1, column: 121,
            "unsupported format version (this reader reads version 1)"),
        Rejection(
            "no device", [#"{"type":"session","scroll":{"content":{"items":{"count":40,"length":88}}}}"#],
            line: 1, column: 1, "the session line is missing required field 'device'"),
        Rejection(
            "no scroll", [#"{"type":"session","device":{"width":414,"height":896}}"#], line: 1, column: 1,
            "the session line is missing required field 'scroll'"),
        Rejection(
            "no scroll content", [session(scroll: #"{"id":"list"}"#)], line: 1, column: 64,
            "'scroll' in the session line is missing required field 'content'"),
        Rejection(
            "no device width", [session(device: #"{"height":896}"#)], line: 1, column: 28,
            "'device' in the session line is missing required field 'width'"),
        Rejection(
            "no item count", [session(scroll: #"{"content":{"items":{"length":88}}}"#)], line: 1, column: 84,
            "'items' in 'content' in 'scroll' in the session line is missing required field 'count'"),
        Rejection(
            "content neither size nor items", [session(scroll: #"{"content":{}}"#)], line: 1, column: 75,
            #"'content' must be {"width":W,"height":H}, {"items":{"count":N,"length":L}} or "#
                + #"{"sections":[{"header":H,"rows":[L1,L2,…]}]}"#),
        Rejection(
            "no sections", [session(scroll: #"{"content":{"sections":[]}}"#)], line: 1, column: 87,
            "'sections' in 'content' in 'scroll' in the session line must have at least one section"),
        Rejection(
            "a section without rows", [session(scroll: #"{"content":{"sections":[{"header":28}]}}"#)],
            line: 1,
            column: 88, "scroll.content.sections[0] is missing required field 'rows'"),
        Rejection(
            "a row of no length", [session(scroll: #"{"content":{"sections":[{"rows":[44,0]}]}}"#)], line: 1,
            column: 100,
            "a row length in 'rows' of scroll.content.sections[0] is 0, outside the accepted range 0.01…1000000"
        ),
        Rejection(
            "equal rows without a length",
            [session(scroll: #"{"content":{"sections":[{"rows":{"count":3}}]}}"#)], line: 1, column: 96,
            "'rows' in scroll.content.sections[0] is missing required field 'length'"),
        Rejection(
            "an unknown section style",
            [session(scroll: #"{"content":{"sections":[{"rows":[44]}],"style":"inset"}}"#)], line: 1,
            column: 111,
            "unknown style 'inset' in 'content' in 'scroll' in the session line (expected one of 'plain', 'grouped')"
        ),
        Rejection(
            "a negative header", [session(scroll: #"{"content":{"sections":[{"header":-1,"rows":[44]}]}}"#)],
            line: 1, column: 98,
            "'header' in scroll.content.sections[0] is -1, outside the accepted range 0…1000000"),
        Rejection(
            "no header view", [headerSession(#"{"behavior":"collapsing","maxHeight":148}"#)], line: 1,
            column: 198, "'header' in the session line is missing required field 'view'"),
        Rejection(
            "no header behavior", [headerSession(#"{"view":"header","maxHeight":148}"#)], line: 1,
            column: 198,
            "'header' in the session line is missing required field 'behavior'"),
        Rejection(
            "no header maxHeight", [headerSession(#"{"view":"header","behavior":"collapsing"}"#)], line: 1,
            column: 198, "'header' in the session line is missing required field 'maxHeight'"),
        Rejection(
            "no view id", [session(adding: views(#"{"frame":[0,0,10,10]}"#))], line: 1, column: 150,
            "views[1] is missing required field 'id'"),
        Rejection(
            "no view frame", [session(adding: views(#"{"id":"header"}"#))], line: 1, column: 150,
            "views[1] is missing required field 'frame'"),
        Rejection(
            "device width as a string", [session(device: #"{"width":"414","height":896}"#)], line: 1,
            column: 37, "'width' in 'device' in the session line must be a number, found string"),
        Rejection(
            "bounces as a string",
            [session(scroll: #"{"content":{"items":{"count":40,"length":88}},"bounces":"yes"}"#)], line: 1,
            column: 120, "'bounces' in 'scroll' in the session line must be true or false, found string"),
        Rejection(
            "frame with three numbers", [session(adding: views(#"{"id":"header","frame":[0,0,414]}"#))],
            line: 1, column: 173,
            "'frame' in views[1] must be an array [x, y, width, height], found an array of 3 elements"),
        Rejection(
            "views not an array", [session(adding: #""views":{"id":"list","kind":"scroll"}"#)], line: 1,
            column: 119, "'views' in the session line must be an array, found object"),
        Rejection(
            "expectFailures not strings", [session(adding: #""expectFailures":[1]"#)], line: 1, column: 129,
            "expectFailures must list invariant names (strings), found number"),
        Rejection(
            "negative conformanceTolerance", [session(adding: #""conformanceTolerance":-1"#)], line: 1,
            column: 134,
            "'conformanceTolerance' in the session line is -1, outside the accepted range 0…1000000"),
        Rejection(
            "conformanceTolerance not a number", [session(adding: #""conformanceTolerance":"1pt""#)], line: 1,
            column: 134, "'conformanceTolerance' in the session line must be a number, found string"),
        Rejection(
            "unknown behavior", [headerSession(#"{"view":"header","behavior":"collapse","maxHeight":148}"#)],
            line: 1, column: 226,
            "unknown behavior 'collapse' in 'header' in the session line "
                + "(expected one of 'collapsing', 'pinned', 'none', 'stretchy', 'enterAlways', "
                + "'exitUntilCollapsed', 'enterAlwaysCollapsed')"),
        Rejection(
            "unknown kind",
            [session(adding: views(#"{"id":"header","kind":"buton","frame":[0,0,414,148]}"#))],
            line: 1, column: 172,
            "unknown kind 'buton' in views[1] "
                + "(expected one of 'view', 'stack', 'button', 'label', 'image', 'scroll')"),
        Rejection(
            "unknown axis",
            [session(scroll: #"{"axis":"diagonal","content":{"items":{"count":40,"length":88}}}"#)], line: 1,
            column: 72,
            "unknown axis 'diagonal' in 'scroll' in the session line (expected one of 'vertical', 'horizontal')"
        ),
        Rejection(
            "unknown passThrough",
            [session(adding: views(#"{"id":"header","frame":[0,0,414,148],"passThrough":"all"}"#))], line: 1,
            column: 201, "unknown passThrough 'all' in views[1] (expected one of 'none', 'self', 'controls')"),
        Rejection(
            "unknown pin", [session(adding: views(#"{"id":"header","frame":[0,0,414,148],"pin":"center"}"#))],
            line: 1, column: 193, "unknown pin 'center' in views[1] (expected one of 'top', 'bottom', 'fill')"
        ),
        Rejection(
            "unknown insetAdjustment",
            [session(scroll: #"{"content":{"items":{"count":40,"length":88}},"insetAdjustment":"alwys"}"#)],
            line: 1, column: 128,
            "unknown insetAdjustment 'alwys' in 'scroll' in the session line "
                + "(expected one of 'automatic', 'scrollableAxes', 'never', 'always')"),
        Rejection(
            "unknown invariant in expectFailures", [session(adding: #""expectFailures":["header.bound"]"#)],
            line: 1, column: 129,
            "unknown invariant 'header.bound' in expectFailures (did you mean 'header.bounds'?)"),
        Rejection(
            "unknown invariant in expectFailures, nothing close",
            [session(adding: #""expectFailures":["jitter"]"#)], line: 1, column: 129,
            "unknown invariant 'jitter' in expectFailures (known: header.bounds, ", partial: true),
        Rejection(
            "zero device width", [session(device: #"{"width":0,"height":896}"#)], line: 1, column: 37,
            "'width' in 'device' in the session line is 0, outside the accepted range 1…100000"),
        Rejection(
            "negative frame width", [session(adding: views(#"{"id":"header","frame":[0,0,-414,148]}"#))],
            line: 1, column: 178, "frame width in views[1] must not be negative, found -414"),
        Rejection(
            "negative frame height", [session(adding: views(#"{"id":"header","frame":[0,0,414,-1]}"#))],
            line: 1, column: 182, "frame height in views[1] must not be negative, found -1"),
        Rejection(
            "alpha above 1", [session(adding: views(#"{"id":"header","frame":[0,0,414,148],"alpha":2}"#))],
            line: 1, column: 195, "'alpha' in views[1] is 2, outside the accepted range 0…1"),
        Rejection(
            "deceleration above 1",
            [session(scroll: #"{"content":{"items":{"count":40,"length":88}},"deceleration":1.5}"#)], line: 1,
            column: 125,
            #"'deceleration' in 'scroll' in the session line must be "normal", "fast" or a number between 0 and 1"#
        ),
        // The bounds in full: the range once read "0…100", as if it held the 0 it rejected.
        Rejection(
            "zero rest distance",
            [session(scroll: #"{"content":{"items":{"count":40,"length":88}},"restDistance":0}"#)], line: 1,
            column: 125,
            "'restDistance' in 'scroll' in the session line is 0, outside the accepted range 0.001…100"),
        Rejection(
            "paging as a string",
            [session(scroll: #"{"content":{"items":{"count":40,"length":88}},"paging":"yes"}"#)], line: 1,
            column: 119,
            #"'paging' in 'scroll' in the session line must be true, false or {"pageLength":P,"velocityThreshold":V}"#
        ),
        Rejection(
            "duplicate view id", [session(adding: views(#"{"id":"list","frame":[0,0,10,10]}"#))], line: 1,
            column: 156, "duplicate view id 'list'"),
        Rejection(
            "duplicate nested view id",
            [
                session(
                    adding: views(
                        #"{"id":"header","frame":[0,0,414,148],"children":[{"id":"header","frame":[0,0,1,1]}]}"#
                    ))
            ], line: 1, column: 205, "duplicate view id 'header'"),
        Rejection(
            "invalid view id", [session(adding: views(#"{"id":"my header","frame":[0,0,10,10]}"#))], line: 1,
            column: 156, "invalid id 'my header': use 1 to 64 characters of A-Z a-z 0-9 _ . -"),
        Rejection(
            "header view not in views",
            [headerSession(#"{"view":"hedaer","behavior":"collapsing","maxHeight":148}"#)], line: 1,
            column: 206, "the header's view 'hedaer' is not in 'views'"),
        Rejection(
            "header view is the scroll view",
            [headerSession(#"{"view":"list","behavior":"collapsing","maxHeight":148}"#)], line: 1,
            column: 206,
            "the header's view 'list' is the scroll view"),
        Rejection(
            "minHeight above maxHeight",
            [headerSession(#"{"view":"header","behavior":"collapsing","minHeight":200,"maxHeight":148}"#)],
            line: 1, column: 251, "header minHeight 200 is greater than maxHeight 148"),
        Rejection(
            "default minHeight above maxHeight",
            [
                headerSession(
                    #"{"view":"header","behavior":"collapsing","maxHeight":40}"#, device: notchedDevice)
            ],
            line: 1, column: 273,
            "header minHeight 48 (the default: the device's safe-area top) is greater than maxHeight 40"),
        Rejection(
            "collapsedHeight below minHeight",
            [
                headerSession(
                    #"{"view":"header","behavior":"enterAlwaysCollapsed","minHeight":48,"maxHeight":148,"collapsedHeight":40}"#
                )
            ],
            line: 1, column: 298, "header collapsedHeight 40 is less than minHeight 48"),
        Rejection(
            "collapsedHeight below the default minHeight",
            [
                headerSession(
                    #"{"view":"header","behavior":"enterAlwaysCollapsed","maxHeight":148,"collapsedHeight":40}"#,
                    device: notchedDevice)
            ],
            line: 1, column: 305,
            "header collapsedHeight 40 is less than minHeight 48 (the default: the device's safe-area top)"),
        Rejection(
            "collapsedHeight above maxHeight",
            [
                headerSession(
                    #"{"view":"header","behavior":"enterAlwaysCollapsed","minHeight":48,"maxHeight":148,"collapsedHeight":150}"#
                )
            ],
            line: 1, column: 298, "header collapsedHeight 150 is greater than maxHeight 148"),
        Rejection(
            "collapsedHeight as a string",
            [
                headerSession(
                    #"{"view":"header","behavior":"enterAlwaysCollapsed","maxHeight":148,"collapsedHeight":"92"}"#
                )
            ],
            line: 1, column: 283,
            "'collapsedHeight' in 'header' in the session line must be a number, found string"),
        Rejection(
            "snap as a string",
            [headerSession(#"{"view":"header","behavior":"collapsing","maxHeight":148,"snap":"yes"}"#)],
            line: 1, column: 262, "'snap' in 'header' in the session line must be true or false, found string"
        ),
        Rejection(
            "stretchy that does not stretch",
            [headerSession(#"{"view":"header","behavior":"stretchy","maxHeight":148,"stretch":false}"#)],
            line: 1, column: 263,
            #"header behavior 'stretchy' always stretches: remove "stretch":false, or use 'pinned'"#),
        Rejection(
            "views without the scroll view",
            [session(adding: #""views":[{"id":"header","frame":[0,0,414,148]}]"#)],
            line: 1, column: 119, #"'views' has no view of kind "scroll" with id 'list' (the scroll view)"#),
        Rejection(
            "views with two scroll views",
            [session(adding: #""views":[{"id":"list","kind":"scroll"},{"id":"list2","kind":"scroll"}]"#)],
            line: 1, column: 119,
            #"'views' has 2 views of kind "scroll", but the session declares one scroll view (declare the others in 'scrolls')"#
        ),
        Rejection(
            "duplicate key in the device", [session(device: #"{"width":414,"width":375,"height":896}"#)],
            line: 1, column: 41, "duplicate key 'width' in 'device' in the session line"),
        Rejection(
            "duplicate key in the session line",
            [#"{"type":"session","type":"session","device":{"width":414,"height":896}}"#], line: 1,
            column: 19,
            "duplicate key 'type' in the session line"),
        Rejection(
            "a call name that is not a string", [session(adding: #""calls":["loadFinished",3]"#)], line: 1,
            column: 135, "calls must list the names of the app's calls (strings), found number"),
        Rejection(
            "a call name with a space", [session(adding: #""calls":["load finished"]"#)], line: 1,
            column: 120,
            "invalid call name 'load finished': use 1 to 64 characters of A-Z a-z 0-9 _ . -"),
        Rejection(
            "a call listed twice", [session(adding: #""calls":["loadFinished","loadFinished"]"#)], line: 1,
            column: 135, "'loadFinished' is listed twice in calls"),
    ]

    @Test(arguments: sessionErrors)
    func rejectsInvalidSessionLine(_ rejection: Rejection) {
        Self.expectRejection(rejection)
    }

    // MARK: Event lines

    static let eventErrors: [Rejection] = [
        Rejection(
            "a call without a name", events(#"{"type":"call","t":0.1}"#), line: 2, column: 1,
            "call event is missing required field 'name'"),
        Rejection(
            "a call with an empty name", events(#"{"type":"call","t":0.1,"name":""}"#), line: 2, column: 31,
            "invalid call name '': use 1 to 64 characters of A-Z a-z 0-9 _ . -"),
        Rejection(
            "a call the session does not list",
            [
                session(adding: #""calls":["loadFinished","timerFired"]"#),
                #"{"type":"call","t":0.1,"name":"loadFinshed"}"#,
            ],
            line: 2, column: 31,
            "'loadFinshed' is not one of the session's calls (did you mean 'loadFinished'?)"),
        Rejection(
            "event without t", events(#"{"type":"frame"}"#), line: 2, column: 1,
            "frame event is missing required field 't'"),
        Rejection(
            "event without type", events(#"{"t":0.1}"#), line: 2, column: 1,
            "event is missing required field 'type'"),
        Rejection(
            "touch without phase", events(#"{"type":"touch","t":0.1,"id":1,"x":200,"y":300}"#), line: 2,
            column: 1, "touch event is missing required field 'phase'"),
        Rejection(
            "touch without id", events(#"{"type":"touch","t":0.1,"phase":"began","x":200,"y":300}"#), line: 2,
            column: 1, "touch event is missing required field 'id'"),
        Rejection(
            "touch without x", events(#"{"type":"touch","t":0.1,"phase":"began","id":1,"y":300}"#), line: 2,
            column: 1, "touch event is missing required field 'x'"),
        Rejection(
            "touch without y", events(#"{"type":"touch","t":0.1,"phase":"began","id":1,"x":200}"#), line: 2,
            column: 1, "touch event is missing required field 'y'"),
        Rejection(
            "tap without x", events(#"{"type":"tap","t":0.1,"y":300}"#), line: 2, column: 1,
            "tap event is missing required field 'x'"),
        Rejection(
            "mark without label", events(#"{"type":"mark","t":0.1}"#), line: 2, column: 1,
            "mark event is missing required field 'label'"),
        Rejection(
            "mark with an empty label", events(#"{"type":"mark","t":0.1,"label":""}"#), line: 2, column: 32,
            "'label' must not be empty"),
        Rejection(
            "observe without that", events(#"{"type":"observe","t":0.1}"#), line: 2, column: 1,
            "observe event is missing required field 'that'"),
        Rejection(
            "expect with neither that nor hit", events(#"{"type":"expect","t":0.1,"tolerance":1}"#), line: 2,
            column: 1, "expect event needs 'that' (state values) or 'hit' (a hit-test)"),
        Rejection(
            "expect hit without target", events(#"{"type":"expect","t":0.1,"hit":{"x":1,"y":2}}"#), line: 2,
            column: 32, "'hit' in expect event is missing required field 'target'"),
        Rejection(
            "type as a number", events(#"{"type":1,"t":0.1}"#), line: 2, column: 9,
            "'type' must be a string, found number"),
        Rejection(
            "t as a string", events(#"{"type":"frame","t":"0.1"}"#), line: 2, column: 21,
            "'t' in frame event must be a number, found string"),
        Rejection(
            "id with a fraction",
            events(#"{"type":"touch","t":0.1,"phase":"began","id":1.5,"x":200,"y":300}"#),
            line: 2, column: 46, "'id' in touch event must be an integer, found 1.5"),
        Rejection(
            "unknown type", events(#"{"type":"swipe","t":0.1}"#), line: 2, column: 9,
            "unknown event type 'swipe' (expected one of touch, tap, scroll, scrollTo, keyboard, safeArea, inset, frame, update, call, expect, observe, mark)"
        ),
        Rejection(
            "misspelt type", events(#"{"type":"tuoch","t":0.1}"#), line: 2, column: 9,
            "unknown event type 'tuoch' (did you mean 'touch'?)"),
        Rejection(
            "second session line", events(session()), line: 2, column: 9,
            "unknown event type 'session' (the session line may only be line 1)"),
        Rejection(
            "unknown phase", events(touchLine("start", t: 0.1)), line: 2, column: 33,
            "unknown phase 'start' in touch event (expected one of 'began', 'moved', 'ended', 'cancelled')"),
        Rejection(
            "unknown anchor", events(#"{"type":"update","t":0.1,"insert":[0],"anchor":"top"}"#), line: 2,
            column: 48, "unknown anchor 'top' in update event (expected one of 'none', 'visible')"),
        Rejection(
            "absurd time", events(#"{"type":"frame","t":1e300}"#), line: 2, column: 21,
            "'t' in frame event is 1e+300, outside the accepted range 0…1000000"),
        Rejection(
            "negative time", events(#"{"type":"frame","t":-1}"#), line: 2, column: 21,
            "'t' in frame event is -1, outside the accepted range 0…1000000"),
        Rejection(
            "absurd coordinate", events(#"{"type":"tap","t":0.1,"x":1e9,"y":300}"#), line: 2, column: 27,
            "'x' in tap event is 1000000000, outside the accepted range -1000000…1000000"),
        Rejection(
            "duplicate key in an event", events(#"{"type":"tap","t":0.1,"x":200,"x":201,"y":300}"#), line: 2,
            column: 31, "duplicate key 'x' in event"),
        Rejection(
            "duplicate key in that", events(#"{"type":"expect","t":0.1,"that":{"t":0,"t":1}}"#), line: 2,
            column: 40, "duplicate key 't' in 'that' in expect event"),
        Rejection(
            "scroll mixing x and dy", events(#"{"type":"scroll","t":0.1,"x":0,"dy":10}"#), line: 2,
            column: 32,
            "scroll event mixes x/y (absolute) with dx/dy (relative): use one of the two"),
        Rejection(
            "scroll with no offset", events(#"{"type":"scroll","t":0.1}"#), line: 2, column: 1,
            "scroll event needs x/y (absolute offset) or dx/dy (relative)"),
    ]

    @Test(arguments: eventErrors)
    func rejectsInvalidEventLine(_ rejection: Rejection) {
        Self.expectRejection(rejection)
    }

    // MARK: Order between events

    static let orderErrors: [Rejection] = [
        Rejection(
            "t going backwards", events(#"{"type":"frame","t":1}"#, #"{"type":"frame","t":0.5}"#), line: 3,
            column: 21, "time goes backwards: t 0.5 is earlier than the previous event's t 1"),
        Rejection(
            "seq repeated", events(#"{"type":"frame","t":0,"seq":3}"#, #"{"type":"frame","t":0,"seq":3}"#),
            line: 3, column: 29, "'seq' 3 does not increase (the previous was 3)"),
        Rejection(
            "seq decreasing", events(#"{"type":"frame","t":0,"seq":5}"#, #"{"type":"frame","t":0,"seq":4}"#),
            line: 3, column: 29, "'seq' 4 does not increase (the previous was 5)"),
        Rejection(
            "touch began twice", events(touchLine("began", t: 0.1), touchLine("began", t: 0.2)), line: 3,
            column: 46,
            "touch 1 began again while it is down (it began on line 2)"),
        Rejection(
            "moved before began", events(touchLine("moved", t: 0.1)), line: 2, column: 46,
            "touch 1 moved but it is not down (no 'began' before)"),
        Rejection(
            "ended before began", events(touchLine("ended", t: 0.1)), line: 2, column: 46,
            "touch 1 ended but it is not down (no 'began' before)"),
        Rejection(
            "cancelled before began", events(touchLine("cancelled", t: 0.1)), line: 2, column: 50,
            "touch 1 cancelled but it is not down (no 'began' before)"),
        Rejection(
            "moved after ended",
            events(touchLine("began", t: 0.1), touchLine("ended", t: 0.2), touchLine("moved", t: 0.3)),
            line: 4,
            column: 46, "touch 1 moved but it is not down (it ended on line 3)"),
        Rejection(
            "ended after cancelled",
            events(touchLine("began", t: 0.1), touchLine("cancelled", t: 0.2), touchLine("ended", t: 0.3)),
            line: 4, column: 46,
            "touch 1 ended but it is not down (it was cancelled on line 3)"),
    ]

    @Test(arguments: orderErrors)
    func rejectsEventOutOfOrder(_ rejection: Rejection) {
        Self.expectRejection(rejection)
    }

    // MARK: Updates and state paths

    static let contentErrors: [Rejection] = [
        Rejection(
            "update without items",
            [
                session(scroll: #"{"content":{"width":414,"height":2000}}"#),
                #"{"type":"update","t":0.1,"insert":[0]}"#,
            ],
            line: 2, column: 1, "update events need a list of items (scroll.content.items)"),
        Rejection(
            "scrollTo without a target", events(#"{"type":"scrollTo","t":0.1,"animated":true}"#), line: 2,
            column: 1,
            "scrollTo event needs one of x/y (an offset), item (with a position) or top (the status bar)"),
        Rejection(
            "scrollTo with two targets", events(#"{"type":"scrollTo","t":0.1,"y":0,"top":true}"#), line: 2,
            column: 1,
            "scrollTo event needs one of x/y (an offset), item (with a position) or top (the status bar)"),
        Rejection(
            "scrollTo an item past the end", events(#"{"type":"scrollTo","t":0.1,"item":40}"#), line: 2,
            column: 35, "'item' in scrollTo event is 40, outside the accepted range 0…39"),
        Rejection(
            "scrollTo an unknown position",
            events(#"{"type":"scrollTo","t":0.1,"item":4,"position":"centre"}"#),
            line: 2, column: 48,
            "unknown position 'centre' in scrollTo event (expected one of 'none', 'top', 'middle', 'bottom')"),
        Rejection(
            "scrollTo top false", events(#"{"type":"scrollTo","t":0.1,"top":false}"#), line: 2, column: 34,
            "'top' in scrollTo event can only be true"),
        Rejection(
            "scrollTo an offset at a position",
            events(#"{"type":"scrollTo","t":0.1,"y":3,"position":"top"}"#),
            line: 2, column: 45, "'position' goes with 'item' in a scrollTo event"),
        Rejection(
            "scrollTo an item of a fixed-size content",
            [
                session(scroll: #"{"content":{"width":414,"height":2000}}"#),
                #"{"type":"scrollTo","t":0.1,"item":0}"#,
            ],
            line: 2, column: 35, "scrollTo item needs a list of items"),
        Rejection(
            "a keyboard without a height", events(#"{"type":"keyboard","t":0.1}"#), line: 2, column: 1,
            "keyboard event is missing required field 'height'"),
        Rejection(
            "a keyboard taller than the screen", events(#"{"type":"keyboard","t":0.1,"height":1000}"#),
            line: 2, column: 37, "'height' in keyboard event is 1000, outside the accepted range 0…896"),
        Rejection(
            "editing with the keyboard hidden",
            events(#"{"type":"keyboard","t":0.1,"height":0,"editing":3}"#),
            line: 2, column: 49, "'editing' goes with a keyboard that shows (height above 0)"),
        Rejection(
            "editing an item past the end", events(#"{"type":"keyboard","t":0.1,"height":336,"editing":40}"#),
            line: 2, column: 51, "'editing' in keyboard event is 40, outside the accepted range 0…39"),
        Rejection(
            "a safeArea event that changes nothing", events(#"{"type":"safeArea","t":0.1}"#), line: 2,
            column: 1,
            "a safeArea event needs at least one of 'width', 'height', 'safeArea', 'statusBar', 'frames'"),
        Rejection(
            "an inset event that changes nothing", events(#"{"type":"inset","t":0.1}"#), line: 2, column: 1,
            "an inset event needs at least one of 'inset', 'insetAdjustment', 'indicatorInset'"),
        Rejection(
            "an inset adjustment UIKit does not have",
            events(#"{"type":"inset","t":0.1,"insetAdjustment":"sometimes"}"#), line: 2, column: 43,
            "unknown insetAdjustment 'sometimes' in inset event (expected one of 'automatic', 'scrollableAxes', "
                + "'never', 'always')"),
        Rejection(
            "an inset of a scroll view the scene does not have",
            events(#"{"type":"inset","t":0.1,"inset":{"top":60},"scroll":"pager"}"#), line: 2, column: 53,
            "'pager' is not a scroll view of this recording (scroll views: 'list')"),
        Rejection(
            "an inset edge that is not a number",
            events(#"{"type":"inset","t":0.1,"inset":{"top":"60"}}"#), line: 2, column: 40,
            "'top' in 'inset' in inset event must be a number, found string"),
        Rejection(
            "a frame for a view the scene does not have",
            events(#"{"type":"safeArea","t":0.1,"frames":{"tab9":[0,0,1,1]}}"#), line: 2, column: 38,
            "'frames' names view 'tab9', which the scene does not have (views: list)"),
        Rejection(
            "a frame of three numbers", events(#"{"type":"safeArea","t":0.1,"frames":{"list":[0,0,1]}}"#),
            line: 2, column: 45,
            "'list' in 'frames' in safeArea event must be an array [x, y, width, height], found an array of 3 elements"
        ),
        Rejection(
            "a screen 0 wide", events(#"{"type":"safeArea","t":0.1,"width":0}"#), line: 2, column: 36,
            "'width' in safeArea event is 0, outside the accepted range 1…100000"),
        Rejection(
            "a negative safe area", events(#"{"type":"safeArea","t":0.1,"safeArea":{"top":-1}}"#), line: 2,
            column: 46, "'top' in 'safeArea' in safeArea event is -1, outside the accepted range 0…1000000"),
        Rejection(
            "a safe area that is a number", events(#"{"type":"safeArea","t":0.1,"safeArea":3}"#), line: 2,
            column: 39, "'safeArea' in safeArea event must be an object, found number"),
        Rejection(
            "a keyboard taller than the turned screen",
            events(
                #"{"type":"safeArea","t":0.1,"width":896,"height":414}"#,
                #"{"type":"keyboard","t":0.2,"height":500}"#),
            line: 3, column: 37, "'height' in keyboard event is 500, outside the accepted range 0…414"),
        Rejection(
            "item indices in an update of a list in sections",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"delete":[0]}"#,
            ],
            line: 2, column: 35,
            "'delete' names items of a list of items; a list in sections takes 'deleteRows', 'insertRows', "
                + "'deleteSections' and 'insertSections'"),
        Rejection(
            "row paths in an update of a list of items",
            events(#"{"type":"update","t":0.1,"deleteRows":[[0,1]]}"#),
            line: 2, column: 39,
            "'deleteRows' names rows of a list in sections; a list of items takes 'delete' and 'insert'"),
        Rejection(
            "a row that does not exist",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"deleteRows":[[0,0],[0,2]]}"#,
            ],
            line: 2, column: 46, "'deleteRows': row 2 of section 0 does not exist (it has 2 rows)"),
        Rejection(
            "a row path of one number",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"deleteRows":[[0]]}"#,
            ],
            line: 2, column: 40,
            "an entry of 'deleteRows' must be an array [section, row], found an array of 1 element"
        ),
        Rejection(
            "an inserted row without its length",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"insertRows":[[0,0]]}"#,
            ],
            line: 2, column: 40,
            "an entry of 'insertRows' must be an array [section, row, length], found an array of 2 elements"),
        Rejection(
            "an inserted section without rows",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"insertSections":[{"at":0}]}"#,
            ],
            line: 2, column: 44, "update.insertSections[0] is missing required field 'rows'"),
        // Found by a new user: a misspelt required field was reported as missing, with no word of
        // the misspelling (whose warning the error then hid).
        Rejection(
            "a misspelt rows in an inserted section",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"insertSections":[{"at":0,"rwos":[44]}]}"#,
            ],
            line: 2, column: 52,
            "update.insertSections[0] is missing required field 'rows' (found 'rwos': did you mean 'rows'?)"),
        Rejection(
            "a safeArea event whose only field is misspelt",
            events(#"{"type":"safeArea","t":0.1,"widht":896}"#),
            line: 2, column: 28,
            "a safeArea event needs at least one of 'width', 'height', 'safeArea', 'statusBar', 'frames' "
                + "(found 'widht': did you mean 'width'?)"),
        // Found by a new user: a misspelt hit target failed only as an expect, when a misspelt
        // state path is an error when the recording is read.
        Rejection(
            "a misspelt hit target",
            events(#"{"type":"expect","t":0.1,"hit":{"x":1,"y":2,"target":"lsit"}}"#),
            line: 2, column: 54,
            "hit target 'lsit' is not in the scene (did you mean 'list'?): a target is 'window', a view id, "
                + "'<scroll id>.item.<N>' or '<scroll id>.section.<N>.header' (or '.footer')"),
        Rejection(
            "an item target without a number",
            events(#"{"type":"expect","t":0.1,"hit":{"x":1,"y":2,"target":"list.item.-1"}}"#), line: 2,
            column: 54,
            "hit target 'list.item.-1' is not in the scene: a target is 'window', a view id, "
                + "'<scroll id>.item.<N>' or '<scroll id>.section.<N>.header' (or '.footer')"),
        Rejection(
            "inserted sections that together pass the row limit",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"insertSections":[{"at":0,"rows":{"count":600000,"length":44}},"#
                    + #"{"at":1,"rows":{"count":600000,"length":44}}]}"#,
            ],
            line: 2, column: 104, "the list has more than 1000000 rows"),
        Rejection(
            "rows inserted into an inserted section",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"insertSections":[{"at":0,"rows":[]}],"insertRows":[[0,0,44]]}"#,
            ],
            line: 2, column: 78,
            "'insertRows': section 0 is inserted by this update: give its rows in insertSections"),
        Rejection(
            "a select of a row an earlier update deleted",
            [
                session(scroll: #"{"content":{"sections":[{"header":28,"rows":[44,60]}]}}"#),
                #"{"type":"update","t":0.1,"deleteSections":[0],"insertSections":[{"at":0,"rows":[44]}]}"#,
                #"{"type":"scrollTo","t":0.2,"item":1}"#,
            ],
            line: 3, column: 35, "'item' in scrollTo event is 1, outside the accepted range 0…0"),
        Rejection(
            "delete index out of range", events(#"{"type":"update","t":0.1,"delete":[40]}"#), line: 2,
            column: 36,
            "'delete' index 40 is out of range: the list has 40 items before the update (indices 0…39)"),
        Rejection(
            "negative delete index", events(#"{"type":"update","t":0.1,"delete":[-1]}"#), line: 2, column: 36,
            "'delete' index -1 is out of range: the list has 40 items before the update (indices 0…39)"),
        Rejection(
            "insert index out of range", events(#"{"type":"update","t":0.1,"insert":[41]}"#), line: 2,
            column: 36,
            "'insert' index 41 is out of range: the list has 41 items after the update (indices 0…40)"),
        Rejection(
            "delete from an empty list",
            [
                session(scroll: #"{"content":{"items":{"count":0,"length":88}}}"#),
                #"{"type":"update","t":0.1,"delete":[0]}"#,
            ],
            line: 2, column: 36, "'delete' index 0 is out of range: the list has no items before the update"),
        Rejection(
            "delete index repeated", events(#"{"type":"update","t":0.1,"delete":[3,3]}"#), line: 2,
            column: 38,
            "'delete' lists index 3 twice"),
        Rejection(
            "insert index repeated", events(#"{"type":"update","t":0.1,"insert":[0,0]}"#), line: 2,
            column: 38,
            "'insert' lists index 0 twice"),
        Rejection(
            "index with a fraction", events(#"{"type":"update","t":0.1,"delete":[1.5]}"#), line: 2,
            column: 36,
            "an index in 'delete' must be an integer, found 1.5"),
        Rejection(
            "state path typo", events(#"{"type":"expect","t":0.1,"that":{"scroll.ofset.y":-48}}"#), line: 2,
            column: 34, "unknown state path 'scroll.ofset.y': 'scroll' has no 'ofset' (it has offset, ",
            partial: true),
        Rejection(
            "header path without a header",
            events(#"{"type":"observe","t":0.1,"that":{"header.height":148}}"#),
            line: 2, column: 35,
            "unknown state path 'header.height': 'header' is null (the scene has no header)"),
        Rejection(
            "list path without an index", events(#"{"type":"expect","t":0.1,"that":{"touches.x":200}}"#),
            line: 2,
            column: 34, "unknown state path 'touches.x': 'touches' is a list, index it with a number"),
        Rejection(
            "path below a number", events(#"{"type":"expect","t":0.1,"that":{"scroll.offset.y.z":0}}"#),
            line: 2,
            column: 34, "unknown state path 'scroll.offset.y.z': 'scroll.offset.y' is a number and has no 'z'"
        ),
        Rejection(
            "negative list index", events(#"{"type":"expect","t":0.1,"that":{"touches.-1.x":200}}"#),
            line: 2,
            column: 34, "unknown state path 'touches.-1.x': 'touches' is a list, index it with a number"),
        Rejection(
            "expect that is empty", events(#"{"type":"expect","t":0.1,"that":{}}"#), line: 2, column: 33,
            "'that' in expect event is empty: name at least one state path and its value"),
        Rejection(
            "observe that is empty", events(#"{"type":"observe","t":0.1,"that":{}}"#), line: 2, column: 34,
            "'that' in observe event is empty: name at least one state path and its value"),
    ]

    @Test(arguments: contentErrors)
    func rejectsInvalidUpdateOrStatePath(_ rejection: Rejection) {
        Self.expectRejection(rejection)
    }

    // MARK: Torn final lines

    @Test func tornFinalLineIsSkippedWithAWarning() throws {
        let file = try parse(
            events(
                #"{"type":"frame","t":0.1}"#, #"{"type":"mark","t":0.2,"label":"a"}"#,
                #"{"type":"tap","t":0.3,"x":2"#),
            terminated: false)
        #expect(file.recording.events == [Event(t: 0.1, .frame), Event(t: 0.2, .mark(label: "a"))])
        #expect(file.eventLines == [2, 3])
        let warning = Diagnostic(
            path: path, line: 4, column: 28, severity: .warning,
            "skipped a torn final line (no newline at the end and invalid JSON: unexpected end of input); "
                + "the recorder was probably cut off mid-write")
        #expect(file.warnings == [warning])
        #expect(!warning.description.contains("\n"))
    }

    @Test func finalLineWithoutNewlineIsKeptWhenValid() throws {
        let file = try parse(
            events(#"{"type":"frame","t":0.1}"#, #"{"type":"frame","t":0.2}"#), terminated: false)
        #expect(file.recording.events == [Event(t: 0.1, .frame), Event(t: 0.2, .frame)])
        #expect(file.eventLines == [2, 3])
        #expect(file.warnings.isEmpty)
    }

    @Test func tornSessionLineIsAnError() {
        Self.expectRejection(
            Rejection(
                // Cut inside the key "scroll", whose opening quote is at column 55.
                "torn session line", [String(session().prefix(60))], terminated: false, line: 1, column: 55,
                "invalid JSON: unterminated string (the session line has no newline at the end: "
                    + "the recorder was probably cut off while writing it)"))
    }

    @Test func invalidFinalLineWithNewlineIsAnError() {
        Self.expectRejection(
            Rejection(
                "invalid final line", events(#"{"type":"frame","t":0.1}"#, #"{"type":"tap","t":0.3,"x":2"#),
                line: 3, column: 28, "invalid JSON: unexpected end of input"))
    }

    // MARK: Session defaults

    @Test func minimalSessionGetsEveryDefault() throws {
        let file = try parse([session()])
        let scene = file.recording.scene
        #expect(scene.device == Device(name: "", width: 414, height: 896, scale: 1, safeArea: .zero))
        let scroll = scene.scroll
        #expect(scroll.id == "list")
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(scroll.axis == .vertical)
        #expect(
            scroll.content == .items(ItemLayout(count: 40, length: 88, spacing: 0, leading: 0, trailing: 0)))
        #expect(scroll.inset == .zero)
        #expect(scroll.additionalSafeArea == .zero)
        #expect(scroll.insetAdjustment == .automatic)
        #expect(scroll.bounces == true)
        #expect(scroll.alwaysBounces == false)
        #expect(scroll.decelerationRate == 0.998)
        #expect(scroll.paging == nil)
        #expect(scroll.panSlop == 10)
        #expect(scroll.delaysContentTouches == true)
        #expect(scroll.canCancelContentTouches == true)
        #expect(scroll.touchDelay == 0.15)
        #expect(scroll.rubberBandCoefficient == 0.55)
        #expect(scene.header == nil)
        #expect(
            scene.views == [
                ViewSpec(id: "list", kind: .scroll, frame: Rect(x: 0, y: 0, width: 414, height: 896))
            ])
        #expect(scene.expectedFailures.isEmpty)
        #expect(scene.conformanceTolerance == nil)
        #expect(file.recording.events.isEmpty)
        #expect(file.eventLines.isEmpty)
        #expect(file.warnings.isEmpty)
        #expect(file.path == path)
    }

    @Test func defaultViewsFollowTheScrollIDAndFrame() throws {
        let file = try parse([
            session(scroll: #"{"id":"feed","frame":[0,100,414,796],"content":{"width":414,"height":2000}}"#)
        ])
        let frame = Rect(x: 0, y: 100, width: 414, height: 796)
        #expect(file.recording.scene.scroll.frame == frame)
        #expect(file.recording.scene.views == [ViewSpec(id: "feed", kind: .scroll, frame: frame)])
    }

    @Test(arguments: [(#""normal""#, 0.998), (#""fast""#, 0.99), ("0.95", 0.95)])
    func decelerationRate(_ json: String, _ rate: Double) throws {
        let file = try parse([
            session(scroll: #"{"content":{"items":{"count":40,"length":88}},"deceleration":"# + json + "}")
        ])
        #expect(file.recording.scene.scroll.decelerationRate == rate)
    }

    static let pagingCases: [(String, ScrollConfiguration.Paging?)] = [
        ("true", .init(pageLength: nil, velocityThreshold: 100)),
        ("false", nil),
        (#"{"pageLength":300}"#, .init(pageLength: 300, velocityThreshold: 100)),
        (#"{"pageLength":300,"velocityThreshold":50}"#, .init(pageLength: 300, velocityThreshold: 50)),
    ]

    @Test(arguments: pagingCases)
    func paging(_ json: String, _ paging: ScrollConfiguration.Paging?) throws {
        let file = try parse([
            session(scroll: #"{"content":{"items":{"count":40,"length":88}},"paging":"# + json + "}")
        ])
        #expect(file.recording.scene.scroll.paging == paging)
    }

    @Test func headerDefaultsFollowTheSafeArea() throws {
        let device = #"{"width":414,"height":896,"safeArea":{"top":48,"bottom":34}}"#
        let file = try parse([headerSession(validHeader, device: device)])
        let scene = file.recording.scene
        #expect(scene.device.safeArea == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(
            scene.header
                == HeaderConfiguration(
                    viewID: "header", behavior: .collapsing, minHeight: 48, maxHeight: 148,
                    ignoresOverscroll: true,
                    stretches: false))
    }

    /// The Android / Flutter / Compose names are read as the behaviour they stand for, the name
    /// as written kept for messages.
    @Test(arguments: [
        ("collapsing", HeaderConfiguration.Behavior.collapsing, false),
        ("enterAlways", .collapsing, false),
        ("pinned", .pinned, false),
        ("exitUntilCollapsed", .pinned, false),
        ("stretchy", .pinned, true),
        ("enterAlwaysCollapsed", .enterAlwaysCollapsed, false),
        ("none", .none, false),
    ])
    func headerBehaviorNamesReadAsTheBehaviourTheyStandFor(
        name: String, behavior: HeaderConfiguration.Behavior, stretches: Bool
    ) throws {
        let file = try parse([headerSession(#"{"view":"header","behavior":"\#(name)","maxHeight":148}"#)])
        let header = try #require(file.recording.scene.header)
        #expect(header.behavior == behavior)
        #expect(header.behaviorName.rawValue == name)
        #expect(header.stretches == stretches)
    }

    @Test(arguments: [
        (#""minHeight":48,"maxHeight":148"#, 92.0),
        (#""minHeight":48,"maxHeight":80"#, 80),
        (#""minHeight":48,"maxHeight":148,"collapsedHeight":120"#, 120),
        (#""minHeight":48,"maxHeight":148,"collapsedHeight":48"#, 48),
        (#""minHeight":48,"maxHeight":148,"collapsedHeight":148"#, 148),
    ])
    func headerCollapsedHeightDefaultsToAToolbarAboveMinHeight(members: String, collapsedHeight: Double)
        throws
    {
        let file = try parse([
            headerSession(#"{"view":"header","behavior":"enterAlwaysCollapsed","# + members + "}")
        ])
        #expect(file.recording.scene.header?.collapsedHeight == collapsedHeight)
    }

    @Test(arguments: [("", false), (#","snap":false"#, false), (#","snap":true"#, true)])
    func headerSnapDefaultsToOff(member: String, snaps: Bool) throws {
        let file = try parse([
            headerSession(#"{"view":"header","behavior":"pinned","maxHeight":148"# + member + "}")
        ])
        #expect(file.recording.scene.header?.snaps == snaps)
    }

    /// A header without the new fields reads as before: no snap, the default collapsed height.
    @Test func headerWithoutNewFieldsReadsAsBefore() throws {
        let file = try parse([headerSession(validHeader, device: notchedDevice)])
        #expect(
            file.recording.scene.header
                == HeaderConfiguration(viewID: "header", behavior: .collapsing, minHeight: 48, maxHeight: 148)
        )
        #expect(file.recording.scene.header?.collapsedHeight == 92)
        #expect(file.recording.scene.header?.snaps == false)
    }

    /// `collapsedHeight` and `snap` are known fields: no unknown-field warning.
    @Test func headerNewFieldsAreKnown() throws {
        let file = try parse([
            headerSession(
                #"{"view":"header","behavior":"enterAlwaysCollapsed","maxHeight":148,"collapsedHeight":100,"snap":true}"#
            )
        ])
        #expect(file.warnings.isEmpty)
    }

    @Test func headerMinHeightIsZeroWithoutSafeArea() throws {
        let file = try parse([headerSession(validHeader)])
        #expect(file.recording.scene.header?.minHeight == 0)
    }

    static let viewKindDefaults: [(json: String, kind: ViewSpec.Kind, interactive: Bool, control: Bool)] = [
        ("view", .view, true, false),
        ("stack", .stack, true, false),
        ("button", .button, true, true),
        ("label", .label, false, false),
        ("image", .image, false, false),
    ]

    @Test(arguments: viewKindDefaults)
    func viewDefaultsPerKind(_ json: String, _ kind: ViewSpec.Kind, _ interactive: Bool, _ control: Bool)
        throws
    {
        let file = try parse([session(adding: views(#"{"id":"v","kind":"\#(json)","frame":[1,2,3,4]}"#))])
        let view = try #require(file.recording.scene.view(withID: "v"))
        #expect(view.kind == kind)
        #expect(view.isInteractive == interactive)
        #expect(view.isControl == control)
    }

    @Test func viewDefaults() throws {
        let file = try parse([session(adding: views(#"{"id":"v","frame":[1,2,3,4]}"#))])
        #expect(
            file.recording.scene.views[1]
                == ViewSpec(
                    id: "v", kind: .view, frame: Rect(x: 1, y: 2, width: 3, height: 4), isInteractive: true,
                    isControl: false, isHidden: false, alpha: 1, passThrough: .none, pin: .top, children: []))
    }

    @Test func explicitViewFlagsOverrideTheKindDefaults() throws {
        let view = #"{"id":"v","kind":"label","frame":[1,2,3,4],"interactive":true,"control":true}"#
        let file = try parse([session(adding: views(view))])
        #expect(file.recording.scene.views[1].isInteractive == true)
        #expect(file.recording.scene.views[1].isControl == true)
    }

    // MARK: Events

    static let eventKinds: [(String, Event.Kind)] = [
        (
            #"{"type":"touch","t":0.5,"phase":"began","id":7,"x":200,"y":300}"#,
            .touch(id: 7, phase: .began, at: Point(x: 200, y: 300))
        ),
        (#"{"type":"tap","t":0.5,"x":20,"y":30}"#, .tap(at: Point(x: 20, y: 30))),
        (#"{"type":"scroll","t":0.5,"y":-48}"#, .scroll(.absolute(x: nil, y: -48))),
        (#"{"type":"scroll","t":0.5,"dy":10}"#, .scroll(.relative(dx: 0, dy: 10))),
        (#"{"type":"frame","t":0.5}"#, .frame),
        (
            #"{"type":"update","t":0.5,"delete":[0,1],"insert":[5],"anchor":"visible"}"#,
            .update(ItemUpdate(deleted: [0, 1], inserted: [5], anchor: .visible))
        ),
        (
            #"{"type":"update","t":0.5,"insert":[40]}"#,
            .update(ItemUpdate(deleted: [], inserted: [40], anchor: .none))
        ),
        (
            #"{"type":"expect","t":0.5,"that":{"scroll.offset.y":-48,"scroll.phase":"idle"}}"#,
            .expect(
                Expectation(
                    values: [.init("scroll.offset.y", .number(-48)), .init("scroll.phase", .string("idle"))],
                    tolerance: 0.5, hit: nil))
        ),
        (
            #"{"type":"expect","t":0.5,"tolerance":2,"hit":{"x":10,"y":20,"target":"list"}}"#,
            .expect(
                Expectation(
                    values: [], tolerance: 2, hit: HitExpectation(point: Point(x: 10, y: 20), target: "list"))
            )
        ),
        (
            #"{"type":"observe","t":0.5,"that":{"touches":[]}}"#,
            .observe([.init("touches", .array([]))])
        ),
        (#"{"type":"mark","t":0.5,"label":"flick"}"#, .mark(label: "flick")),
    ]

    @Test(arguments: eventKinds)
    func decodesEvent(_ line: String, _ kind: Event.Kind) throws {
        let file = try parse(events(line))
        #expect(file.recording.events == [Event(t: 0.5, kind)])
        #expect(file.eventLines == [2])
    }

    @Test func unknownFieldsAreIgnored() throws {
        let plain = try parse(events(#"{"type":"tap","t":0.5,"x":20,"y":30}"#))
        let extended = try parse([
            #"{"type":"session","app":{"build":12},"device":{"width":414,"height":896,"model":"iPhone12,1"},"#
                + #""scroll":{"content":{"items":{"count":40,"length":88,"kind":"cell"}},"estimated":true}}"#,
            #"{"type":"tap","t":0.5,"x":20,"y":30,"force":0.3,"source":{"device":"finger"}}"#,
        ])
        #expect(extended.recording == plain.recording)
    }

    @Test func eventLinesNumberEachEventsSourceLine() throws {
        let file = try parse(
            events(
                #"{"type":"frame","t":0}"#, #"{"type":"mark","t":0,"label":"a"}"#, #"{"type":"frame","t":1}"#)
        )
        #expect(file.eventLines == [2, 3, 4])
        #expect(file.line(ofEvent: 0) == 1)
        #expect(file.line(ofEvent: 3) == 4)
    }

    @Test func crlfLineEndingsAreAccepted() throws {
        let lines = events(
            touchLine("began", t: 0.1), touchLine("ended", t: 0.2), #"{"type":"mark","t":0.3,"label":"end"}"#)
        let unix = try parse(lines)
        let windows = try parse(lines, separator: "\r\n")
        #expect(windows.recording == unix.recording)
        #expect(windows.eventLines == [2, 3, 4])
        #expect(windows.warnings.isEmpty)
    }

    @Test func touchIDMayBeReusedAfterItEnds() throws {
        let file = try parse(
            events(
                touchLine("began", t: 0.1), touchLine("moved", t: 0.2), touchLine("ended", t: 0.3),
                touchLine("began", t: 0.4),
                touchLine("cancelled", t: 0.5), touchLine("began", t: 0.6)))
        #expect(file.recording.events.count == 6)
    }

    @Test func equalTimesAndIncreasingSeqAreAccepted() throws {
        let file = try parse(
            events(
                #"{"type":"frame","t":1,"seq":-3}"#, #"{"type":"frame","t":1}"#,
                #"{"type":"frame","t":1,"seq":9}"#))
        #expect(file.recording.events.map(\.t) == [1, 1, 1])
    }

    @Test(arguments: [
        "touches.0.id", "actions.3.kind", "actions.0.item", "scroll.phase", "scroll.offset.y", "t",
    ])
    func acceptsStatePath(_ statePath: String) throws {
        let file = try parse(
            events(
                #"{"type":"expect","t":0.5,"that":{"\#(statePath)":1}}"#,
                #"{"type":"observe","t":0.5,"that":{"\#(statePath)":1}}"#))
        #expect(file.recording.events.count == 2)
    }

    @Test func acceptsHeaderPathWhenTheSceneHasAHeader() throws {
        let file = try parse([
            headerSession(validHeader), #"{"type":"expect","t":0,"that":{"header.height":148}}"#,
        ])
        #expect(file.recording.events.count == 1)
    }

    @Test func acceptsExpectFailures() throws {
        let file = try parse([session(adding: #""expectFailures":["header.overscroll","touch.passThrough"]"#)]
        )
        #expect(file.recording.scene.expectedFailures == [.headerOverscroll, .touchPassThrough])
    }

    @Test(arguments: [("2.5", 2.5 as Double?), ("0", 0), ("null", nil)])
    func readsTheConformanceTolerance(json: String, tolerance: Double?) throws {
        let file = try parse([session(adding: #""conformanceTolerance":"# + json)])
        #expect(file.recording.scene.conformanceTolerance == tolerance)
        #expect(file.warnings.isEmpty)
    }
}
