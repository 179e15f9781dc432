import ScrollTape

/// `help [COMMAND]`: every command with what it does, or one command's help.
struct ReplHelp: ReplCommand {
    static let topic = Positional(
        "COMMAND", ArgumentKind(noun: "a command", completion: .none) { $0 }, optional: true,
        help: "the command to explain")
    static let spec = CommandSpec(
        "help", aliases: ["?"], abstract: "this list, or one command's help", parameters: [topic.parameter])

    var topic: String?

    init(_ arguments: ParsedArguments) { topic = arguments[Self.topic] }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        if let topic {
            return [HelpText.command(try ReplCommands.resolve(topic).spec, program: nil, helpFlag: false)]
        }
        let specs = ReplCommands.all.map { $0.spec }
        let usages = specs.map { $0.usages.joined(separator: " | ") }
        let width = usages.map(\.count).max() ?? 0
        var lines = zip(usages, specs).map { usage, spec in
            HelpText.table(usage, spec.forms[0].abstract, width: width, indent: 0, gap: 2)
        }
        lines += [
            "CONDITION: PATH OP VALUE (OP == != < <= > >=; VALUE a number, word, \"string\", true, false, null",
            "  or another PATH), PATH changed, an invariant name (header.overscroll: the event broke it) or",
            "  violation; join with and / or. PATH: a state path (header.height, scroll.phase, touches.0.x).",
        ]
        return lines
    }
}
