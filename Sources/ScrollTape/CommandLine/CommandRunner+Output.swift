/// Commands that read a recording and write a file made from it (`shrink`, `plot`, `trace`).
extension CommandRunner {
    /// The file a command writes beside the recording at `path` by default: FILE.jsonl → FILE
    /// followed by `suffix` (another name: the whole name followed by it).
    static func output(beside path: String, suffix: String) -> String {
        (path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path) + suffix
    }

    /// Reads the recording at `path` for a command that writes `output` ("-": standard output);
    /// nil (after printing why) when `output` would overwrite it or it cannot be read.
    static func load(_ path: String, writing output: String, console: inout some Console) -> RecordingFile? {
        if output != "-", isSameFile(output, path) {
            console.err(
                Diagnostic(path: output, line: 1, column: 1, "-o would overwrite the recording \(path)")
                    .description)
            return nil
        }
        return load(path, console: &console)
    }
}
