import ScrollTape
import ScrollTapePictures

/// `scrolltape html FILE [-o OUT.html]`: the replay as one self-contained page with a scrubber.
struct HTMLCommand: FileExportCommand {
    static let file = Positional("FILE", .recording, help: "the recording")
    static let out = Option(
        "-o", value: "OUT", .outputFile,
        help: "write the page to OUT (default: FILE.html; - for standard output)")

    static let spec = CommandSpec(
        "html", abstract: "the replay as a page with a scrubber, to open in a browser",
        parameters: [file.parameter, out.parameter],
        discussion: """
            Replays FILE and writes one self-contained HTML page (no network, nothing else to
            load) that draws the screen at any index: the device and its safe area, the views at
            their frames, the list's items in view, the header at its height, fingers as dots.
            A scrubber spans the recording; play / pause (space) at ¼× to 4× real speed; ← and →
            step (with shift: 10); the state and its diff from the index before; the violations
            and marks as links to their events; #index=N in the URL opens index N. Writes OUT
            (default: FILE with .html for .jsonl) and prints its path; -o - writes to standard
            output. The page keeps each view's frame where it changes, relative to the scroll view
            around it (a list that scrolls changes none): past 48 MB of such changes it keeps no
            more frames, says from which event on, and warns on standard error. Exit 0; 2 if FILE
            cannot be read or OUT written.
            """)

    var path: String
    var output: String?
    /// At most this many bytes of the views' frame changes in the page (`HTMLPlayer.frameBytes`).
    var frameBytes = HTMLPlayer.frameBytes

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.file]!
        output = arguments[Self.out]
    }

    static let suffix = ".html"
    static let purpose = "the page"

    func export(_ file: RecordingFile, name: String, to sink: (String) -> Void) -> [Diagnostic] {
        let page = HTMLPlayer.page(file.recording, title: name, frameBytes: frameBytes)
        sink(page.html)
        // Where the page stopped keeping the views' frames: at the first event it has none for.
        return page.cut.map {
            [
                Diagnostic(
                    path: file.path, line: file.line(ofEvent: $0.lastIndex + 1), column: 1,
                    severity: .warning,
                    $0.message)
            ]
        } ?? []
    }
}
