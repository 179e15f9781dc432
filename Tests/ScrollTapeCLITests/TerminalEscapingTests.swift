import Foundation
import Testing

@testable import ScrollTapeCLI

/// Text that came from a recording never drives the terminal: ESC [ 2 J (clear the
/// screen), BEL, CR and U+202E (right-to-left override) in a mark label, a view id and a field
/// name are shown escaped, by one helper, in every command that prints them.
@Suite struct TerminalEscapingTests {
    /// The hostile text, as JSON writes it in the recording.
    static let hostileJSON = #"x\u001b[2J\u0007\r\u202Ey"#
    /// The same text as the output shows it.
    static let hostileShown = #"x\u{1B}[2J\u{7}\r\u{202E}y"#

    /// Two marks and a device name holding the hostile text.
    static let recording = Fixtures.recording([
        #"{"type":"mark","t":0,"label":"\#(hostileJSON)"}"#,
        #"{"type":"frame","t":0.1}"#,
        #"{"type":"mark","t":0.2,"label":"\#(hostileJSON)"}"#,
    ]).replacingOccurrences(of: #""name":"iPhone 11""#, with: #""name":"\#(hostileJSON)""#)

    /// Nothing in the output acts on a terminal: no ESC, BEL, CR or bidirectional override.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ["\u{1B}", "\u{7}", "\r", "\u{202E}"].contains($0) }
    }

    @Test func theReplShowsMarkLabelsEscaped() throws {
        try TemporaryDirectory.with { directory in
            try directory.write("marks.jsonl", Self.recording)
            let result = try run(
                ["repl", "marks.jsonl"], input: "marks\nstep\nevent\ninfo\nbreak mark nothing\n",
                in: directory.url)
            #expect(result.status == 0)
            #expect(Self.isInert(result.stdout) && Self.isInert(result.stderr))
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(
                lines.prefix(2) == ["  1  t=0  \(Self.hostileShown)", "  3  t=0.2  \(Self.hostileShown)"])
            // The event as its JSON line: escaped the JSON way, so it still reads back the same.
            #expect(lines.contains { $0.contains(#""label":"x\u001b[2J\u0007\r\u202ey""#) })
            #expect(lines.contains { $0.contains("\(Self.hostileShown) 414×896") }, "\(lines)")
            // Two marks with one label: the label is listed once.
            #expect(lines.last == "error: no mark 'nothing' (marks: \(Self.hostileShown))")
        }
    }

    /// A view id may not hold such characters: the reader says so, on one inert line.
    @Test func aViewIDWithControlCharactersIsOneInertDiagnostic() throws {
        try TemporaryDirectory.with { directory in
            let contents = Self.recording.replacingOccurrences(
                of: #"{"id":"header","#, with: #"{"id":"\#(Self.hostileJSON)","#)
            try directory.write("id.jsonl", contents)
            for arguments in [["check", "id.jsonl"], ["hit", "id.jsonl", "1", "2"], ["repl", "id.jsonl"]] {
                let result = try run(arguments, in: directory.url)
                #expect(result.status == 2, "\(arguments)")
                #expect(Self.isInert(result.stdout + result.stderr), "\(arguments)")
                #expect(result.stderr.contains(Self.hostileShown), "\(arguments): \(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments)")
            }
        }
    }

    /// An unknown field's name is quoted in its warning, escaped.
    @Test func anUnknownFieldNameIsShownEscaped() throws {
        try TemporaryDirectory.with { directory in
            try directory.write(
                "field.jsonl", Fixtures.recording([#"{"type":"frame","t":0,"\#(Self.hostileJSON)":1}"#]))
            let result = try run(["check", "field.jsonl"], in: directory.url)
            #expect(result.status == 0)
            #expect(Self.isInert(result.stdout + result.stderr))
            #expect(result.stderr.contains("unknown field '\(Self.hostileShown)'"), "\(result.stderr)")
        }
    }

    /// A usage error quotes the argument as typed.
    @Test func aUsageErrorShowsTheArgumentEscaped() throws {
        let result = try run(["replay", "a.jsonl", "--t\u{1B}[2J\u{202E}o"])
        #expect(result.status == 2)
        #expect(Self.isInert(result.stdout + result.stderr), "\(result.stderr)")
        #expect(result.stderr.contains(#"--t\u{1B}[2J\u{202E}o"#), "\(result.stderr)")
    }

    /// `check` names a recording by its path, which a file name can fill with the same characters.
    @Test func checksSummaryShowsThePathEscaped() throws {
        try TemporaryDirectory.with { directory in
            try directory.write("a\u{1B}[2J\u{202E}.jsonl", Self.recording)
            let result = try run(["check", "."], in: directory.url)
            #expect(result.status == 0)
            #expect(Self.isInert(result.stdout + result.stderr), "\(result.stdout)")
            #expect(result.stdout.contains(#"PASS ./a\u{1B}[2J\u{202E}.jsonl ("#), "\(result.stdout)")
        }
    }
}

/// The REPL's last line of defence: what a command forgot to escape is escaped on the way out,
/// and only the REPL's own colours pass.
@Suite struct ReplOutputEscapingTests {
    @Test func onlyTheStylesOwnColoursReachTheTerminal() {
        let style = ReplStyle(colored: true)
        let painted = style.paint("3/10", .bold)
        #expect(
            style.shown(painted + " a\u{1B}[2J\u{7}\r\u{202E}b\nc") == painted
                + #" a\u{1B}[2J\u{7}\r\u{202E}b"# + "\nc")
        // A colour the REPL paints with is the one thing let through (a label escaped at its
        // source never gets here with its ESC).
        #expect(style.shown("\u{1B}[31mred") == "\u{1B}[31mred")
        #expect(style.shown("\u{1B}]0;title\u{7}") == #"\u{1B}]0;title\u{7}"#)
    }
}
