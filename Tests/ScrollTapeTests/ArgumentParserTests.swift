import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

/// The one parser of the CLI and the REPL: how words are sorted out by a declaration, and the
/// usage errors it gives.
@Suite struct ArgumentParserTests {
    static let file = Positional("FILE", .recording, help: "the recording")
    static let x = Positional("X", .number, help: "x")
    static let paths = Positional("PATH", .path, repeating: true, missingName: "a path", help: "paths")
    static let to = Option("--to", value: "N", .index, help: "an index")
    static let json = Flag("--json", help: "JSON")
    static let rest = Positional(rest: "CONDITION", .text, missingName: "a condition", help: "a condition")

    static let single = CommandSpec(
        "one", abstract: "", parameters: [file.parameter, x.parameter, to.parameter, json.parameter])
    static let many = CommandSpec("many", abstract: "", parameters: [paths.parameter, json.parameter])
    static let line = CommandSpec("first", abstract: "", parameters: [rest.parameter])

    func parse(_ words: [String], _ spec: CommandSpec = single) throws(UsageError) -> ParsedArguments {
        try ArgumentParser.parse(words, for: spec)
    }

    func message(_ words: [String], _ spec: CommandSpec = single) -> String? {
        do throws(UsageError) {
            _ = try parse(words, spec)
            return nil
        } catch {
            #expect(error.command == spec.name)
            return error.message
        }
    }

    @Test func flagsAndOptionsMayComeAnywhereAndPositionalsKeepTheirOrder() throws {
        for words in [
            ["a.jsonl", "-2.5", "--to", "3", "--json"], ["--json", "a.jsonl", "--to=3", "-2.5"],
            ["--to", "3", "a.jsonl", "--json", "-2.5"],
        ] {
            let parsed = try parse(words)
            #expect(parsed[Self.file] == "a.jsonl", "\(words)")
            #expect(parsed[Self.x] == -2.5, "\(words)")
            #expect(parsed[Self.to] == 3, "\(words)")
            #expect(parsed[Self.json], "\(words)")
        }
        let plain = try parse(["a.jsonl", "1"])
        #expect(plain[Self.to] == nil)
        #expect(!plain[Self.json])
    }

    @Test(arguments: [
        (["a.jsonl", "1", "--to"], "--to needs a value"),
        (["a.jsonl", "1", "--to", "x"], "--to needs an event index (0 or more), not 'x'"),
        (["a.jsonl", "1", "--to=-1"], "--to needs an event index (0 or more), not '-1'"),
        (["a.jsonl", "1", "--to", "1", "--to", "2"], "--to is given more than once"),
        (["a.jsonl", "1", "--json", "--json"], "--json is given more than once"),
        (["a.jsonl", "y"], "X must be a number, not 'y'"),
        (["a.jsonl", "1", "2"], "unexpected argument '2'"),
        (["a.jsonl", "1", "--bogus"], "unknown option '--bogus'"),
        (["a.jsonl"], "one needs X"),
        ([], "one needs FILE"),
        // An unknown option is named before what is missing: it is the likelier slip.
        (["--bogus"], "unknown option '--bogus'"),
        (["a.jsonl", "nan"], "X must be a number, not 'nan'"),
    ])
    func usageErrorsSayWhatIsWrong(words: [String], expected: String) {
        #expect(message(words) == expected)
    }

    @Test func aRepeatingPositionalTakesEveryWordAndNeedsOne() throws {
        #expect(try parse(["a", "--json", "b", "c"], Self.many)[all: Self.paths] == ["a", "b", "c"])
        #expect(message(["--json"], Self.many) == "many needs a path")
    }

    @Test func aRestParameterTakesTheLineAsTyped() throws {
        let parsed = try ArgumentParser.parse(
            ["header.height", "<", "60", "--json"], rest: "header.height < 60  --json", for: Self.line)
        #expect(parsed[Self.rest] == "header.height < 60  --json")
        #expect(message([], Self.line) == "first needs a condition")
    }

    @Test func aNegativeNumberIsAValueNotAnOption() {
        #expect(!ArgumentParser.isOption("-5"))
        #expect(!ArgumentParser.isOption("-0.5"))
        #expect(!ArgumentParser.isOption("-"))
        #expect(ArgumentParser.isOption("-h"))
        #expect(ArgumentParser.isOption("--to"))
    }
}
