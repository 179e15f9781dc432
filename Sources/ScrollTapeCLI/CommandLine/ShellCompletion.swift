import ScrollTape

/// Shell completion scripts made from command declarations: the command names, each command's
/// options (with their help where the shell shows it) and what each positional completes with.
enum ShellCompletion {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell, commands: [CommandSpec], program: String = "scrolltape") -> String {
        switch shell {
        case .bash: bash(commands, program: program)
        case .zsh: zsh(commands, program: program)
        case .fish: fish(commands, program: program)
        }
    }

    /// The flags and options of `spec` (each script adds `-h` and `--help` in its own way).
    private static func options(_ spec: CommandSpec) -> [Parameter] {
        spec.parameters.filter { !$0.isPositional }
    }

    /// The names offered for the command word and for `help COMMAND`.
    private static func commandNames(_ commands: [CommandSpec]) -> [String] {
        commands.map(\.name)
    }

    /// The shell function that completes `program`: `_scrolltape`.
    private static func functionName(_ program: String) -> String {
        "_" + program.replacing("-", with: "_")
    }

    // MARK: - bash

    private static func bash(_ commands: [CommandSpec], program: String) -> String {
        let function = functionName(program)
        var lines = [
            "# bash completion for \(program); made by `\(program) completion bash`",
            "\(function)_words() {",
            "    # $1: what to complete with; $2: the word so far",
            "    case \"$1\" in",
            "        recordings) compopt -o filenames 2>/dev/null",
            "            COMPREPLY=($(compgen -f -X '!*.jsonl' -- \"$2\") $(compgen -d -- \"$2\")) ;;",
            "        paths) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$2\")) ;;",
            "        commands) COMPREPLY=($(compgen -W '\(commandNames(commands).joined(separator: " "))' -- \"$2\")) ;;",
            "        words:*) COMPREPLY=($(compgen -W \"${1#words:}\" -- \"$2\")) ;;",
            "        *) COMPREPLY=() ;;",
            "    esac",
            "}",
            "\(function)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        \(function)_words commands \"$cur\"",
            "        return",
            "    fi",
            "    local flags valued positionals repeating",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for spec in commands {
            let valued = options(spec).filter { if case .option = $0.role { true } else { false } }
            let positionals = spec.parameters.filter(\.isPositional)
            let repeating = positionals.contains { $0.role == .positional(optional: false, repeating: true) }
            lines += [
                "        \(spec.names.joined(separator: "|")))",
                "            flags='\((options(spec).map(\.name) + ["--help"]).joined(separator: " "))'",
                "            valued='\(valued.map(\.name).joined(separator: " "))'",
                "            positionals=(\(positionals.map { bashWords($0.completion) }.joined(separator: " ")))",
                "            repeating=\(repeating ? 1 : 0) ;;",
            ]
        }
        lines += [
            "        *) return ;;",
            "    esac",
            "    if [[ \" $valued \" == *\" $prev \"* ]]; then COMPREPLY=(); return; fi",
            "    if [[ \"$cur\" == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$flags\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    # Which positional this is: the words so far that are neither options nor their values.",
            "    local index=0 i",
            "    for ((i = 2; i < COMP_CWORD; i++)); do",
            "        local word=\"${COMP_WORDS[i]}\"",
            "        if [[ \" $valued \" == *\" $word \"* ]]; then ((i++)); continue; fi",
            "        [[ \"$word\" == -* && ! \"$word\" =~ ^-[0-9.] ]] && continue",
            "        ((index++))",
            "    done",
            "    if ((index >= ${#positionals[@]})); then",
            "        ((repeating)) || return",
            "        index=$((${#positionals[@]} - 1))",
            "    fi",
            "    \(function)_words \"${positionals[index]}\" \"$cur\"",
            "}",
            "complete -F \(function) \(program)",
        ]
        return lines.joined(separator: "\n")
    }

    private static func bashWords(_ completion: ArgumentCompletion) -> String {
        switch completion {
        case .none: "none"
        case .recordings: "recordings"
        case .paths: "paths"
        case .commands: "commands"
        case .words(let words): "'words:\(words.joined(separator: " "))'"
        }
    }

    // MARK: - zsh

    private static func zsh(_ commands: [CommandSpec], program: String) -> String {
        let function = functionName(program)
        let names = commandNames(commands)
        var lines = [
            "#compdef \(program)",
            "# zsh completion for \(program); made by `\(program) completion zsh`",
            "\(function)() {",
            "    local -a commands",
            "    commands=(",
        ]
        lines += commands.map {
            "        '\(zshEscape($0.name, colons: true)):\(zshEscape($0.forms[0].abstract))'"
        }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t commands 'command' commands",
            "        return",
            "    fi",
            "    local command=${words[2]}",
            "    shift words",
            "    (( CURRENT-- ))",
            "    case $command in",
        ]
        for spec in commands {
            var specs = options(spec).map { option -> String in
                let help = "[\(zshEscape(option.help))]"
                if case .option(let value) = option.role {
                    return
                        "'\(option.name)=\(help):\(zshEscape(value, colons: true)):\(zshAction(option.completion, names: names))'"
                }
                return "'\(option.name)\(help)'"
            }
            specs.append("'(- *)'{-h,--help}'[this help]'")
            for positional in spec.parameters.filter(\.isPositional) {
                let star = positional.role == .positional(optional: false, repeating: true) ? "*" : ""
                let optional = positional.role == .positional(optional: true, repeating: false) ? ":" : ""
                specs.append(
                    "'\(star):\(optional)\(zshEscape(positional.name, colons: true)):\(zshAction(positional.completion, names: names))'"
                )
            }
            lines.append("        \(spec.names.map(zshPattern).joined(separator: "|")))")
            lines.append("            _arguments -s \\")
            lines += specs.dropLast().map { "                \($0) \\" }
            lines.append("                \(specs.last!) ;;")
        }
        lines += ["    esac", "}", "", "\(function) \"$@\""]
        return lines.joined(separator: "\n")
    }

    private static func zshAction(_ completion: ArgumentCompletion, names: [String]) -> String {
        switch completion {
        case .none: " "
        case .recordings: "_files -g \"*.jsonl\""
        case .paths: "_files"
        case .commands: "(\(names.joined(separator: " ")))"
        case .words(let words): "(\(words.joined(separator: " ")))"
        }
    }

    /// A case pattern: `-` and `?` quoted.
    private static func zshPattern(_ name: String) -> String {
        name.hasPrefix("-") ? "\\" + name : name
    }

    /// Text inside a single-quoted `_arguments` spec: quotes, brackets and (in names) colons escaped.
    private static func zshEscape(_ text: String, colons: Bool = false) -> String {
        var result = ""
        for character in text {
            switch character {
            case "'": result += "'\\''"
            case "[", "]": result += "\\" + String(character)
            case ":" where colons: result += "\\:"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: - fish

    private static func fish(_ commands: [CommandSpec], program: String) -> String {
        var lines = [
            "# fish completion for \(program); made by `\(program) completion fish`",
            "complete -c \(program) -f",
        ]
        for spec in commands {
            lines.append(
                "complete -c \(program) -n __fish_use_subcommand -a \(fishQuote(spec.name)) -d \(fishQuote(spec.forms[0].abstract))"
            )
        }
        for spec in commands {
            let condition = fishQuote("__fish_seen_subcommand_from \(spec.names.joined(separator: " "))")
            let prefix = "complete -c \(program) -n \(condition)"
            for option in options(spec) {
                let name = option.name.drop { $0 == "-" }
                var line = "\(prefix) -l \(name) -d \(fishQuote(option.help))"
                if case .option = option.role { line += " -r" + fishArguments(option.completion, names: []) }
                lines.append(line)
            }
            lines.append("\(prefix) -s h -l help -d \(fishQuote("this help"))")
            if let positional = spec.parameters.first(where: \.isPositional) {
                let arguments = fishArguments(positional.completion, names: commandNames(commands))
                if !arguments.isEmpty { lines.append(prefix + arguments) }
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func fishArguments(_ completion: ArgumentCompletion, names: [String]) -> String {
        switch completion {
        case .none: ""
        case .recordings: " -k -a '(__fish_complete_suffix .jsonl)'"
        case .paths: " -F"
        case .commands: " -a \(fishQuote(names.joined(separator: " ")))"
        case .words(let words): " -a \(fishQuote(words.joined(separator: " ")))"
        }
    }

    /// `text` in fish's single quotes.
    private static func fishQuote(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
