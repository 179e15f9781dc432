import Foundation
import Testing

/// `scrolltape --version`, `help` and the command-line errors, run as a user runs them (SPEC §4).
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
        #expect(result.stdout.contains("usage: scrolltape"))
        for command in ["replay FILE", "check PATH", "hit FILE X Y", "help", "--version"] {
            #expect(result.stdout.contains(command), "help does not mention '\(command)'")
        }
        #expect(result.stdout.contains("exit codes"))
    }

    @Test(arguments: [["--help"], []])
    func helpFlagAndNoArgumentsPrintTheUsage(arguments: [String]) throws {
        let help = try run(["help"])
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == help.stdout)
    }

    @Test(arguments: ["replay", "check", "hit"])
    func helpForOneCommandShowsItsUsage(command: String) throws {
        let result = try run(["help", command])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("usage: scrolltape \(command) "), "\(result.stdout)")
        #expect(result.stdout != (try run(["help"])).stdout)
    }

    @Test func helpFlagBeforeACommandShowsThatCommandsUsage() throws {
        let result = try run(["--help", "check"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == (try run(["help", "check"])).stdout)
    }

    @Test func helpForAnUnknownCommandIsBadUsage() throws {
        let result = try run(["help", "frobnicate"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        let first = try #require(result.stderrLines.first)
        #expect(first.hasPrefix("error: ") && first.contains("'frobnicate'"), "\(first)")
    }

    /// A command line that must be refused with exit code 2.
    struct BadCommandLine: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        /// The exact first line of stderr, when the contract fixes it.
        var exactError: String? = nil
        /// Words the `error:` line must contain (what is wrong).
        var mentions: [String] = []
        /// The command whose usage follows the error (`help COMMAND`), nil for the general usage.
        var usage: String?

        var testDescription: String { "scrolltape " + arguments.joined(separator: " ") }
    }

    static let file = "recordings/pinned-header.jsonl"

    static let badCommandLines: [BadCommandLine] = [
        .init(arguments: ["x"], exactError: "error: unknown command 'x'", usage: nil),
        .init(arguments: ["--frobnicate"], mentions: ["'--frobnicate'"], usage: nil),
        .init(arguments: ["replay"], mentions: ["FILE"], usage: "replay"),
        .init(arguments: ["replay", file, "--to", "abc"], mentions: ["--to", "'abc'"], usage: "replay"),
        .init(arguments: ["replay", file, "--to"], mentions: ["--to"], usage: "replay"),
        .init(arguments: ["replay", file, "--to", "-1"], mentions: ["--to", "'-1'"], usage: "replay"),
        .init(arguments: ["replay", file, "--frobnicate"], mentions: ["'--frobnicate'"], usage: "replay"),
        .init(arguments: ["replay", file, "extra"], mentions: ["'extra'"], usage: "replay"),
        .init(arguments: ["hit", file, "1"], mentions: ["Y"], usage: "hit"),
        .init(arguments: ["hit", file, "a", "b"], mentions: ["X", "'a'"], usage: "hit"),
        .init(arguments: ["hit", file, "1", "b"], mentions: ["Y", "'b'"], usage: "hit"),
        // Hexadecimal was once taken (0x10 as 16); numbers are decimal.
        .init(
            arguments: ["hit", file, "0x10", "5"], exactError: "error: X must be a number, not '0x10'",
            usage: "hit"),
        .init(arguments: ["hit", file, "1", "2", "--at", "x"], mentions: ["--at", "'x'"], usage: "hit"),
        .init(arguments: ["check"], usage: "check"),
        .init(
            arguments: ["check", "recordings", "--frobnicate"], mentions: ["'--frobnicate'"], usage: "check"),
        // A repeated flag was once called an unknown option.
        .init(
            arguments: ["check", "recordings", "--strict", "--strict"],
            exactError: "error: --strict is given more than once", usage: "check"),
        .init(
            arguments: ["hit", file, "1", "2", "--json", "--json"],
            exactError: "error: --json is given more than once", usage: "hit"),
    ]

    @Test(arguments: badCommandLines)
    func badCommandLineExitsTwoWithOneErrorLineThenTheUsage(_ line: BadCommandLine) throws {
        let result = try run(line.arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        let lines = result.stderrLines
        let first = try #require(lines.first, "no error on stderr")
        if let exactError = line.exactError {
            #expect(first == exactError)
        } else {
            #expect(first.hasPrefix("error: "), "\(first)")
        }
        for word in line.mentions {
            #expect(first.contains(word), "'\(first)' does not mention \(word)")
        }
        #expect(
            lines.dropFirst().allSatisfy { !$0.hasPrefix("error:") },
            "more than one error line:\n\(result.stderr)")
        let usage = try run(["help"] + (line.usage.map { [$0] } ?? []))
        #expect(lines.dropFirst().joined(separator: "\n") + "\n" == usage.stdout)
    }
}
