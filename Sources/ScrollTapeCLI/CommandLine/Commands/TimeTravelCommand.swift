import ScrollTape

/// `scrolltape repl FILE`: interactive time travel over a recording.
struct TimeTravelCommand: ScrollTapeCommand {
    static let file = Positional("FILE", .recording, help: "the recording to travel through")

    static let spec = CommandSpec(
        "repl", abstract: "time travel: step, back, goto, watch, continue, first...",
        parameters: [file.parameter],
        discussion: """
            Time travel over FILE, starting at index 0: step, back, goto N, goto mark LABEL, seek T,
            state [PATH] [--json], event, diff, events, marks, watch, break, continue, rcontinue,
            first CONDITION, last CONDITION, hit X Y, check, info, help, quit. On a terminal: a
            prompt, colour (unless NO_COLOR is set) and history; otherwise one answer per command
            line, for scripts. Errors print "error: ..." and the session goes on; the end of input
            ends it with exit code 0.
            """)

    var path: String

    init(_ arguments: ParsedArguments) { path = arguments[Self.file]! }

    func run(console: inout some Console) -> Int32 { Repl.run(path: path, console: &console) }
}
