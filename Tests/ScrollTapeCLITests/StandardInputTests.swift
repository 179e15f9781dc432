import Foundation
import Testing

/// `-` for the recording (standard input), `--` ending the options, and what a path that cannot be
/// opened is called.
@Suite("standard input, --, and paths that cannot be opened, end to end")
struct StandardInputTests {
    static let flick = "recordings/flick-to-top.jsonl"

    static func flickText() throws -> String {
        try String(contentsOf: PackageRoot.url.appendingPathComponent(flick), encoding: .utf8)
    }

    @Test(arguments: [["replay"], ["replay", "--json"], ["hit", "@", "10", "10"]])
    func dashReadsTheRecordingFromStandardInput(_ command: [String]) throws {
        let withFile =
            command.contains("@") ? command.map { $0 == "@" ? Self.flick : $0 } : command + [Self.flick]
        let withDash = command.contains("@") ? command.map { $0 == "@" ? "-" : $0 } : command + ["-"]
        let fromFile = try run(withFile)
        let fromInput = try run(withDash, input: try Self.flickText())
        #expect(fromInput.status == 0, "\(fromInput.stderr)")
        #expect(fromInput.stdout == fromFile.stdout)
        #expect(fromInput.stderr == "")
    }

    @Test func checkNamesStandardInputStdin() throws {
        let result = try run(["check", "-"], input: try Self.flickText())
        #expect(result.status == 0)
        #expect(result.stdoutLines.first == "PASS <stdin> (171 events, 23 expects)")
    }

    @Test(arguments: ["plot", "html", "trace"])
    func exportsOfStandardInputGoToStandardOutput(_ command: String) throws {
        let result = try run([command, "-"], input: try Self.flickText())
        #expect(result.status == 0, "\(result.stderr)")
        // The same export, titled <stdin> instead of the file's name.
        let fromFile = try run([command, Self.flick, "-o", "-"])
        #expect(result.stdout.prefix(20) == fromFile.stdout.prefix(20))
        #expect(result.stdoutLines.count == fromFile.stdoutLines.count)
    }

    @Test func badInputOnStandardInputIsADiagnosticAtStdin() throws {
        let result = try run(["replay", "-"], input: #"{"type":"session""# + "\n")
        #expect(result.status == 2)
        #expect(result.stderr == "<stdin>:1:18: error: invalid JSON: unexpected end of input\n")
    }

    @Test func commandsThatCannotReadStandardInputSaySo() throws {
        let repl = try run(["repl", "-"], input: try Self.flickText())
        #expect(repl.status == 2)
        #expect(
            repl.stderr
                == "error: repl reads its commands from standard input, so it cannot read the recording "
                + "from there too (-): save the recording to a file and name it\n")
        let shrink = try run(["shrink", "-"], input: try Self.flickText())
        #expect(shrink.status == 2)
        #expect(
            shrink.stderr
                == "error: shrink writes the shrunk recording to a file: name it with -o OUT (FILE is standard input, -)\n"
        )
        let junit = try run(["check", Self.flick, "--junit", "-"])
        #expect(junit.status == 2)
        #expect(junit.stderr.hasPrefix("-:1:1: error: --junit - is not supported"))
    }

    @Test func doubleDashEndsTheOptions() throws {
        try TemporaryDirectory.with { folder in
            _ = try folder.copy(Self.flick, as: "-x.jsonl")
            let plain = try run(["replay", "--json", PackageRoot.url.appendingPathComponent(Self.flick).path])
            let afterDashes = try run(["replay", "--json", "--", "-x.jsonl"], in: folder.url)
            #expect(afterDashes.status == 0, "\(afterDashes.stderr)")
            #expect(afterDashes.stdout == plain.stdout)
            let before = try run(["replay", "-x.jsonl"], in: folder.url)
            #expect(before.status == 2)
            #expect(before.stderr.hasPrefix("error: unknown option '-x.jsonl'"))
            // After --, an option's name is a file's.
            let flag = try run(["replay", "--", "--json"], in: folder.url)
            #expect(flag.stderr == "--json:1:1: error: cannot open the recording: no such file\n")
            let extra = try run(["replay", "--", "-x.jsonl", "more"], in: folder.url)
            #expect(extra.stderr.hasPrefix("error: unexpected argument 'more'"))
        }
    }

    @Test(arguments: [["replay"], ["check"], ["html"]])
    func aSymbolicLinkLoopIsSaidToBeOne(_ command: [String]) throws {
        try TemporaryDirectory.with { folder in
            #expect(symlink("loop", folder.url.appendingPathComponent("loop").path) == 0)
            let result = try run(command + ["loop"], in: folder.url)
            #expect(result.status == 2)
            #expect(result.stderrLines.count == 1)
            #expect(
                result.stderrLines.first?.hasPrefix("loop:1:1: error: ") == true
                    && result.stderr.contains(
                        "it is a symbolic link loop (ELOOP: too many levels of symbolic links)"),
                "\(result.stderr)")
        }
    }

    @Test func aSymbolicLinkToNothingSaysWhereItPoints() throws {
        try TemporaryDirectory.with { folder in
            #expect(symlink("gone.jsonl", folder.url.appendingPathComponent("link.jsonl").path) == 0)
            let result = try run(["replay", "link.jsonl"], in: folder.url)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "link.jsonl:1:1: error: cannot open the recording: it is a symbolic link to gone.jsonl, "
                    + "which does not exist\n")
        }
    }
}
