import ScrollTape

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `scrolltape record OUT`: appends the valid event lines of standard input to the recording OUT
/// as they arrive.
struct RecordCommand: ScrollTapeCommand {
    static let out = Positional(
        "OUT", .recording, missingName: "OUT (the recording to append to)",
        help: "the recording to append to (created when missing)")

    static let spec = CommandSpec(
        "record", abstract: "append the valid event lines of standard input to OUT",
        parameters: [out.parameter],
        discussion: """
            Reads event lines from standard input as they arrive (e.g. streamed from a device) and
            appends each valid one to the recording OUT at once, with one write(2), so that a
            killed record loses nothing it accepted. Every line is checked as the reader checks
            it, continuing from OUT's events (t never decreasing, seq increasing, touch ids).
            OUT must be a regular file (not a device or a pipe), and is locked: a second record
            on the same OUT fails at once. If OUT is new (or empty), the first input line must be
            its session line; otherwise OUT's session line is used, and a session line of any
            other screen stops recording before anything of it is appended.
            Standard input may not be OUT or OUT.rejected (it would read what it writes).
            An invalid line is reported as <stdin>:LINE:COLUMN: error: ... and saved verbatim
            to OUT.rejected (move that file away, fix it, and pipe it back in); recording goes
            on. (A line number inside a message, such as where a touch began, is a line of
            OUT.) A torn final input line (no newline, not JSON) is a warning and is saved
            there too. Memory holds one line at most: of a line longer than 1 MiB the first
            1 MiB is saved, the rest dropped. Past 64 MiB of rejected input in one run, record
            stops (the input is not a recording stream).
            Resuming: send the whole stream again, session line first. Its lines are matched
            with OUT's events in order: a line OUT has in its place (byte for byte, or with the
            same seq) is skipped, a line rejected when first sent is rejected again, and from
            the first event OUT lacks on, lines are recorded as usual: sending a stream again,
            or a part of it, leaves OUT as sending it once did.
            If OUT ends with a torn line (a recorder cut off mid-write), that fragment is moved
            to OUT.torn and recording continues after the last complete line.
            Data is fsynced every 1,000 events or 1 second, and at the end. A write that fails
            (a full disk, a file-size limit) stops recording with the first input line that was
            not recorded.
            Prints a summary line. Exit 0 if every complete line was recorded (a torn final
            line is a warning), 2 if any line was rejected, if OUT is not a valid recording or
            cannot be written, or if standard input or output fail.
            """)

    var path: String

    init(_ arguments: ParsedArguments) { path = arguments[Self.out]! }

    func run(console: inout some Console) -> Int32 {
        // A reader of the output gone, or a file-size limit reached, must end `record` with a
        // message and every line so far kept, not kill it: these become write errors.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        var input = FileDescriptorInput()
        return Self.record(path: path, input: &input, console: &console)
    }

    /// Appends the valid event lines of `input` to the recording at `path` as they arrive; see
    /// `spec.discussion` for the whole contract.
    static func record(
        path: String, input: inout some RecordInput, limits: Recorder.RejectionLimits = .init(),
        console: inout some Console
    ) -> Int32 {
        var recorder = Recorder(path: path, limits: limits)
        var lines = LineStream()
        var exitCode = recorder.open(input: input.fileDescriptor, console: &console)
        loop: while exitCode == nil {
            switch lines.next(from: &input) {
            case .line(let bytes, let number):
                exitCode = recorder.consume(bytes, number: number, isTerminated: true, console: &console)
            case .fragment(let bytes, let number):
                exitCode = recorder.consume(bytes, number: number, isTerminated: false, console: &console)
                break loop
            case .overlong(let head, let number):
                exitCode = recorder.rejectOverlong(
                    head, number: number, lines: &lines, input: &input, console: &console)
            case .end:
                break loop
            case .failure(let code):
                console.err(Recorder.readFailure(code, line: lines.lineNumber + 1))
                exitCode = CommandRunner.ExitCode.badInput
            }
        }
        return recorder.finish(exitCode: exitCode, console: &console)
    }
}
