import Foundation
import ScrollTape

StandardConsole.occupyClosedStandardDescriptors()
var console = StandardConsole()
exit(CommandRunner.main(Array(CommandLine.arguments.dropFirst()), console: &console))
