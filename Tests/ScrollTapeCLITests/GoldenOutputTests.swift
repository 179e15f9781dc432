import Foundation
import Testing

/// Every command's exact output: each file of `Tests/ScrollTapeCLITests/Golden/` holds command lines
/// (`$ scrolltape …`) with the exit code, standard output and standard error each must give, byte
/// for byte (see ``GoldenFile``). The commands run from the package root, so paths read as typed.
///
/// To add a case, write a file with just its command lines and bless it; to accept a change of
/// output on purpose, bless and review the diff: `tools/bless-golden.sh`, or
/// `SCROLLTAPE_BLESS=1 swift test --filter GoldenOutputTests`, which rewrites the outputs of
/// every case from what the commands print now.
@Suite("golden outputs of every command")
struct GoldenOutputTests {
    static let folder = "Tests/ScrollTapeCLITests/Golden"
    static let inputFolder = folder + "/inputs"

    /// Whether this run rewrites the golden files instead of comparing with them.
    static let isBlessing = ProcessInfo.processInfo.environment["SCROLLTAPE_BLESS"] == "1"

    /// The case files, by name, sorted.
    static let cases: [String] = {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: PackageRoot.file(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }()

    @Test(arguments: cases)
    func commandPrintsExactlyItsGoldenOutput(_ name: String) throws {
        let path = "\(Self.folder)/\(name)"
        let url = PackageRoot.file(path)
        let golden = try GoldenFile(parsing: String(decoding: try Data(contentsOf: url), as: UTF8.self))
        #expect(!golden.steps.isEmpty, "\(path): no `$ scrolltape …` line")

        let actual = try TemporaryDirectory.with { temporary in
            var actual = golden
            for index in actual.steps.indices {
                actual.steps[index].outcome = try Self.run(
                    actual.steps[index].commandLine, temporaryFolder: temporary.url.path, in: path)
            }
            return actual
        }

        if Self.isBlessing {
            guard actual != golden else { return }
            let text = actual.text
            guard (try? GoldenFile(parsing: text)) == actual else {
                Issue.record(
                    "\(path): cannot bless: an output line reads as a section marker (`$ `, `--- `)")
                return
            }
            try Data(text.utf8).write(to: url)
            print("blessed \(path)")
            return
        }
        for (expected, step) in zip(golden.steps, actual.steps) {
            let place = "\(path): $ \(step.commandLine)"
            guard let expected = expected.outcome, let outcome = step.outcome else {
                Issue.record("\(place): not blessed yet (run tools/bless-golden.sh)")
                continue
            }
            if expected.status != outcome.status {
                Issue.record("\(place): exit code \(outcome.status), expected \(expected.status)")
            }
            for (stream, old, new) in [
                ("stdout", expected.stdout, outcome.stdout), ("stderr", expected.stderr, outcome.stderr),
            ] {
                if let diff = LineDiff.render(expected: old, actual: new) {
                    Issue.record("\(place): \(stream) differs (- golden, + actual):\n\(diff)")
                }
            }
        }
    }

    /// Runs one command line of a golden case from the package root, with `$TMP` standing for
    /// `temporaryFolder` in it and in its outputs.
    static func run(_ commandLine: String, temporaryFolder: String, in path: String) throws
        -> GoldenFile.Outcome
    {
        let command = try GoldenCommandLine(parsing: commandLine, temporaryFolder: temporaryFolder)
        let input = try command.input.map { try Data(contentsOf: PackageRoot.file($0)) }
        // A case without `< FILE` gets an empty standard input (never a terminal).
        let result = try ScrollTapeCLITests.run(command.arguments, inputBytes: input ?? Data())
        func placeholders(_ text: String) -> String {
            text.replacing(temporaryFolder, with: GoldenCommandLine.temporaryFolder)
        }
        return GoldenFile.Outcome(
            status: result.status, stdout: placeholders(result.stdout), stderr: placeholders(result.stderr))
    }

    @Test func thereAreGoldenCases() {
        #expect(Self.cases.count >= 60, "\(Self.cases.count) cases in \(Self.folder)")
    }

    /// An input nobody runs is a case that was lost.
    @Test func everyInputIsUsedByACase() throws {
        let inputs = try FileManager.default.contentsOfDirectory(
            atPath: PackageRoot.file(Self.inputFolder).path)
        let texts = try Self.cases.map {
            try String(contentsOf: PackageRoot.file("\(Self.folder)/\($0)"), encoding: .utf8)
        }
        let commandLines = texts.flatMap { GoldenFile.lines($0).filter { $0.hasPrefix("$ ") } }
        for input in inputs.sorted() {
            #expect(
                commandLines.contains { $0.contains("\(Self.inputFolder)/\(input)") },
                "\(Self.inputFolder)/\(input) is in no case")
        }
    }

    @Test func commandLineWordsAndQuotes() throws {
        #expect(
            try GoldenCommandLine.words(#"scrolltape hit "a b.jsonl" "" 5"#)
                == ["scrolltape", "hit", "a b.jsonl", "", "5"])
        let line = try GoldenCommandLine(
            parsing: "scrolltape record $TMP/out.jsonl < in.jsonl", temporaryFolder: "/t")
        #expect(line == GoldenCommandLine(arguments: ["record", "/t/out.jsonl"], input: "in.jsonl"))
        #expect(throws: GoldenCommandLine.ParseError.self) { try GoldenCommandLine.words(#"hit "a"#) }
    }

    @Test func goldenFileKeepsEveryByteThroughAWriteAndARead() throws {
        let file = GoldenFile(
            comments: ["# a comment", ""],
            steps: [
                .init(
                    commandLine: "scrolltape x",
                    outcome: .init(status: 2, stdout: "", stderr: "error: unknown command 'x'\n\nusage\n")),
                .init(commandLine: "scrolltape y", outcome: .init(status: 0, stdout: "a\r\n\n", stderr: "b")),
                .init(commandLine: "scrolltape z", outcome: nil),
                .init(commandLine: "scrolltape w", outcome: .init(status: 1, stdout: "c\r\n", stderr: "\n")),
            ])
        #expect(try GoldenFile(parsing: file.text) == file)
        #expect(
            file.text == """
                # a comment

                $ scrolltape x
                --- exit 2
                --- stdout
                --- stderr
                error: unknown command 'x'

                usage
                $ scrolltape y
                --- exit 0
                --- stdout
                a\r

                --- stderr (no final newline)
                b
                $ scrolltape z
                $ scrolltape w
                --- exit 1
                --- stdout
                c\r
                --- stderr


                """)
    }

    @Test func diffShowsOnlyTheChangedLines() {
        let expected = "one\ntwo\nthree\nfour\n"
        #expect(LineDiff.render(expected: expected, actual: expected) == nil)
        #expect(
            LineDiff.render(expected: expected, actual: "one\n2\nthree\nfour\n")
                == "first difference at line 2\n  (1 unchanged)\n- two\n+ 2\n  (2 unchanged)")
        #expect(
            LineDiff.render(expected: "a\n", actual: "a")
                == "first difference at line 2\n  (1 unchanged)\n"
                + "the expected text ends with a newline, the actual one does not")
    }
}
