import ScrollTape
import ScrollTapeExplorer

/// `scrolltape shrink FILE [-o OUT] [--invariant NAME]`: the smallest recording found that still
/// breaks the same invariant.
struct ShrinkCommand: ScrollTapeCommand {
    static let file = Positional("FILE", .recording, help: "a recording that breaks an invariant")
    static let out = Option(
        "-o", value: "OUT", .outputFile,
        help: "write the shrunk recording to OUT (default: FILE.shrunk.jsonl)")
    static let invariant = Option(
        "--invariant", value: "NAME", .invariant,
        help: "keep this invariant failing (default: the first one FILE breaks)")

    static let spec = CommandSpec(
        "shrink", abstract: "the smallest recording that still breaks the same invariant",
        parameters: [file.parameter, out.parameter, invariant.parameter],
        discussion: """
            Replays FILE, takes the invariant it breaks first (or --invariant NAME), and removes
            what is not needed for it to break: whole gestures first (a touch from began to its
            end, a tap, a scroll, an update count as one each; delta debugging), then frames,
            samples inside each touch (shorter drags), and times snapped to 1/60 s, keeping every
            change after which the same invariant still breaks; gestures once more at the end, so
            removing any one of them makes the failure go away. Events keep their times and order.
            Writes the result to OUT (default: FILE with .shrunk.jsonl for .jsonl), with FILE's
            session line but without expectFailures, so `scrolltape check OUT` fails with the
            invariant; prints the event counts before and after and the first violation in OUT.
            Exit 0 when OUT is written; 2 if FILE cannot be read, breaks no invariant (or not
            NAME), or OUT cannot be written or is FILE.
            """)

    var path: String
    var output: String?
    var invariant: InvariantName?

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.file]!
        output = arguments[Self.out]
        invariant = arguments[Self.invariant]
    }

    func run(console: inout some Console) -> Int32 {
        if output == "-" || (output == nil && path == CommandRunner.standardInput) {
            // Standard output carries the summary; the shrunk recording needs a file of its own.
            console.err(
                "error: shrink writes the shrunk recording to a file: name it with -o OUT"
                    + (output == "-" ? " (-o - is not supported)" : " (FILE is standard input, -)"))
            return CommandRunner.ExitCode.badInput
        }
        let output = output ?? CommandRunner.output(beside: path, suffix: ".shrunk.jsonl")
        guard let file = CommandRunner.load(path, writing: output, console: &console) else {
            return CommandRunner.ExitCode.badInput
        }
        guard let shrinking = file.recording.shrunk(keeping: invariant) else {
            var what = invariant.map { "does not break \($0.rawValue)" } ?? "breaks no invariant"
            let broken = Set(file.recording.replay().violations.map(\.invariant)).sorted()
            if !broken.isEmpty { what += " (it breaks \(broken.map(\.rawValue).joined(separator: ", ")))" }
            console.err(
                Diagnostic(path: file.path, line: 1, column: 1, "\(what): there is nothing to shrink")
                    .description)
            return CommandRunner.ExitCode.badInput
        }
        guard let session = CommandRunner.sessionLine(of: path, console: &console),
            let written = CommandRunner.writeRecording(
                shrinking.recording.events, sessionLine: session, to: output, purpose: "the shrunk recording",
                console: &console)
        else { return CommandRunner.ExitCode.badInput }
        let before = file.recording.events.count
        let after = shrinking.recording.events.count
        console.out(
            "shrunk \(file.path): \(before) → \(plural(after, "event")) (\(Self.percent(after, of: before))), "
                + "still breaks \(shrinking.invariant.rawValue); wrote \(output) "
                + "(\(shrinking.replays) replays)")
        // The written file reads back to the same events: its lines are the violation's.
        console.err(written.diagnostic(for: shrinking.violation).description)
        return CommandRunner.ExitCode.success
    }

    /// `part` as a percentage of `whole`, one decimal.
    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "100%" : formatNumber(Double(part) * 100 / Double(whole), decimals: 1) + "%"
    }
}
