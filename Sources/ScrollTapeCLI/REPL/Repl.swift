import Foundation
import ScrollTape

/// `scrolltape repl FILE`: reads command lines and answers each.
///
/// On a terminal: a banner, a prompt, a line editor with history, and colour unless `NO_COLOR` is
/// set (or standard output is not a terminal). Otherwise (a script or a pipe): no banner, no prompt,
/// no colour, just one answer per command on standard output. Errors are `error: …` lines on
/// standard output too, so a script reads every answer from one stream. The session ends at `quit`
/// or the end of input, with exit code 0.
package enum Repl {
    package static func run(path: String, console: inout some Console) -> Int32 {
        guard path != CommandRunner.standardInput else {
            console.err(
                "error: repl reads its commands from standard input, so it cannot read the recording "
                    + "from there too (-): save the recording to a file and name it")
            return CommandRunner.ExitCode.badInput
        }
        guard let file = CommandRunner.load(path, console: &console) else {
            return CommandRunner.ExitCode.badInput
        }
        let isInteractive = isatty(STDIN_FILENO) == 1
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let style = ReplStyle(colored: isInteractive && isatty(STDOUT_FILENO) == 1 && !noColor)
        var session = ReplSession(file: file, style: style)
        if isInteractive {
            console.out(session.banner)
            var editor = LineEditor()
            while let line = editor.readLine(prompt: session.prompt) {
                guard session.run(line, console: &console) else { break }
            }
        } else {
            while let line = readLine() {
                guard session.run(line, console: &console) else { break }
            }
        }
        return CommandRunner.ExitCode.success
    }
}
