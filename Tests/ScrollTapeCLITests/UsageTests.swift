import Foundation
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

/// `scrolltape --version`, `help` and the command-line errors, run as a user runs them.
@Suite("scrolltape usage and argument errors, end to end")
struct UsageTests {
    @Test func versionPrintsOneLineWithTheVersion() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout.wholeMatch(of: /scrolltape \d+\.\d+\.\d+(-[0-9A-Za-z.]+)?\n/) != nil,
            "\(result.stdout)")
    }

    @Test func helpListsEveryCommandAndTheExitCodes() throws {
        let result = try run(["help"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == HelpCommand.general + "\n")
        #expect(result.stdout.hasPrefix("scrolltape \(VersionCommand.version): "))
        for command in [
            "replay FILE", "check PATH", "hit FILE X Y", "repl FILE", "record OUT", "help", "--version",
        ] {
            #expect(result.stdout.contains("\n  \(command)"), "help does not list '\(command)'")
        }
        #expect(
            result.stdoutLines.last
                == "exit codes: 0 success, 1 an invariant or expectation failed, 2 bad usage or bad input")
    }

    @Test(arguments: [["--help"], []])
    func helpFlagAndNoArgumentsPrintTheUsage(arguments: [String]) throws {
        let help = try run(["help"])
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == help.stdout)
    }

    @Test(arguments: ["replay", "check", "hit", "repl", "record", "help"])
    func helpForOneCommandShowsItsUsage(command: String) throws {
        let help = try #require(commandHelp(command))
        #expect(help.hasPrefix("usage: scrolltape \(command) "), "\(help)")
        let forms = [["help", command], [command, "--help"], [command, "-h"], ["--help", command]]
        for arguments in forms {
            let result = try run(arguments)
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == help + "\n", "scrolltape \(arguments.joined(separator: " "))")
        }
    }

    @Test func helpForAnUnknownCommandIsBadUsage() throws {
        let result = try run(["help", "frobnicate"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: no command 'frobnicate'\n" + HelpCommand.general + "\n")
    }

    /// A command line that must be refused with exit code 2.
    struct BadCommandLine: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        /// The first line of stderr, exactly.
        var error: String
        /// The command whose usage follows the error (`help COMMAND`), nil for the general usage.
        var usage: String?

        var testDescription: String { "scrolltape " + arguments.joined(separator: " ") }
    }

    static let file = "recordings/pinned-header.jsonl"

    static let badCommandLines: [BadCommandLine] = [
        .init(arguments: ["x"], error: "error: unknown command 'x'", usage: nil),
        .init(arguments: ["--frobnicate"], error: "error: unknown option '--frobnicate'", usage: nil),
        .init(arguments: ["replay"], error: "error: replay needs FILE", usage: "replay"),
        .init(
            arguments: ["replay", file, "--to", "abc"],
            error: "error: --to needs an event index (0 or more), not 'abc'", usage: "replay"),
        .init(arguments: ["replay", file, "--to"], error: "error: --to needs a value", usage: "replay"),
        .init(
            arguments: ["replay", file, "--to", "-1"],
            error: "error: --to needs an event index (0 or more), not '-1'", usage: "replay"),
        .init(
            arguments: ["replay", file, "--frobnicate"], error: "error: unknown option '--frobnicate'",
            usage: "replay"),
        .init(
            arguments: ["replay", file, "extra"], error: "error: unexpected argument 'extra'", usage: "replay"
        ),
        .init(arguments: ["hit", file, "1"], error: "error: hit needs Y", usage: "hit"),
        .init(arguments: ["hit", file, "a", "b"], error: "error: X must be a number, not 'a'", usage: "hit"),
        .init(arguments: ["hit", file, "1", "b"], error: "error: Y must be a number, not 'b'", usage: "hit"),
        // Hexadecimal was once taken (0x10 as 16); numbers are decimal.
        .init(
            arguments: ["hit", file, "0x10", "5"], error: "error: X must be a number, not '0x10'",
            usage: "hit"),
        .init(
            arguments: ["hit", file, "1", "2", "--at", "x"],
            error: "error: --at needs an event index (0 or more), not 'x'", usage: "hit"),
        .init(arguments: ["check"], error: "error: check needs at least one file or folder", usage: "check"),
        .init(
            arguments: ["check", "recordings", "--frobnicate"], error: "error: unknown option '--frobnicate'",
            usage: "check"),
        // A repeated flag was once called an unknown option.
        .init(
            arguments: ["check", "recordings", "--strict", "--strict"],
            error: "error: --strict is given more than once", usage: "check"),
        .init(
            arguments: ["hit", file, "1", "2", "--json", "--json"],
            error: "error: --json is given more than once",
            usage: "hit"),
    ]

    @Test(arguments: badCommandLines)
    func badCommandLineExitsTwoWithOneErrorLineThenTheUsage(_ line: BadCommandLine) throws {
        let result = try run(line.arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        let usage = try #require(line.usage.map(commandHelp) ?? HelpCommand.general)
        #expect(result.stderr == line.error + "\n" + usage + "\n")
    }
}

/// The help of `command` as `scrolltape help COMMAND` prints it: made from its declaration.
func commandHelp(_ command: String) -> String? {
    ScrollTapeCommands.command(named: command).map { HelpText.command($0.spec) }
}
