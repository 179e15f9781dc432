import Foundation
import Testing

/// `scrolltape repl`, driven through standard input as a script drives it, and once on a terminal.
@Suite("scrolltape repl, end to end")
struct ReplTests {
    static let bouncing = "recordings/known-bad/iphone11-bouncing-header.jsonl"

    /// Ten events: a mark, a drag up by 40 pt in 20-pt steps 0.2 s apart (so no fling), a mark, a tap
    /// on the back button, an `expect` that fails (header 108, not 100), a frame.
    static let events = [
        #"{"type":"mark","t":0,"label":"start"}"#,
        #"{"type":"touch","t":0.1,"phase":"began","id":1,"x":200,"y":600}"#,
        #"{"type":"touch","t":0.3,"phase":"moved","id":1,"x":200,"y":580}"#,
        #"{"type":"touch","t":0.5,"phase":"moved","id":1,"x":200,"y":560}"#,
        #"{"type":"touch","t":0.7,"phase":"moved","id":1,"x":200,"y":540}"#,
        #"{"type":"touch","t":0.9,"phase":"ended","id":1,"x":200,"y":540}"#,
        #"{"type":"mark","t":1,"label":"tap"}"#,
        #"{"type":"tap","t":1,"x":30,"y":74}"#,
        #"{"type":"expect","t":1,"that":{"header.height":100}}"#,
        #"{"type":"frame","t":1.2}"#,
    ]

    /// Runs `repl` on the ten-event recording with `script` as standard input.
    static func session(_ script: [String]) throws -> CommandResult {
        try TemporaryDirectory.with { folder in
            try folder.write("drag.jsonl", Fixtures.recording(events))
            return try run(["repl", "drag.jsonl"], input: script.map { $0 + "\n" }.joined(), in: folder.url)
        }
    }

    @Test func aScriptedSessionPrintsOneAnswerPerCommandAndNoPrompt() throws {
        let result = try Self.session([
            "marks", "step", "state header.height", "step 3", "diff", "event", "back", "goto mark tap",
            "step",
            "state actions --json", "bogus", "step x", "goto 99", "first header.height < 120",
            "last header.height changed", "# a comment, then a blank line", "",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let drag = [
            "- scroll.offset.y: -148", "+ scroll.offset.y: -128", "- header.height: 148",
            "+ header.height: 128",
            "- header.progress: 0", "+ header.progress: 0.2", "- touches.0.y: 580", "+ touches.0.y: 560",
            "  (31 unchanged)",
        ]
        let secondStep = [
            "5/10  t=0.7  " + Self.events[4],
            "- scroll.offset.y: -128", "+ scroll.offset.y: -108", "- header.height: 128",
            "+ header.height: 108",
            "- header.progress: 0.2", "+ header.progress: 0.4", "- touches.0.y: 560", "+ touches.0.y: 540",
            "  (31 unchanged)",
        ]
        let expected =
            [
                "  1  t=0  start",
                "  7  t=1  tap",
                "1/10  t=0  " + Self.events[0],
                "  (no change)",
                "header.height = 148",
                "4/10  t=0.5  " + Self.events[3],
            ] + drag + drag + [
                Self.events[3],
                "3/10  t=0.3  " + Self.events[2],
                #"- scroll.phase: "tracking""#, #"+ scroll.phase: "dragging""#,
                "- touches.0.y: 600", "+ touches.0.y: 580",
                #"- touches.0.owner: "pending""#, #"+ touches.0.owner: "scroll""#,
                "  (32 unchanged)",
                "7/10  t=1  " + Self.events[6],
                "  (no change)",
                "8/10  t=1  " + Self.events[7],
                "+ actions.0.index: 8", #"+ actions.0.kind: "tap""#, #"+ actions.0.view: "back""#,
                "- actions: []",
                "  (30 unchanged)",
                #"[{"index":8,"kind":"tap","view":"back"}]"#,
                "error: unknown command 'bogus' (type help for the commands)",
                "error: step: N must be a number of events (1 or more), not 'x'",
                "error: no index 99: the recording has 10 events (indices 0…10)",
                "first index where header.height < 120: 5",
            ] + secondStep + ["last index where header.height changed: 5"] + secondStep
        #expect(result.stdoutLines == expected)
    }

    @Test func continueStopsAtWatchesViolationsAndTheEndAndSaysWhy() throws {
        let result = try Self.session([
            "watch header.height", "watch header.heigth", "continue", "continue", "continue", "rcontinue",
            "unwatch header.height", "continue", "continue", "continue", "break mark tap", "break 2",
            "rcontinue",
            "break", "delete 2", "delete mark tap", "delete mark tap", "events 8 2", "check", "quit", "step",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdoutLines.filter {
            !$0.hasPrefix("- ") && !$0.hasPrefix("+ ") && !$0.hasPrefix("  (")
        }
        let expected = [
            "watching header.height (now 148)",
            "error: unknown state path 'header.heigth': 'header' has no 'heigth' (it has height, minHeight, "
                + "maxHeight, progress)",
            "stopped at 4: header.height changed 148 → 128",
            "4/10  t=0.5  " + Self.events[3],
            "stopped at 5: header.height changed 128 → 108",
            "5/10  t=0.7  " + Self.events[4],
            "stopped at 9: [expect] expected header.height = 100 (±0.5), got 108 (event 9)",
            "9/10  t=1  " + Self.events[8],
            "stopped at 5: header.height changed 128 → 108",
            "5/10  t=0.7  " + Self.events[4],
            "removed watch header.height",
            "stopped at 9: [expect] expected header.height = 100 (±0.5), got 108 (event 9)",
            "9/10  t=1  " + Self.events[8],
            "stopped at 10: end of the recording",
            "10/10  t=1.2  " + Self.events[9],
            "error: already at the end (index 10)",
            "breakpoint at mark tap (index 7)",
            "breakpoint at 2",
            "stopped at 9: [expect] expected header.height = 100 (±0.5), got 108 (event 9)",
            "9/10  t=1  " + Self.events[8],
            "break mark tap",
            "break 2",
            "removed breakpoint 2",
            "removed breakpoint mark tap",
            "error: no breakpoint 'mark tap' (breakpoints: none)",
            "  8  " + Self.events[7],
            "> 9  " + Self.events[8],
            "drag.jsonl:10:1: error: [expect] expected header.height = 100 (±0.5), got 108 (event 9)",
            "1 violation: expect ×1",
        ]
        #expect(lines == expected)
    }

    @Test func badCommandsAndBadArgumentsEachPrintOneErrorAndTheSessionGoesOn() throws {
        // Each command and its one answer.
        let bad: [(command: String, error: String)] = [
            ("xyzzy", "error: unknown command 'xyzzy' (type help for the commands)"),
            ("goto", "error: goto needs an index, 'mark LABEL', 'call NAME' or 'end'"),
            (
                "goto -1",
                "error: goto: TARGET must be an event index (0 or more), mark LABEL, call NAME, end or start, not '-1'"
            ),
            ("goto mark", "error: goto mark needs a label"),
            ("goto mark nowhere", "error: no mark 'nowhere' (marks: start, tap)"),
            ("seek", "error: seek needs T"),
            ("seek soon", "error: seek: T must be a number, not 'soon'"),
            ("step 0", "error: step: N must be a number of events (1 or more), not '0'"),
            ("step 1 2", "error: step: unexpected argument '2'"),
            ("back -2", "error: back: N must be a number of events (1 or more), not '-2'"),
            ("back", "error: already at the start (index 0)"),
            ("rcontinue", "error: already at the start (index 0)"),
            ("hit 1", "error: hit needs Y"),
            ("hit a b", "error: hit: X must be a number, not 'a'"),
            (
                "state nope.path",
                "error: unknown state path 'nope.path': the state has no 'nope' (it has index, t, scroll, header, touches, actions, violations, views)"
            ),
            ("state --xml", "error: state: unknown option '--xml'"),
            ("first", "error: first needs a condition, e.g. first header.height < 60"),
            (
                "first frobnicate",
                "error: unknown condition 'frobnicate': expected PATH OP VALUE, PATH changed, violation, or an invariant name (header.bounds, header.overscroll, header.direction, scroll.rest, touch.passThrough, content.belowHeader, update.anchor, indicator.belowHeader, section.belowHeader, keyboard.rowVisible, navigationBar.touches, tabs.underline, expect, conformance, header.expandedAtTop, section.gapBelowHeader, scroll.followsFinger, replay.deterministic)"
            ),
            (
                "last header.height",
                "error: 'header.height' is a state path: compare it (header.height > 0), or use 'header.height changed'"
            ),
            (
                "watch nothing.here",
                "error: unknown condition 'nothing.here': expected PATH OP VALUE, PATH changed, violation, or an invariant name (header.bounds, header.overscroll, header.direction, scroll.rest, touch.passThrough, content.belowHeader, update.anchor, indicator.belowHeader, section.belowHeader, keyboard.rowVisible, navigationBar.touches, tabs.underline, expect, conformance, header.expandedAtTop, section.gapBelowHeader, scroll.followsFinger, replay.deterministic)"
            ),
            ("unwatch header.height", "error: not watching 'header.height' (watches: none)"),
            ("break 99", "error: no index 99: the recording has indices 0…10"),
            ("break mark nowhere", "error: no mark 'nowhere' (marks: start, tap)"),
            ("break -1", "error: a breakpoint index must be 0 or more, not -1"),
            ("delete 3", "error: no breakpoint '3' (breakpoints: none)"),
            ("events 0", "error: events: FROM must be an event index 1…10, not 0"),
            ("events 99", "error: events: FROM must be an event index 1…10, not 99"),
            ("events 1 0", "error: events: COUNT must be a number of events (1 or more), not '0'"),
            ("e", "error: ambiguous command 'e': event, events"),
            ("first scroll.phase < dragging", #"error: '<' compares numbers; "dragging" is not a number"#),
            ("first (violation", "error: missing ')' in condition"),
        ]
        let result = try Self.session(bad.map(\.command) + ["where"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdoutLines
        #expect(lines.count == bad.count + 1, "\(result.stdout)")
        for ((command, error), line) in zip(bad, lines) {
            #expect(line == error, "`\(command)`")
        }
        #expect(lines.last == "0/10  t=0  (initial state)", "the session went on at index 0")
    }

    /// A path that is not one of the state's is named in the words of the reader's diagnostics; a
    /// path of the state with nothing at this index (no finger down) says so.
    @Test func badStatePathsSayWhereTheyLeaveTheState() throws {
        let result = try Self.session([
            "state scroll.ofset.y", "state touches.x", "state touches.0.x", "watch touches.0.x",
            "first actions.0.kind == select", "break header.height.max > 1",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdoutLines == [
                "error: unknown state path 'scroll.ofset.y': 'scroll' has no 'ofset' (it has offset, velocity, "
                    + "phase, contentSize, adjustedInset, minOffset, maxOffset, itemCount, contentInset, indicatorInset)",
                "error: unknown state path 'touches.x': 'touches' is a list, index it with a number",
                "error: no value at 'touches.0.x' at index 0",
                "watching touches.0.x (now (none))",
                "no index where actions.0.kind == select (0…10); staying at 0",
                "error: unknown state path 'header.height.max': 'header.height' is a number and has no 'max'",
            ])
    }

    /// `info` shows the screen at the current index: after a `safeArea` event (a rotation) the
    /// turned one, before it the session's.
    @Test func infoShowsTheScreenAtTheIndex() throws {
        let result = try run(
            ["repl", "recordings/rotation-header-mid-collapse.jsonl"],
            input: ["info", "goto mark rotate-to-landscape-mid-collapse", "step", "info", "back", "info"]
                .map { $0 + "\n" }.joined())
        #expect(result.status == 0)
        #expect(
            result.stdoutLines.filter { $0.hasPrefix("screen ") } == [
                "screen       iPhone 11 414×896, safe area 48 0 34 0 (top left bottom right)",
                "screen       iPhone 11 896×414, safe area 0 48 21 48 (top left bottom right), status bar 0",
                "screen       iPhone 11 414×896, safe area 48 0 34 0 (top left bottom right)",
            ])
    }

    /// Found by a new user: `watch PATH changed` said "(now false)" at an index where the value
    /// had just changed (the condition was judged without the state before it).
    @Test func aChangedConditionIsJudgedAgainstTheIndexBefore() throws {
        let result = try Self.session([
            "goto 4", "watch header.height changed", "goto 1", "watch scroll.phase changed", "goto 0",
            "watch scroll.offset.y changed",
        ])
        #expect(result.status == 0)
        let watching = result.stdoutLines.filter { $0.hasPrefix("watching ") }
        #expect(
            watching == [
                "watching header.height changed (now true)", "watching scroll.phase changed (now false)",
                "watching scroll.offset.y changed (now false)",
            ])
    }

    /// Control characters in a bad command are shown escaped, never sent to the terminal.
    @Test func aBadCommandIsEchoedWithoutItsControlCharacters() throws {
        let result = try Self.session(["ab\u{1}\u{1B}[31mc", "where"])
        #expect(
            result.stdoutLines == [
                #"error: unknown command 'ab\u{1}\u{1B}[31mc' (type help for the commands)"#,
                "0/10  t=0  (initial state)",
            ])
    }

    /// A pasted 20 MB line is not echoed back: one short error line, and the session goes on.
    @Test func anOverlongCommandLineIsNotEchoedWhole() throws {
        let long = String(repeating: "x", count: 20 << 20)
        let result = try Self.session([long, "state header.height"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdoutLines == [
                "error: command too long (20971520 bytes; a command is at most 4096): '"
                    + String(repeating: "x", count: 32) + "…' ignored",
                "header.height = 148",
            ])
    }

    @Test func helpListsEveryCommandOnItsOwnLine() throws {
        let result = try Self.session(["help"])
        #expect(result.status == 0)
        for command in [
            "step", "back", "goto", "seek", "where", "state", "event", "diff", "events", "marks", "watch",
            "unwatch",
            "break", "delete", "continue", "rcontinue", "first", "last", "hit", "check", "info", "help",
            "quit",
        ] {
            #expect(result.stdoutLines.count { $0.hasPrefix(command + " ") } == 1, "help: \(command)")
        }
    }

    @Test func theEndOfInputEndsTheSessionWithExitCodeZero() throws {
        let empty = try Self.session([])
        #expect(empty.status == 0)
        #expect(empty.stdout == "")
        #expect(empty.stderr == "")
        let unfinished = try TemporaryDirectory.with { folder in
            try folder.write("drag.jsonl", Fixtures.recording(Self.events))
            return try run(["repl", "drag.jsonl"], input: "step 2\nstate scroll.phase", in: folder.url)
        }
        #expect(unfinished.status == 0)
        #expect(unfinished.stdoutLines.last == #"scroll.phase = "tracking""#)
    }

    @Test func aRecordingThatCannotBeReadIsBadInput() throws {
        let missing = try run(["repl", "recordings/no-such.jsonl"], input: "step\n")
        #expect(missing.status == 2)
        #expect(missing.stdout == "")
        #expect(
            missing.stderr == "recordings/no-such.jsonl:1:1: error: cannot open the recording: no such file\n"
        )
        let usage = try run(["repl"])
        #expect(usage.status == 2)
        #expect(usage.stderrLines.first == "error: repl needs FILE")
    }

    /// The acceptance scenario: a new user finds the first event at which the bouncing header changes
    /// height while the list is pulled past its bottom, with one command after starting the REPL.
    @Test(arguments: ["first header.overscroll", "continue"])
    func twoCommandsFindTheFirstBadEventOfTheBouncingHeader(command: String) throws {
        let facts = try RecordingFacts(Self.bouncing)
        let event = try facts.firstOffendingLine(of: "header.overscroll") - 1
        let result = try run(["repl", Self.bouncing], input: command + "\nstate scroll.offset.y\n")
        #expect(result.status == 0)
        let lines = result.stdoutLines
        let expectedFirst =
            command == "continue"
            ? "stopped at \(event): [header.overscroll] " : "first index where header.overscroll: \(event)"
        #expect(lines.first?.hasPrefix(expectedFirst) == true, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("\(event)/\(facts.eventCount)  t=") })
        let old = try #require(lines.firstIndex { $0.hasPrefix("- header.height: ") })
        #expect(lines[old + 1].hasPrefix("+ header.height: "))
        let offset = try #require(lines.last.flatMap { Double($0.dropFirst("scroll.offset.y = ".count)) })
        #expect(offset > 2658, "the list is past its bottom (maxOffset 2658)")
    }

    @Test func breakOnAnInvariantThenContinueFindsTheSameEvent() throws {
        let facts = try RecordingFacts(Self.bouncing)
        let event = try facts.firstOffendingLine(of: "header.overscroll") - 1
        let result = try run(["repl", Self.bouncing], input: "break header.overscroll\ncontinue\n")
        let lines = result.stdoutLines
        try #require(lines.count > 3, "\(result.stdout)")
        #expect(lines[0] == "breakpoint where header.overscroll")
        #expect(
            lines[1].hasPrefix("stopped at \(event): [header.overscroll] "), "the violation, with its message"
        )
        #expect(lines[2] == "stopped at \(event): breakpoint where header.overscroll")
        #expect(lines[3].hasPrefix("\(event)/\(facts.eventCount)  t="))
    }

    @Test func onATerminalThereIsAPromptColourAndHistory() throws {
        let terminal = try TerminalSession(["repl", "recordings/iphone11-collapsing-header.jsonl"])
        try terminal.waitFor("scrolltape 0> ")
        terminal.type("step\r")
        try terminal.waitFor("scrolltape 1> ")
        terminal.type("\u{1b}[A\r")
        let shown = try terminal.waitFor("scrolltape 2> ")
        #expect(shown.contains("2/"), "the recalled `step` ran again:\n\(shown)")
        #expect(terminal.output.contains("\u{1b}[1m"), "colour on a terminal")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func noColorTurnsTheColourOff() throws {
        let terminal = try TerminalSession(
            ["repl", "recordings/iphone11-collapsing-header.jsonl"], environment: ["NO_COLOR": "1"])
        try terminal.waitFor("scrolltape 0> ")
        terminal.type("bogus\r")
        try terminal.waitFor("error: unknown command 'bogus'")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        #expect(!terminal.output.contains("\u{1b}[1m") && !terminal.output.contains("\u{1b}[31m"))
    }
}

extension ReplTests {
    /// The app's own moments: `goto call NAME` jumps to the first `call` of that name,
    /// `break call NAME` stops `continue` at each, and a name the recording never calls is an error
    /// with the names it has.
    @Test func gotoAndBreakFindTheAppsCalls() throws {
        let events = [
            #"{"type":"frame","t":0.1}"#,
            #"{"type":"call","t":0.2,"name":"loadFinished"}"#,
            #"{"type":"frame","t":0.3}"#,
            #"{"type":"call","t":0.4,"name":"timerFired"}"#,
            #"{"type":"call","t":0.5,"name":"loadFinished"}"#,
            #"{"type":"frame","t":0.6}"#,
        ]
        let result = try TemporaryDirectory.with { folder in
            try folder.write("calls.jsonl", Fixtures.recording(events))
            let script = [
                "goto call loadFinished", "break call loadFinished", "continue", "continue",
                "goto call loadFinshed", "break call nowhere",
            ]
            return try run(["repl", "calls.jsonl"], input: script.map { $0 + "\n" }.joined(), in: folder.url)
        }
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("2/6  t=0.2  " + events[1]))
        #expect(lines.contains("breakpoint at the app's call loadFinished (index 2, 5)"))
        #expect(lines.contains { $0.hasSuffix("stopped at 5: breakpoint at the app's call loadFinished") })
        #expect(lines.contains("5/6  t=0.5  " + events[4]))
        #expect(lines.contains { $0.hasSuffix("stopped at 6: end of the recording") })
        // A script's errors come in order with the answers, on standard output.
        #expect(
            Array(lines.suffix(2)) == [
                "error: no call 'loadFinshed' (calls: loadFinished, timerFired)",
                "error: no call 'nowhere' (calls: loadFinished, timerFired)",
            ])
    }
}
