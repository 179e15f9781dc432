import Foundation
import Testing

/// Bad input files: exit code 2 and one compiler-style diagnostic at the right place (SPEC §1, §4).
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
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(
                result.stderrLines.first?.hasPrefix("bad.jsonl:3:17: error: ") == true, "\(result.stderr)")
            #expect(!result.stdout.contains("PASS"))
            if arguments[0] != "check" { #expect(result.stdout == "") }
        }
    }

    /// A recording that is not valid input, and the line the error must point at.
    struct BadRecording: CustomTestStringConvertible, Sendable {
        var name: String
        var contents: String
        var line: Int

        var testDescription: String { name }
    }

    static let badRecordings: [BadRecording] = [
        .init(name: "empty file", contents: "", line: 1),
        .init(name: "byte order mark", contents: "\u{FEFF}" + Fixtures.recording([]), line: 1),
        .init(name: "unknown event type", contents: Fixtures.recording([#"{"type":"zoom","t":0}"#]), line: 2),
        .init(
            name: "time goes backwards",
            contents: Fixtures.recording([#"{"type":"frame","t":1}"#, #"{"type":"frame","t":0.5}"#]), line: 3),
        .init(
            name: "touch moved that never began",
            contents: Fixtures.recording([#"{"type":"touch","t":0,"phase":"moved","id":1,"x":1,"y":1}"#]),
            line: 2),
        .init(
            name: "empty line in the middle",
            contents: Fixtures.recording([#"{"type":"frame","t":0}"#, "", #"{"type":"frame","t":1}"#]),
            line: 3),
    ]

    @Test(arguments: badRecordings)
    func badRecordingIsAnInputErrorAtItsLine(_ recording: BadRecording) throws {
        try TemporaryDirectory.with { directory in
            try directory.write("input.jsonl", recording.contents)
            let result = try run(["check", "input.jsonl"], in: directory.url)
            #expect(result.status == 2)
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            let diagnostic = result.stderrLines.first ?? ""
            #expect(diagnostic.wholeMatch(of: /input\.jsonl:\d+:\d+: error: .+/) != nil, "\(diagnostic)")
            #expect(diagnostic.hasPrefix("input.jsonl:\(recording.line):"), "\(diagnostic)")
        }
    }

    @Test(arguments: [
        ["replay", "missing.jsonl"], ["check", "missing.jsonl"], ["hit", "missing.jsonl", "1", "2"],
    ])
    func missingFileIsBadInput(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        let diagnostic = result.stderrLines.first ?? ""
        #expect(diagnostic.hasPrefix("missing.jsonl:") && diagnostic.contains(": error: "), "\(diagnostic)")
        if arguments[0] != "check" { #expect(result.stdout == "") }
    }

    @Test func folderWithoutRecordingsIsBadInput() throws {
        try TemporaryDirectory.with { directory in
            try directory.write("notes/README.md", "no recordings here\n")
            let result = try run(["check", "notes"], in: directory.url)
            #expect(result.status == 2)
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            let diagnostic = result.stderrLines.first ?? ""
            #expect(diagnostic.hasPrefix("notes") && diagnostic.contains(": error: "), "\(diagnostic)")
        }
    }

    @Test func tornFinalLineIsSkippedWithAWarning() throws {
        let torn = Fixtures.recording([#"{"type":"frame","t":0}"#]) + #"{"type":"frame","t":1"#
        try TemporaryDirectory.with { directory in
            try directory.write("torn.jsonl", torn)
            let check = try run(["check", "torn.jsonl"], in: directory.url)
            #expect(check.status == 0)
            #expect(check.stderrLines.count == 1, "\(check.stderr)")
            let warning = check.stderrLines.first ?? ""
            #expect(warning.wholeMatch(of: /torn\.jsonl:3:\d+: warning: .+/) != nil, "\(warning)")
            #expect(check.stdoutLines.first?.hasPrefix("PASS torn.jsonl (1 event") == true, "\(check.stdout)")

            let replay = try run(["replay", "torn.jsonl", "--json"], in: directory.url)
            #expect(replay.status == 0)
            #expect(replay.stderr == check.stderr)
            #expect(replay.stdout.hasPrefix(#"{"index":1,"#), "\(replay.stdout)")
        }
    }

    @Test func finalLineWithoutNewlineThatIsValidIsKept() throws {
        let unterminated = Fixtures.recording([#"{"type":"frame","t":0}"#]) + #"{"type":"frame","t":1}"#
        try TemporaryDirectory.with { directory in
            try directory.write("last.jsonl", unterminated)
            let result = try run(["replay", "last.jsonl", "--json"], in: directory.url)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix(#"{"index":2,"t":1,"#), "\(result.stdout)")
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
                result.stdoutLines.contains { $0.hasPrefix("PASS mixed/a-good.jsonl (") }, "\(result.stdout)")
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(
                result.stderrLines.first?.hasPrefix("mixed/b-bad.jsonl:3:17: error: ") == true,
                "\(result.stderr)")
            #expect(result.stdoutLines.last?.hasPrefix("checked ") == true, "\(result.stdout)")
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
        #expect(result.stdoutLines.filter { $0.hasPrefix("PASS recordings/pinned-header.jsonl ") }.count == 1)
        #expect(result.stdoutLines.last?.hasPrefix("checked 16 recordings, ") == true, "\(result.stdout)")
    }
}
