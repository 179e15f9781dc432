import ScrollTape

/// `scrolltape --version`: the version.
struct VersionCommand: ScrollTapeCommand {
    static let version = "0.1.0"

    static let spec = CommandSpec("--version", aliases: ["version"], abstract: "the version")

    init(_ arguments: ParsedArguments) {}

    func run(console: inout some Console) -> Int32 {
        console.out("scrolltape \(Self.version)")
        return CommandRunner.ExitCode.success
    }
}
