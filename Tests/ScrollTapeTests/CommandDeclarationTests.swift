import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

/// The command declarations are the one place each command is described: every parameter shows in
/// its usage and help, every name is unique, and the help is made from them.
@Suite struct CommandDeclarationTests {
    static let cliSpecs = ScrollTapeCommands.all.map { $0.spec }
    static let replSpecs = ReplCommands.all.map { $0.spec }

    @Test(arguments: ["CLI", "REPL"])
    func everyNameAndAliasIsUnique(kind: String) {
        let names = (kind == "CLI" ? Self.cliSpecs : Self.replSpecs).flatMap(\.names)
        #expect(Set(names).count == names.count, "\(kind): \(names)")
    }

    @Test(arguments: cliSpecs + replSpecs)
    func everyParameterIsInTheUsageAndTheHelp(spec: CommandSpec) {
        let help = HelpText.command(spec)
        for parameter in spec.parameters {
            #expect(help.contains("\n  \(parameter.label)   "), "\(spec.name): \(parameter.name) not listed")
            #expect(help.contains(parameter.help), "\(spec.name): help of \(parameter.name) missing")
        }
        // Forms written out by hand (REPL alternatives) are the only ones that may leave one out.
        let formed = spec.forms.flatMap(\.parameters).map(\.name)
        if spec.forms.allSatisfy({ !$0.parameters.isEmpty || spec.parameters.isEmpty }) {
            for parameter in spec.parameters {
                #expect(formed.contains(parameter.name), "\(spec.name): no form shows \(parameter.name)")
            }
        }
    }

    @Test func theGeneralHelpListsEveryFormOfEveryCommand() {
        let general = HelpCommand.general
        for spec in Self.cliSpecs {
            for (form, usage) in zip(spec.forms, spec.usages) {
                #expect(general.contains(form.abstract), "\(spec.name): \(form.abstract)")
                let firstLine = HelpText.wrap(usage, width: 34, indent: 0)[0]
                #expect(general.contains("\n  \(firstLine)   "), "\(usage)")
            }
        }
    }

    @Test func everyReplNameAndAliasResolvesToItsCommand() throws {
        for spec in Self.replSpecs {
            for name in spec.names {
                #expect(try ReplCommands.resolve(name).spec.name == spec.name, "\(name)")
            }
        }
    }

    @Test(arguments: [
        ("quit 1", "quit: unexpected argument '1'"),
        ("hit 1", "hit needs Y"),
        ("seek", "seek needs T"),
        ("events 1 0", "events: COUNT must be a number of events (1 or more), not '0'"),
        ("goto", "goto needs an index, 'mark LABEL', 'call NAME' or 'end'"),
        (
            "goto x",
            "goto: TARGET must be an event index (0 or more), mark LABEL, call NAME, end or start, not 'x'"
        ),
        ("st", "ambiguous command 'st': step, state"),
        ("stpe", "unknown command 'stpe' (did you mean 'step'?)"),
    ])
    func replUsageErrorsNameTheCommand(line: String, expected: String) {
        #expect(throws: ReplError(expected)) { try ReplCommands.parse(line) }
    }

    @Test func wrapBreaksAtSpacesAndIndentsTheRest() {
        #expect(
            HelpText.wrap("check PATH... [--strict] [--conformance-tolerance PT]", width: 34, indent: 6)
                == ["check PATH... [--strict]", "      [--conformance-tolerance PT]"])
        #expect(HelpText.wrap("a-very-long-word b", width: 4, indent: 2) == ["a-very-long-word", "  b"])
    }
}

extension CommandSpec: CustomTestStringConvertible {
    public var testDescription: String { name }
}
