import Foundation
import Testing

/// A fenced code block of a Markdown document.
struct CodeBlock {
    /// The info string after the opening fence (`sh`, `jsonl`, or empty).
    var info: String
    /// The 1-based line number of the block's first content line.
    var firstLine: Int
    var lines: [String]

    /// Every fenced (```) block of `text`, in order.
    static func all(in text: String) -> [CodeBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [CodeBlock] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let info = lines[index].dropFirst(3).trimmingCharacters(in: .whitespaces)
            let start = index + 1
            var end = start
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            blocks.append(
                CodeBlock(
                    info: info, firstLine: start + 1, lines: Array(lines[start..<min(end, lines.count)])))
            index = end + 1
        }
        return blocks
    }
}

/// A command shown in a document as typed at a shell prompt (`$ command`, continued on lines that
/// start with `> `), followed by the output it prints (every line up to the next `$ ` line or the end
/// of the block).
struct ShellExample: CustomStringConvertible {
    /// The document, relative to the package root.
    var document: String
    /// The 1-based line of the `$ ` line.
    var line: Int
    /// The command as typed (continuation lines joined with newlines, without their `> `).
    var command: String
    /// The output lines shown.
    var output: [String]

    var description: String { "\(document):\(line): $ \(command.prefix(80))" }

    /// The output as the terminal shows it: each line ended by a newline.
    var expectedOutput: String { output.map { $0 + "\n" }.joined() }

    /// `command` with `swift run scrolltape` typed as `scrolltape` (the built binary is on the PATH).
    var commandForBuiltBinary: String { command.replacing("swift run scrolltape", with: "scrolltape") }

    /// Whether the output is a session of the REPL on a terminal (`scrolltape N> command` lines).
    var isReplTranscript: Bool { output.contains { $0.wholeMatch(of: Self.prompt) != nil } }

    /// `scrolltape 320> watch scroll.phase`: the REPL's prompt (the current index) and a command.
    static var prompt: Regex<(Substring, index: Substring, command: Substring)> {
        /scrolltape (?<index>\d+)> (?<command>.*)/
    }

    /// Every shell example of `document` (relative to the package root), in order.
    static func all(in document: String) throws -> [ShellExample] {
        let text = try String(contentsOf: PackageRoot.file(document), encoding: .utf8)
        var examples: [ShellExample] = []
        for block in CodeBlock.all(in: text) {
            var index = 0
            while index < block.lines.count {
                guard block.lines[index].hasPrefix("$ ") else {
                    index += 1
                    continue
                }
                var example = ShellExample(
                    document: document, line: block.firstLine + index,
                    command: String(block.lines[index].dropFirst(2)), output: [])
                index += 1
                while index < block.lines.count, block.lines[index].hasPrefix("> ") {
                    example.command += "\n" + block.lines[index].dropFirst(2)
                    index += 1
                }
                while index < block.lines.count, !block.lines[index].hasPrefix("$ ") {
                    example.output.append(block.lines[index])
                    index += 1
                }
                examples.append(example)
            }
        }
        return examples
    }
}

/// A folder in which a document's examples run as if in the package root: it links every top-level
/// entry of the package root (`recordings`, `README.md`, …), so that the files an example writes stay in
/// the folder, which is removed afterwards. A second folder holds `scrolltape`, a link to the built binary,
/// to put first on the `PATH`.
struct ExampleSandbox {
    let folder: URL
    let binFolder: URL

    static func with<Result>(_ body: (ExampleSandbox) throws -> Result) throws -> Result {
        try TemporaryDirectory.with { folder in
            try TemporaryDirectory.with { bin in
                let files = FileManager.default
                for entry in try files.contentsOfDirectory(atPath: PackageRoot.url.path)
                where !entry.hasPrefix(".") {
                    try files.createSymbolicLink(
                        at: folder.url.appendingPathComponent(entry),
                        withDestinationURL: PackageRoot.file(entry))
                }
                try files.createSymbolicLink(
                    at: bin.url.appendingPathComponent(ScrollTapeExecutable.name),
                    withDestinationURL: try ScrollTapeExecutable.url())
                return try body(ExampleSandbox(folder: folder.url, binFolder: bin.url))
            }
        }
    }

    /// Runs an example's command with `/bin/bash` in the folder, the built `scrolltape` first on the PATH.
    func run(_ example: ShellExample, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> CommandResult
    {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return try runShell(
            example.commandForBuiltBinary, in: folder, environment: ["PATH": binFolder.path + ":" + path],
            mergesOutput: true, sourceLocation: sourceLocation)
    }
}
