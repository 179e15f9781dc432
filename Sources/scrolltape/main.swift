import Foundation
import ScrollTape

var console = StandardConsole()
exit(CommandRunner.main(Array(CommandLine.arguments.dropFirst()), console: &console))
