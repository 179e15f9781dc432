import ScrollTape

/// `scrolltape completion bash|zsh|fish`: a completion script for the shell, made from the command
/// declarations.
struct CompletionCommand: ScrollTapeCommand {
    static let shell = Positional(
        "SHELL", .choice(ShellCompletion.Shell.allCases.map(\.rawValue)), help: "bash, zsh or fish")

    static let spec = CommandSpec(
        "completion", abstract: "a completion script for bash, zsh or fish",
        parameters: [shell.parameter],
        discussion: """
            Prints a script that completes scrolltape's commands, options and arguments
            (recordings: *.jsonl files) in the shell. To use it:
              bash: source <(scrolltape completion bash)      (e.g. in ~/.bashrc)
              zsh:  scrolltape completion zsh > "${fpath[1]}/_scrolltape"   (then compinit)
              fish: scrolltape completion fish > ~/.config/fish/completions/scrolltape.fish
            """)

    var shell: ShellCompletion.Shell

    init(_ arguments: ParsedArguments) {
        shell = ShellCompletion.Shell(rawValue: arguments[Self.shell]!)!
    }

    func run(console: inout some Console) -> Int32 {
        console.out(ShellCompletion.script(for: shell, commands: ScrollTapeCommands.all.map { $0.spec }))
        return CommandRunner.ExitCode.success
    }
}
