import Foundation
import ScrollTape
import ScrollTapeCLI

StandardConsole.occupyClosedStandardDescriptors()
var console = StandardConsole()
exit(CommandRunner.main(Array(CommandLine.arguments.dropFirst()), console: &console))
