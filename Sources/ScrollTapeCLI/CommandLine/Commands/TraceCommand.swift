import ScrollTape
import ScrollTapePictures

/// `scrolltape trace FILE [-o OUT.json]`: the replay as Chrome trace-event JSON, for Perfetto and
/// chrome://tracing.
struct TraceCommand: FileExportCommand {
    static let file = Positional("FILE", .recording, help: "the recording")
    static let out = Option(
        "-o", value: "OUT", .outputFile,
        help: "write the trace to OUT (default: FILE.trace.json; - for standard output)")

    static let spec = CommandSpec(
        "trace", abstract: "the replay as a trace for Perfetto or chrome://tracing",
        parameters: [file.parameter, out.parameter],
        discussion: """
            Replays FILE and writes Chrome trace-event JSON (the object form, displayTimeUnit
            ms) that Perfetto (https://ui.perfetto.dev, "Open trace file") and chrome://tracing
            open: counters for each scroll view's offset and velocity and for the header's
            height; slices for each scroll view's phases (one track per scroll view) and for each
            touch from began to its end (finger tracks: touches down at once are on different
            tracks); instants for taps, marks and violations (with their event index and
            message). Timestamps are the events' t in microseconds. Writes OUT (default: FILE
            with .trace.json for .jsonl) and prints its path; -o - writes to standard output.
            Exit 0; 2 if FILE cannot be read or OUT written.
            """)

    var path: String
    var output: String?

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.file]!
        output = arguments[Self.out]
    }

    static let suffix = ".trace.json"
    static let purpose = "the trace"
    static let hint: String? = "open it in https://ui.perfetto.dev or chrome://tracing"

    func export(_ file: RecordingFile, name: String, to sink: (String) -> Void) -> [Diagnostic] {
        TraceExport.write(file.recording, name: name, to: sink)
        return []
    }
}
