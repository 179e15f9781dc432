import Foundation
import Testing

/// The examples of README.md, recordings/FORMAT.md and the DocC articles that show commands, run as a
/// reader runs them: every `$ command` must print exactly the output shown under it, every recording
/// shown must be accepted by `scrolltape check`.
@Suite("documentation examples, run as written")
struct DocumentationExampleTests {
    static let documents = [
        "README.md", "recordings/FORMAT.md", "Sources/ScrollTape/ScrollTape.docc/Commands.md",
        "Sources/ScrollTape/ScrollTape.docc/ExploreAndShrink.md",
        "Sources/ScrollTape/ScrollTape.docc/TimeTravel.md",
    ]

    /// Every `$ command` of `document` (except REPL sessions, tested below), in order, in one folder that
    /// looks like the package root (so an example can use a file an earlier one wrote), `scrolltape` and
    /// `swift run scrolltape` being the built binary. What it prints on standard output and standard error,
    /// in the order a terminal shows them, must be the lines shown, and it must exit with 0: an example that
    /// fails on purpose shows its exit status (`; echo "exit status $?"`).
    @Test(arguments: documents)
    func shellExamplesPrintWhatTheDocumentShows(document: String) throws {
        let examples = try ShellExample.all(in: document).filter { !$0.isReplTranscript }
        #expect(!examples.isEmpty, "no `$ ` examples in \(document)")
        try ExampleSandbox.with { sandbox in
            for example in examples {
                let result = try sandbox.run(example)
                #expect(
                    result.stdout == example.expectedOutput,
                    "\(example)\n--- shown:\n\(example.expectedOutput)--- printed:\n\(result.stdout)")
                #expect(result.status == 0, "\(example): exit status \(result.status)")
            }
        }
    }

    /// The README's REPL session, `scrolltape N> command` lines after `$ … repl FILE`: the same commands
    /// on standard input (no terminal: no prompt) must print the answers shown, and on a terminal the
    /// opening line and each prompt's index must be those shown.
    @Test func replSessionsGiveTheAnswersShown() throws {
        let sessions = try Self.documents.flatMap { try ShellExample.all(in: $0) }.filter(\.isReplTranscript)
        #expect(!sessions.isEmpty, "no REPL session in \(Self.documents)")
        for example in sessions {
            let session = try ReplTranscript(example)
            let input = session.steps.map { $0.command + "\n" }.joined()
            let result = try run(session.arguments, input: input)
            #expect(
                result.stdout == session.answers,
                "\(example)\n--- shown:\n\(session.answers)--- printed:\n\(result.stdout)")
            #expect(result.stderr == "", "\(example)")
            #expect(result.status == 0, "\(example)")

            let terminal = try TerminalSession(session.arguments, environment: ["NO_COLOR": "1"])
            let opening = session.opening.map { $0 + "\n" }.joined() + session.steps[0].prompt
            let shown = try terminal.waitUntil("no prompt '\(session.steps[0].prompt)'") {
                $0.hasSuffix(session.steps[0].prompt)
            }
            #expect(shown == opening, "\(example): the terminal shows\n\(shown)")
            for (position, step) in session.steps.enumerated() {
                terminal.type(step.command + "\r")
                guard position + 1 < session.steps.count else { break }
                let next = session.steps[position + 1].prompt
                try terminal.waitUntil("after `\(step.command)`, no prompt '\(next)'") { $0.hasSuffix(next) }
            }
            if session.steps.last?.command != "quit" { terminal.type("\u{4}") }
            #expect(try terminal.waitForExit() == 0, "\(example)")
        }
    }

    /// Every ```jsonl block of FORMAT.md is a recording `scrolltape check` passes: a block that starts
    /// with a session line on its own, any other block after the last session line of a block above it.
    /// Every ```json block is JSON; a session line spread over several lines, put on one, passes too.
    @Test func recordingsShownInTheFormatReferencePassCheck() throws {
        let document = "recordings/FORMAT.md"
        let blocks = CodeBlock.all(in: try String(contentsOf: PackageRoot.file(document), encoding: .utf8))
        var session: String?
        var checked = 0
        try TemporaryDirectory.with { folder in
            for block in blocks where block.info == "jsonl" || block.info == "json" {
                let place = "\(document):\(block.firstLine)"
                let lines: [String]
                if block.info == "json" {
                    let object = try JSONSerialization.jsonObject(
                        with: Data(block.lines.joined(separator: "\n").utf8))
                    guard (object as? [String: Any])?["type"] as? String == "session" else { continue }
                    let line = try JSONSerialization.data(withJSONObject: object)
                    lines = [String(decoding: line, as: UTF8.self)]
                } else if block.lines.first?.contains(#""type":"session""#) == true {
                    session = block.lines[0]
                    lines = block.lines
                } else {
                    let session = try #require(session, "\(place): no session line above this block")
                    lines = [session] + block.lines
                }
                try folder.write("example.jsonl", lines.map { $0 + "\n" }.joined())
                let result = try run(["check", folder.url.appendingPathComponent("example.jsonl").path])
                #expect(result.status == 0, "\(place)\n\(result.stderr)\(result.stdout)")
                #expect(result.stdoutLines.first?.hasPrefix("PASS ") == true, "\(place)\n\(result.stdout)")
                checked += 1
            }
        }
        #expect(checked >= 8, "only \(checked) recordings checked in \(document)")
    }
}

/// A REPL session shown in a document: `$ scrolltape repl FILE`, the line it opens with on a terminal,
/// then `scrolltape N> command` lines, each followed by the command's answer.
struct ReplTranscript {
    struct Step {
        /// The prompt shown before the command: `scrolltape 320> `.
        var prompt: String
        var command: String
    }

    /// The command line's arguments (`repl FILE`).
    var arguments: [String]
    /// The lines before the first prompt.
    var opening: [String]
    var steps: [Step]
    /// Every answer, in order: the output without the opening lines and the prompt lines.
    var answers: String

    init(_ example: ShellExample) throws {
        let words = example.commandForBuiltBinary.split(separator: " ").map(String.init)
        guard words.count == 3, words[0] == "scrolltape", words[1] == "repl" else {
            throw RecordingFacts.FactError("\(example): not `scrolltape repl FILE`")
        }
        arguments = Array(words.dropFirst())
        opening = Array(example.output.prefix { $0.wholeMatch(of: ShellExample.prompt) == nil })
        steps = []
        answers = ""
        for line in example.output.dropFirst(opening.count) {
            if let match = line.wholeMatch(of: ShellExample.prompt) {
                steps.append(Step(prompt: "scrolltape \(match.index)> ", command: String(match.command)))
            } else {
                answers += line + "\n"
            }
        }
    }
}
