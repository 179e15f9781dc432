#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommandRunner {
    /// The name of standard input in diagnostics.
    static let standardInputName = "<stdin>"

    /// `scrolltape record OUT`: appends the valid event lines of `input` to the recording `OUT`
    /// as they arrive; see `Usage.help(for: "record")` for the whole contract.
    public static func record(path: String, input: inout some RecordInput, console: inout some Console)
        -> Int32
    {
        var recorder = Recorder(path: path)
        var lines = LineStream()
        var exitCode = recorder.open(console: &console)
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
                console.err(readFailure(code, line: lines.lineNumber + 1))
                exitCode = ExitCode.badInput
            }
        }
        return recorder.finish(exitCode: exitCode, console: &console)
    }

    /// The diagnostic for a failed read of standard input (`errno` `code`) at input line `line`.
    static func readFailure(_ code: Int32, line: Int) -> String {
        Diagnostic(
            path: standardInputName, line: line, column: 1,
            "cannot read standard input: \(String(cString: strerror(code))) (errno \(code)); stopped"
        ).description
    }
}
