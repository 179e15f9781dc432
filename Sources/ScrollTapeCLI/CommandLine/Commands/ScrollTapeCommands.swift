import ScrollTape

/// Every `scrolltape` command, in the order the general help lists them.
enum ScrollTapeCommands {
    static let all: [any ScrollTapeCommand.Type] = [
        ReplayCommand.self,
        CheckCommand.self,
        HitCommand.self,
        TimeTravelCommand.self,
        ExploreCommand.self,
        ShrinkCommand.self,
        HTMLCommand.self,
        PlotCommand.self,
        TraceCommand.self,
        RecordCommand.self,
        CompletionCommand.self,
        HelpCommand.self,
        VersionCommand.self,
    ]

    /// The command that answers to `name` (its name or an alias).
    static func command(named name: String) -> (any ScrollTapeCommand.Type)? {
        all.first { $0.spec.names.contains(name) }
    }

    /// Parses a command line (the arguments after the program name). No arguments: the general help.
    static func parse(_ arguments: [String]) throws(UsageError) -> any ScrollTapeCommand {
        guard let name = arguments.first else { return HelpCommand(topic: nil) }
        guard let type = command(named: name) else {
            if ArgumentParser.isOption(name) { throw UsageError("unknown option '\(name)'", command: nil) }
            let hint = Spelling.didYouMean(name, among: all.flatMap { $0.spec.names }).map { " (\($0))" }
            throw UsageError("unknown command '\(name)'\(hint ?? "")", command: nil)
        }
        let words = Array(arguments.dropFirst())
        if words.contains("--help") || words.contains("-h") {
            return HelpCommand(topic: type.spec.name)
        }
        return try type.init(ArgumentParser.parse(words, for: type.spec))
    }
}
