import ScrollTape
import ScrollTapePictures

/// `scrolltape plot FILE [-o OUT.svg]`: offset, header height and velocity against time, as SVG.
struct PlotCommand: FileExportCommand {
    static let file = Positional("FILE", .recording, help: "the recording")
    static let out = Option(
        "-o", value: "OUT", .outputFile,
        help: "write the plot to OUT (default: FILE.svg; - for standard output)")

    static let spec = CommandSpec(
        "plot", abstract: "offset, header height and velocity against time, as SVG",
        parameters: [file.parameter, out.parameter],
        discussion: """
            Replays FILE and draws, against time, the list's offset, the header's height and the
            velocity, one panel each with its unit and its bounds dashed (minOffset and maxOffset,
            minHeight and maxHeight); the scroll phases as coloured bands behind them (a key on
            top); touches as ticks and marks as dotted lines on the time axis; each violation as a
            red marker on the offset with its event index. Long recordings keep every extreme of
            each pixel column. Writes OUT (default: FILE with .svg for .jsonl) and prints its
            path; -o - writes to standard output. Exit 0; 2 if FILE cannot be read or OUT written.
            """)

    var path: String
    var output: String?

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.file]!
        output = arguments[Self.out]
    }

    static let suffix = ".svg"
    static let purpose = "the plot"

    func export(_ file: RecordingFile, name: String, to sink: (String) -> Void) -> [Diagnostic] {
        sink(PlotSVG.svg(file.recording, title: name))
        return []
    }
}
