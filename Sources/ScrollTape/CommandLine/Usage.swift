/// The help texts of `scrolltape`.
public enum Usage {
    public static let version = "0.1.0"

    public static let general = """
        scrolltape \(version): replay, check and hit-test recordings of scroll-linked iOS screens

        usage: scrolltape <command> [arguments]

        commands:
          replay FILE [--to N] [--json]        the state at index N (default: the end)
          replay FILE --trace [--to N]         the state JSON at every index 0...N, one line each
          check PATH... [--strict]             check every recording (folders: every *.jsonl below)
                [--conformance-tolerance PT]   how far observe values may be from the model (0.5)
          hit FILE X Y [--at N] [--json]       the hit chain at window point (X, Y) at index N
          repl FILE                            time travel: step, back, goto, watch, continue, first...
          record OUT                           append the valid event lines of standard input to OUT
          help [COMMAND]                       this text, or one command's
          --version                            the version

        exit codes: 0 success, 1 an invariant or expectation failed, 2 bad usage or bad input
        """

    /// The help of one command, or nil if there is no such command.
    public static func help(for command: String) -> String? {
        switch command {
        case "replay":
            """
            usage: scrolltape replay FILE [--to N] [--json]
                   scrolltape replay FILE --trace [--to N]

            Replays FILE and prints the state at index N (the state after events 1...N; 0 is the
            initial state; default: after the last event). --json prints one line of state JSON.
            --trace prints the state JSON at every index 0...N, one line each: line k of the trace
            is the state after line k of the recording (line 1, the session line, is index 0).
            """
        case "repl":
            """
            usage: scrolltape repl FILE

            Time travel over FILE, starting at index 0: step, back, goto N, goto mark LABEL, seek T,
            state [PATH] [--json], event, diff, events, marks, watch, break, continue, rcontinue,
            first CONDITION, last CONDITION, hit X Y, check, info, help, quit. On a terminal: a
            prompt, colour (unless NO_COLOR is set) and history; otherwise one answer per command
            line, for scripts. Errors print "error: ..." and the session goes on; the end of input
            ends it with exit code 0.
            """
        case "check":
            """
            usage: scrolltape check PATH... [--strict] [--conformance-tolerance PT]

            Replays every recording (a folder: every *.jsonl below it), checks every invariant and
            expect, prints each violation as path:line:column: error: [invariant] message and a
            summary. Recordings that declare expectFailures pass when those bugs are caught;
            --strict ignores the declaration. Fields the format does not have are warnings;
            --strict makes them errors and the recording bad input. Exit 1 if anything failed,
            2 on bad input (a folder below PATH that cannot be listed is bad input, by name).
            Links to recordings are checked, links to folders not followed; a recording named
            twice is checked once.
            --conformance-tolerance PT: the numbers of observe lines (what the device showed) may
            differ from the model by up to PT points (a number, 0 or more) in every recording;
            default: the recording's conformanceTolerance, else 0.5.
            """
        case "hit":
            """
            usage: scrolltape hit FILE X Y [--at N] [--json]

            Hit-tests the window point (X, Y) with UIKit's rules at index N (default 0): the chain
            of views from the outermost to the target, the target, and who receives the touch
            (control, scroll or none).
            """
        case "record":
            """
            usage: scrolltape record OUT

            Reads event lines from standard input as they arrive (e.g. streamed from a device) and
            appends each valid one to the recording OUT at once, with one write(2), so that a
            killed record loses nothing it accepted. Every line is checked as the reader checks
            it, continuing from OUT's events (t never decreasing, seq increasing, touch ids).
            OUT must be a regular file (not a device or a pipe), and is locked: a second record
            on the same OUT fails at once. If OUT is new (or empty), the first input line must be
            its session line; otherwise OUT's session line is used, and a session line of any
            other screen stops recording before anything of it is appended.
            An invalid line is reported as <stdin>:LINE:COLUMN: error: ... and saved verbatim
            to OUT.rejected (fix it and pipe that file back in); recording goes on. (A line
            number inside a message, such as where a touch began, is a line of OUT.) A torn
            final input line (no newline, not JSON) is a warning and is saved there too. Memory
            holds one line at most: a longer one is streamed to OUT.rejected.
            Resuming: send the whole stream again, session line first. The events OUT already
            has are skipped: by seq when the events carry one (recommended), else the lines
            that repeat OUT's own, byte for byte, in order. The rest is appended once.
            If OUT ends with a torn line (a recorder cut off mid-write), that fragment is moved
            to OUT.torn and recording continues after the last complete line.
            Data is fsynced every 1,000 events or 1 second, and at the end. A write that fails
            (a full disk, a file-size limit) stops recording with the first input line that was
            not recorded.
            Prints a summary line. Exit 0 if every complete line was recorded (a torn final
            line is a warning), 2 if any line was rejected, if OUT is not a valid recording or
            cannot be written, or if standard input or output fail.
            """
        case "help":
            "usage: scrolltape help [COMMAND]"
        default:
            nil
        }
    }
}
