/// The help texts of `scrolltape`.
public enum Usage {
    public static let version = "0.1.0"

    public static let general = """
        scrolltape \(version): replay, check and hit-test recordings of scroll-linked iOS screens

        usage: scrolltape <command> [arguments]

        commands:
          replay FILE [--to N] [--json]        the state at index N (default: the end)
          check PATH... [--strict]             check every recording (folders: every *.jsonl below)
          hit FILE X Y [--at N] [--json]       the hit chain at window point (X, Y) at index N
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

            Replays FILE and prints the state at index N (the state after events 1...N; 0 is the
            initial state; default: after the last event). --json prints one line of state JSON.
            """
        case "check":
            """
            usage: scrolltape check PATH... [--strict]

            Replays every recording (a folder: every *.jsonl below it), checks every invariant and
            expect, prints each violation as path:line:column: error: [invariant] message and a
            summary. Recordings that declare expectFailures pass when those bugs are caught;
            --strict ignores the declaration. Exit 1 if anything failed, 2 on bad input.
            """
        case "hit":
            """
            usage: scrolltape hit FILE X Y [--at N] [--json]

            Hit-tests the window point (X, Y) with UIKit's rules at index N (default 0): the chain
            of views from the outermost to the target, the target, and who receives the touch
            (control, scroll or none).
            """
        case "help":
            "usage: scrolltape help [COMMAND]"
        default:
            nil
        }
    }
}
