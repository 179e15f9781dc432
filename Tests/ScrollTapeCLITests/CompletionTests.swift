import Foundation
import Testing

/// `scrolltape completion bash|zsh|fish`, loaded into the real shells: what a user gets on Tab.
/// bash is on every machine; zsh and fish are installed by `.ci/run` and checked where present.
@Suite("shell completion, in the shells")
struct CompletionTests {
    static func has(_ program: String) -> Bool {
        ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"].contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        }
    }

    /// The script for `shell`, written to a temporary file (removed by the caller's `body`).
    func withScript(_ shell: String, _ body: (String) throws -> Void) throws {
        let result = try run(["completion", shell])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-completion-\(UUID().uuidString).\(shell)"
        ).path
        try result.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    /// What bash offers for the command line `words` (the last one is being typed).
    func bashCompletions(_ script: String, _ words: [String]) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let result = try runShell(
            """
            source '\(script)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=()
            _scrolltape
            printf '%s\\n' "${COMPREPLY[@]}"
            """, in: PackageRoot.url)
        #expect(result.stderr == "")
        return result.stdoutLines.filter { !$0.isEmpty }
    }

    @Test func bashCompletesCommandsOptionsRecordingsAndChoices() throws {
        try withScript("bash") { (script: String) throws in
            #expect(try bashCompletions(script, ["scrolltape", "re"]) == ["replay", "repl", "record"])
            #expect(
                try bashCompletions(script, ["scrolltape", "replay", "--"]) == [
                    "--to", "--json", "--trace", "--help",
                ])
            #expect(
                try bashCompletions(script, ["scrolltape", "replay", "recordings/flick-to-"]) == [
                    "recordings/flick-to-bottom-bounce.jsonl", "recordings/flick-to-top.jsonl",
                ])
            // After FILE come X and Y: numbers, nothing to offer.
            #expect(
                try bashCompletions(script, ["scrolltape", "hit", "recordings/flick-to-top.jsonl", ""]) == [])
            // An option's value is not a file.
            #expect(try bashCompletions(script, ["scrolltape", "replay", "--to", ""]) == [])
            #expect(
                try bashCompletions(script, ["scrolltape", "completion", ""]) == ["bash", "zsh", "fish"])
            #expect(try bashCompletions(script, ["scrolltape", "help", "c"]) == ["check", "completion"])
            // check takes any number of paths, also after an option with its value.
            #expect(
                try bashCompletions(
                    script,
                    ["scrolltape", "check", "--conformance-tolerance", "1", "recordings/known-bad/header-"])
                    == ["recordings/known-bad/header-jitter-at-top.jsonl"])
        }
    }

    @Test(.enabled(if: has("fish"))) func fishCompletesCommandsWithTheirHelp() throws {
        try withScript("fish") { (script: String) throws in
            let result = try runShell(
                """
                fish --no-config -c "source '\(script)'; complete -C 'scrolltape re'; echo ---; \\
                complete -C 'scrolltape check --'; echo ---; complete -C 'scrolltape replay recordings/flick-to-'"
                """, in: PackageRoot.url)
            #expect(result.stderr == "")
            #expect(
                result.stdoutLines == [
                    "record\tappend the valid event lines of standard input to OUT",
                    "repl\ttime travel: step, back, goto, watch, continue, first...",
                    "replay\tthe state at index N (default: the end)",
                    "---",
                    "--conformance-tolerance\thow far observe values may be from the model (0.5)",
                    "--format\ttext (default), json (JSON lines) or github (Actions annotations)",
                    "--help\tthis help",
                    "--jobs\tcheck N recordings at a time (default: one per core)",
                    "--junit\talso write a JUnit XML report to FILE",
                    "--shard\tcheck only the I-th of N slices of the sorted recordings",
                    "--strict\tignore expectFailures; fields the format does not have are errors",
                    "---",
                    "recordings/flick-to-bottom-bounce.jsonl",
                    "recordings/flick-to-top.jsonl",
                ])
        }
    }

    /// zsh's completion system needs a terminal to run for real; this checks the script parses and
    /// that each command hands `_arguments` its declared options and arguments.
    @Test(.enabled(if: has("zsh"))) func zshScriptParsesAndDeclaresEachCommandsArguments() throws {
        try withScript("zsh") { (script: String) throws in
            let syntax = try runShell("zsh -n '\(script)'", in: PackageRoot.url)
            #expect(syntax.status == 0)
            #expect(syntax.stderr == "")
            let result = try runShell(
                """
                zsh -f -c '_arguments() { print -rl -- "$@" }; _describe() { print -rl -- "${commands[@]}" }
                source "\(script)"
                words=(scrolltape check x); CURRENT=3; _scrolltape; print -r -- ---
                words=(scrolltape re); CURRENT=2; _scrolltape | head -2'
                """, in: PackageRoot.url)
            #expect(result.stderr == "")
            #expect(
                result.stdoutLines == [
                    "-s",
                    "--strict[ignore expectFailures; fields the format does not have are errors]",
                    "--conformance-tolerance=[how far observe values may be from the model (0.5)]:PT: ",
                    "--jobs=[check N recordings at a time (default: one per core)]:N: ",
                    "--shard=[check only the I-th of N slices of the sorted recordings]:I/N: ",
                    "--format=[text (default), json (JSON lines) or github (Actions annotations)]:text|json|github:(text json github)",
                    "--junit=[also write a JUnit XML report to FILE]:FILE:_files",
                    "(- *)-h[this help]",
                    "(- *)--help[this help]",
                    "*:PATH:_files",
                    "---",
                    "replay:the state at index N (default: the end)",
                    "check:check every recording (folders: every *.jsonl below)",
                ])
        }
    }

    @Test func anUnknownShellIsBadUsage() throws {
        let result = try run(["completion", "powershell"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderrLines.first == "error: SHELL must be one of 'bash', 'zsh', 'fish', not 'powershell'")
    }
}
