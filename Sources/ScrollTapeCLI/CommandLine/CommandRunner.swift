import ScrollTape

/// Parses a command line into a command (`ScrollTapeCommands`) and runs it; returns the exit code
/// (recordings/FORMAT.md, "Exit codes and diagnostics").
package enum CommandRunner {
    package enum ExitCode {
        package static let success: Int32 = 0
        /// An invariant or expectation failed.
        package static let failure: Int32 = 1
        /// Bad usage or bad input.
        package static let badInput: Int32 = 2
    }

    /// Parses `arguments` (without the program name) and runs the command. A usage error prints
    /// `error: …` and the usage of the command it concerns (or the general usage).
    package static func main(_ arguments: [String], console: inout some Console) -> Int32 {
        do throws(UsageError) {
            let code = try ScrollTapeCommands.parse(arguments).run(console: &console)
            if let failure = console.outputFailure {
                console.err("error: \(failure)")
                return ExitCode.badInput
            }
            return code
        } catch {
            // The message quotes the arguments as typed (a file name, a path): shown escaped.
            console.err("error: \(Diagnostic.oneLine(error.message))")
            let usage = error.command.flatMap(ScrollTapeCommands.command(named:)).map {
                HelpText.command($0.spec)
            }
            console.err(usage ?? HelpCommand.general)
            return ExitCode.badInput
        }
    }
}
