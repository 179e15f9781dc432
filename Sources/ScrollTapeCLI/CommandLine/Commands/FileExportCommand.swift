import Foundation
import ScrollTape

/// A command that replays a recording into a file beside it, or onto standard output with `-o -`
/// (`html`, `plot`, `trace`): it says what it makes, and the rest is shared.
protocol FileExportCommand: ScrollTapeCommand {
    /// FILE, the recording.
    var path: String { get }
    /// OUT (`-o`), if given.
    var output: String? { get }
    /// What FILE.jsonl becomes by default: FILE followed by this (`.svg`).
    static var suffix: String { get }
    /// What is written, for the errors (`the plot`).
    static var purpose: String { get }
    /// What to say after writing OUT (beside its path).
    static var hint: String? { get }
    /// Hands the export of `file` to `sink`, in pieces that each end with a newline; returns what
    /// it left out, as warnings for standard error (default: nothing).
    func export(_ file: RecordingFile, name: String, to sink: (String) -> Void) -> [Diagnostic]
}

extension FileExportCommand {
    static var hint: String? { nil }

    func run(console: inout some Console) -> Int32 {
        // A recording read from standard input has no file to write beside: standard output.
        let output =
            output
            ?? (path == CommandRunner.standardInput
                ? "-" : CommandRunner.output(beside: path, suffix: Self.suffix))
        guard let file = CommandRunner.load(path, writing: output, console: &console) else {
            return CommandRunner.ExitCode.badInput
        }
        let name = URL(fileURLWithPath: file.path).lastPathComponent
        var warnings: [Diagnostic] = []
        let written = CommandRunner.write(output, purpose: Self.purpose, console: &console) { sink in
            warnings = export(file, name: name, to: sink)
        }
        guard written else { return CommandRunner.ExitCode.badInput }
        for warning in warnings { console.err(warning.description) }
        if output != "-" { console.out("wrote \(output)" + (Self.hint.map { ": \($0)" } ?? "")) }
        return CommandRunner.ExitCode.success
    }
}
