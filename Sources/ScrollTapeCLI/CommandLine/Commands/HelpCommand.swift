import ScrollTape

/// `scrolltape help [COMMAND]`: the general help, or one command's.
struct HelpCommand: ScrollTapeCommand {
    static let topicArgument = Positional(
        "COMMAND", ArgumentKind(noun: "a command", completion: .commands) { $0 }, optional: true,
        help: "the command to explain (default: all of them, briefly)")

    static let spec = CommandSpec(
        "help", aliases: ["--help", "-h"], abstract: "this text, or one command's",
        parameters: [topicArgument.parameter])

    /// The command to explain; nil: the general help.
    var topic: String?

    init(topic: String?) { self.topic = topic }

    init(_ arguments: ParsedArguments) { topic = arguments[Self.topicArgument] }

    func run(console: inout some Console) -> Int32 {
        guard let topic else {
            console.out(Self.general)
            return CommandRunner.ExitCode.success
        }
        guard let command = ScrollTapeCommands.command(named: topic) else {
            console.err("error: no command '\(topic)'")
            console.err(Self.general)
            return CommandRunner.ExitCode.badInput
        }
        console.out(HelpText.command(command.spec))
        return CommandRunner.ExitCode.success
    }

    /// The general help: every command's forms, and the exit codes.
    static var general: String {
        ([
            "scrolltape \(VersionCommand.version): \(about)", "", "usage: scrolltape <command> [arguments]",
            "", "commands:",
        ]
            + HelpText.commandList(ScrollTapeCommands.all.map { $0.spec }, width: 34)
            + ["", "exit codes: 0 success, 1 an invariant or expectation failed, 2 bad usage or bad input"])
            .joined(separator: "\n")
    }

    static let about = "replay, check, hit-test, explore and shrink recordings of scroll-linked iOS screens"
}
