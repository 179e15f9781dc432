import ScrollTape

/// Every REPL command, in the order `help` lists them, and how a line finds its command.
enum ReplCommands {
    static let all: [any ReplCommand.Type] = [
        ReplStep.self,
        ReplBack.self,
        ReplGoto.self,
        ReplSeek.self,
        ReplWhere.self,
        ReplState.self,
        ReplEvent.self,
        ReplDiff.self,
        ReplEvents.self,
        ReplMarks.self,
        ReplWatch.self,
        ReplUnwatch.self,
        ReplBreak.self,
        ReplDelete.self,
        ReplContinue.self,
        ReplReverseContinue.self,
        ReplFirst.self,
        ReplLast.self,
        ReplHit.self,
        ReplCheck.self,
        ReplOpen.self,
        ReplInfo.self,
        ReplHelp.self,
        ReplQuit.self,
    ]

    /// The longest command line the REPL takes, in bytes (conditions and labels are short).
    static let maximumLineLength = 4096

    /// Parses one line; nil for a blank line or a `#` comment.
    static func parse(_ line: String) throws(ReplError) -> (any ReplCommand)? {
        guard line.utf8.count <= maximumLineLength else {
            // Not echoed whole: a pasted megabyte would flood the terminal.
            throw ReplError(
                "command too long (\(line.utf8.count) bytes; a command is at most \(maximumLineLength)): "
                    + "'\(line.prefix(32))…' ignored")
        }
        let text = line.trimmingWhitespace()
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        let word = String(text.prefix { !$0.isWhitespace })
        let rest = String(text.dropFirst(word.count)).trimmingWhitespace()
        let command = try resolve(word)
        let arguments: ParsedArguments
        do throws(UsageError) {
            let words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
            arguments = try ArgumentParser.parse(words, rest: rest, for: command.spec)
        } catch {
            // The CLI shows the command's usage after its errors; here the message names the command.
            let name = command.spec.name
            throw ReplError(error.message.hasPrefix(name + " ") ? error.message : "\(name): \(error.message)")
        }
        return try command.init(arguments)
    }

    /// The command a typed name stands for: a name, a short form, or a unique prefix of a name.
    static func resolve(_ word: String) throws(ReplError) -> any ReplCommand.Type {
        if let exact = all.first(where: { $0.spec.names.contains(word) }) { return exact }
        let matches = all.filter { $0.spec.name.hasPrefix(word) }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw ReplError(
                "ambiguous command '\(word)': \(matches.map { $0.spec.name }.joined(separator: ", "))")
        }
        let hint = Spelling.didYouMean(word, among: all.map { $0.spec.name }) ?? "type help for the commands"
        throw ReplError("unknown command '\(word)' (\(hint))")
    }
}

extension String {
    /// The string without leading and trailing whitespace (and a trailing `\r`).
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
