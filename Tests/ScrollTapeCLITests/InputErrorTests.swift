import Foundation
import Testing

/// Bad input files: exit code 2 and one compiler-style diagnostic at the right place.
@Suite("bad input, end to end")
struct InputErrorTests {
    /// Line 3 misses the comma: `{"type":"frame" "t":1}`; the `"` of `"t"` is column 17.
    static let invalidJSON = Fixtures.recording([#"{"type":"frame","t":0}"#, #"{"type":"frame" "t":1}"#])

    @Test(arguments: [["replay", "bad.jsonl"], ["check", "bad.jsonl"], ["hit", "bad.jsonl", "1", "2"]])
    func invalidJSONIsOneDiagnosticWithLineAndColumn(arguments: [String]) throws {
        try TemporaryDirectory.with { directory in
            try directory.write("bad.jsonl", Self.invalidJSON)
            let result = try run(arguments, in: directory.url)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "bad.jsonl:3:17: error: invalid JSON: expected ',' or '}' after object member\n")
            #expect(result.stdout == (arguments[0] == "check" ? Self.oneUnreadable : ""))
        }
    }

    /// `check`'s summary when its only recording cannot be read.
    static let oneUnreadable = "checked 1 recording, 0 events: 0 passed, 0 failed, 1 unreadable\n"

    /// A recording that is not valid input, and its diagnostic as `check input.jsonl` prints it.
    struct BadRecording: CustomTestStringConvertible, Sendable {
        var name: String
        var contents: String
        var diagnostic: String

        var testDescription: String { name }
    }

    static let badRecordings: [BadRecording] = [
        .init(
            name: "empty file", contents: "",
            diagnostic:
                #"input.jsonl:1:1: error: the recording is empty: line 1 must be the session line ({"type":"session",…})"#
        ),
        .init(
            name: "byte order mark", contents: "\u{FEFF}" + Fixtures.recording([]),
            diagnostic: "input.jsonl:1:1: error: invalid JSON: byte order mark is not allowed"),
        .init(
            name: "unknown event type", contents: Fixtures.recording([#"{"type":"zoom","t":0}"#]),
            diagnostic:
                "input.jsonl:2:9: error: unknown event type 'zoom' (expected one of touch, tap, scroll, "
                + "scrollTo, keyboard, safeArea, inset, frame, update, call, expect, observe, mark)"),
        .init(
            name: "time goes backwards",
            contents: Fixtures.recording([#"{"type":"frame","t":1}"#, #"{"type":"frame","t":0.5}"#]),
            diagnostic:
                "input.jsonl:3:21: error: time goes backwards: t 0.5 is earlier than the previous event's t 1"
        ),
        .init(
            name: "touch moved that never began",
            contents: Fixtures.recording([#"{"type":"touch","t":0,"phase":"moved","id":1,"x":1,"y":1}"#]),
            diagnostic: "input.jsonl:2:44: error: touch 1 moved but it is not down (no 'began' before)"),
        .init(
            name: "empty line in the middle",
            contents: Fixtures.recording([#"{"type":"frame","t":0}"#, "", #"{"type":"frame","t":1}"#]),
            diagnostic:
                "input.jsonl:3:1: error: invalid JSON: empty line (every line must be one JSON object)"),
        // Regressions: a safe area that covers the screen, and integers a JSON number cannot hold exactly.
        .init(
            name: "device safe area taller than the screen",
            contents: Fixtures.recording([]).replacingOccurrences(
                of: #""safeArea":{"top":48,"bottom":34}"#, with: #""safeArea":{"top":448,"bottom":448}"#),
            diagnostic:
                "input.jsonl:1:118: error: 'safeArea' in 'device' in the session line is taller than the screen: "
                + "top 448 + bottom 448 is not less than the height 896"),
        .init(
            name: "device safe area wider than the screen",
            contents: Fixtures.recording([]).replacingOccurrences(
                of: #""safeArea":{"top":48,"bottom":34}"#, with: #""safeArea":{"left":207,"right":207}"#),
            diagnostic:
                "input.jsonl:1:118: error: 'safeArea' in 'device' in the session line is wider than the screen: "
                + "left 207 + right 207 is not less than the width 414"),
        .init(
            name: "safeArea event taller than the screen",
            contents: Fixtures.recording([
                #"{"type":"frame","t":0}"#, #"{"type":"safeArea","t":1,"safeArea":{"top":500,"bottom":396}}"#,
            ]),
            diagnostic:
                "input.jsonl:3:37: error: after this safeArea event the safe area is taller than the screen: "
                + "top 500 + bottom 396 is not less than the height 896"),
        .init(
            name: "safeArea event narrower than its safe area",
            contents: Fixtures.recording([
                #"{"type":"safeArea","t":0,"width":600,"safeArea":{"left":300,"right":0}}"#,
                #"{"type":"safeArea","t":1,"width":300}"#,
            ]),
            diagnostic:
                "input.jsonl:3:34: error: after this safeArea event the safe area is wider than the screen: "
                + "left 300 + right 0 is not less than the width 300"),
        .init(
            name: "seq beyond 2^53",
            contents: Fixtures.recording([
                #"{"type":"frame","t":0,"seq":9007199254740992}"#,
                #"{"type":"frame","t":1,"seq":9007199254740993}"#,
            ]),
            diagnostic:
                "input.jsonl:2:29: error: 'seq' in frame event is beyond ±2^53, where a JSON number is no longer "
                + "exact; the accepted range is -9007199254740991…9007199254740991"),
        .init(
            name: "seq below -2^53 on a tap",
            contents: Fixtures.recording([#"{"type":"tap","t":0,"x":1,"y":2,"seq":-9007199254740993}"#]),
            diagnostic:
                "input.jsonl:2:39: error: 'seq' in tap event is beyond ±2^53, where a JSON number is no longer "
                + "exact; the accepted range is -9007199254740991…9007199254740991"),
        // What a bad-input audit found read without a word: references that name nothing.
        .init(
            name: "view id in the form of a list row",
            contents: Fixtures.recording([]).replacingOccurrences(
                of: #""id":"back""#, with: #""id":"list.item.0""#),
            diagnostic:
                "input.jsonl:1:419: error: view id 'list.item.0' begins with 'list.item.', which names a row of the "
                + "list 'list' in hit-tests and state paths: give the view another id"),
        .init(
            name: "hit target a section header of a list of items",
            contents: Fixtures.recording([
                #"{"type":"expect","t":0,"hit":{"x":200,"y":500,"target":"list.section.0.header"}}"#
            ]),
            diagnostic:
                "input.jsonl:2:56: error: hit target 'list.section.0.header' names a section header, but 'list' is "
                + "not a list in sections: name a row ('list.item.<N>') or the scroll view"),
        .init(
            name: "negative additional safe area",
            contents: Fixtures.recording([]).replacingOccurrences(
                of: #""additionalSafeArea":{"top":100}"#, with: #""additionalSafeArea":{"top":-100}"#),
            diagnostic:
                "input.jsonl:1:237: error: 'top' in 'additionalSafeArea' in 'scroll' in the session line is -100, "
                + "outside the accepted range 0…1000000"),
        .init(
            name: "tab that is not the underline's sibling",
            contents: tabsRecording(#"["tab0","other"]"#),
            diagnostic:
                "input.jsonl:1:745: error: the tab 'other' is not a sibling of the underline 'underline': tabs and "
                + "underline share one parent view"),
        .init(
            name: "tabs right to left",
            contents: tabsRecording(#"["tab1","tab0"]"#),
            diagnostic:
                "input.jsonl:1:745: error: the tab 'tab0' (x=0) is not right of 'tab1' (x=207): list the tabs left "
                + "to right"),
        .init(
            name: "tabs of unequal widths",
            contents: tabsRecording(#"["tab0","tab1"]"#).replacingOccurrences(
                of: "[207,0,207,44]", with: "[207,0,200,44]"),
            diagnostic:
                "input.jsonl:1:745: error: the tab 'tab1' is 200 pt wide and 'tab0' 207: the tabs have equal widths"
        ),
    ]

    /// A tab strip over a pager whose tabs effect lists `tabs`; `other` is a button beside the strip.
    static func tabsRecording(_ tabs: String) -> String {
        #"{"type":"session","format":"scrolltape","version":1,"device":{"width":414,"height":896},"#
            + #""scroll":{"id":"profile","content":{"width":414,"height":1200}},"scrolls":[{"id":"pager","#
            + #""frame":[0,248,414,900],"axis":"horizontal","content":{"items":{"count":4,"length":414}},"#
            + #""paging":true}],"views":[{"id":"profile","kind":"scroll","children":[{"id":"tabStrip","#
            + #""kind":"view","frame":[0,200,414,48],"children":[{"id":"tab0","kind":"button","#
            + #""frame":[0,0,207,44]},{"id":"tab1","kind":"button","frame":[207,0,207,44]},{"id":"underline","#
            + #""kind":"view","frame":[0,44,207,4],"interactive":false}]},{"id":"other","kind":"button","#
            + #""frame":[0,0,207,44]},{"id":"pager","kind":"scroll"}]}],"effects":[{"kind":"tabs","#
            + #""view":"underline","scroll":"pager","tabs":\#(tabs)}]}"# + "\n"
    }

    @Test(arguments: badRecordings)
    func badRecordingIsAnInputErrorAtItsLine(_ recording: BadRecording) throws {
        try TemporaryDirectory.with { directory in
            try directory.write("input.jsonl", recording.contents)
            let result = try run(["check", "input.jsonl"], in: directory.url)
            #expect(result.status == 2)
            #expect(result.stderr == recording.diagnostic + "\n")
            #expect(result.stdout == Self.oneUnreadable)
        }
    }

    @Test(arguments: [
        ["replay", "missing.jsonl"], ["check", "missing.jsonl"], ["hit", "missing.jsonl", "1", "2"],
    ])
    func missingFileIsBadInput(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        if arguments[0] == "check" {
            // check looks for files and folders before it reads recordings.
            #expect(result.stderr == "missing.jsonl:1:1: error: no such file or folder\n")
            #expect(result.stdout == "checked 0 recordings, 0 events: 0 passed, 0 failed, 1 unreadable\n")
        } else {
            #expect(result.stderr == "missing.jsonl:1:1: error: cannot open the recording: no such file\n")
            #expect(result.stdout == "")
        }
    }

    @Test func folderWithoutRecordingsIsBadInput() throws {
        try TemporaryDirectory.with { directory in
            try directory.write("notes/README.md", "no recordings here\n")
            let result = try run(["check", "notes"], in: directory.url)
            #expect(result.status == 2)
            #expect(result.stderr == "notes:1:1: error: no recordings (*.jsonl) in this folder\n")
            #expect(result.stdout == "checked 0 recordings, 0 events: 0 passed, 0 failed, 1 unreadable\n")
        }
    }

    @Test func tornFinalLineIsSkippedWithAWarning() throws {
        let whole = Fixtures.recording([#"{"type":"frame","t":0}"#])
        try TemporaryDirectory.with { directory in
            try directory.write("torn.jsonl", whole + #"{"type":"frame","t":1"#)
            try directory.write("whole.jsonl", whole)
            let check = try run(["check", "torn.jsonl"], in: directory.url)
            #expect(check.status == 0)
            #expect(
                check.stderr
                    == "torn.jsonl:3:22: warning: skipped a torn final line (no newline at the end and invalid "
                    + "JSON: unexpected end of input); the recorder was probably cut off mid-write\n")
            #expect(
                check.stdoutLines == [
                    "PASS torn.jsonl (1 event, 0 expects)",
                    "checked 1 recording, 1 event: 1 passed, 0 failed",
                ])

            let replay = try run(["replay", "torn.jsonl", "--json"], in: directory.url)
            #expect(replay.status == 0)
            #expect(replay.stderr == check.stderr)
            // The state of the recording without its torn line.
            let wholeReplay = try run(["replay", "whole.jsonl", "--json"], in: directory.url)
            #expect(wholeReplay.stdout.hasPrefix(#"{"index":1,"#), "\(wholeReplay.stdout)")
            #expect(replay.stdout == wholeReplay.stdout)
        }
    }

    @Test func finalLineWithoutNewlineThatIsValidIsKept() throws {
        let unterminated = Fixtures.recording([#"{"type":"frame","t":0}"#]) + #"{"type":"frame","t":1}"#
        try TemporaryDirectory.with { directory in
            try directory.write("last.jsonl", unterminated)
            try directory.write("terminated.jsonl", unterminated + "\n")
            let result = try run(["replay", "last.jsonl", "--json"], in: directory.url)
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.hasPrefix(#"{"index":2,"t":1,"#), "\(result.stdout)")
            #expect(
                result.stdout
                    == (try run(["replay", "terminated.jsonl", "--json"], in: directory.url)).stdout)
        }
    }

    @Test func mixedFolderReportsTheGoodRecordingAndFailsOnTheBadOne() throws {
        let good = try String(contentsOf: PackageRoot.file("recordings/pinned-header.jsonl"), encoding: .utf8)
        try TemporaryDirectory.with { directory in
            try directory.write("mixed/a-good.jsonl", good)
            try directory.write("mixed/b-bad.jsonl", Self.invalidJSON)
            let result = try run(["check", "mixed"], in: directory.url)
            #expect(result.status == 2)
            #expect(
                result.stdoutLines == [
                    "PASS mixed/a-good.jsonl (179 events, 21 expects)",
                    "checked 2 recordings, 179 events: 1 passed, 0 failed, 1 unreadable",
                ])
            #expect(
                result.stderr
                    == "mixed/b-bad.jsonl:3:17: error: invalid JSON: expected ',' or '}' after object member\n"
            )
        }
    }

    /// A folder below the one checked that cannot be listed is said, by name, and makes the run
    /// bad input: its recordings were not checked (it used to be passed over, and the run passed).
    @Test func anUnlistableFolderIsReportedNotSkipped() throws {
        let good = try String(contentsOf: PackageRoot.file("recordings/pinned-header.jsonl"), encoding: .utf8)
        try TemporaryDirectory.with { directory in
            try directory.write("tree/a.jsonl", good)
            try directory.write("tree/locked/b.jsonl", good)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: directory.url.appendingPathComponent("tree").path)
            let locked = directory.url.appendingPathComponent("tree/locked").path
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
            // Root may list any folder: check as an unprivileged user then (setpriv, util-linux).
            let asUser = geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
            let result = try runShell("\(asUser)scrolltape check tree", in: directory.url)
            #expect(result.status == 2)
            #expect(
                result.stderrLines == [
                    "tree/locked:1:1: error: cannot list this folder: permission denied; its recordings were not checked"
                ])
            #expect(
                result.stdoutLines == [
                    "PASS tree/a.jsonl (179 events, 21 expects)",
                    "checked 1 recording, 179 events: 1 passed, 0 failed, 1 unreadable",
                ])
        }
    }

    /// A pipe or a FIFO is not a recording file: one line says so, at once (a FIFO without a
    /// writer would block the open).
    @Test func aPipeIsRefusedWithItsKind() throws {
        try TemporaryDirectory.with { directory in
            let result = try runShell(
                "mkfifo fifo && scrolltape replay fifo; echo \"exit $?\"; "
                    + "scrolltape check <(cat \(PackageRoot.file("recordings/pinned-header.jsonl").path)) 2>&1 "
                    + "| sed 's#/dev/fd/[0-9]*#/dev/fd/N#'",
                in: directory.url, timeout: 20)
            #expect(
                result.stderrLines == [
                    "fifo:1:1: error: cannot open the recording: it is a pipe, not a regular file "
                        + "(save the recording to a file first)"
                ])
            #expect(
                result.stdoutLines == [
                    "exit 2",
                    "/dev/fd/N:1:1: error: cannot open the recording: it is a pipe, not a regular file "
                        + "(save the recording to a file first)",
                    "checked 1 recording, 0 events: 0 passed, 0 failed, 1 unreadable",
                ])
        }
    }

    /// A recording named twice, or inside a folder also named, is checked once.
    @Test func aRecordingNamedTwiceIsCheckedOnce() throws {
        let result = try run([
            "check", "recordings/pinned-header.jsonl", "recordings/pinned-header.jsonl", "recordings",
        ])
        #expect(result.status == 0)
        // The same lines as `check recordings`, the recording named first moved to the front.
        let folder = try run(["check", "recordings"])
        let pinned = "PASS recordings/pinned-header.jsonl (179 events, 21 expects)"
        #expect(folder.stdoutLines.filter { $0 == pinned }.count == 1)
        #expect(result.stdoutLines == [pinned] + folder.stdoutLines.filter { $0 != pinned })
        #expect(result.stderr == folder.stderr)
    }
}
