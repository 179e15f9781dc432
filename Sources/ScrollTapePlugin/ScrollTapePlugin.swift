import Foundation
import PackagePlugin

/// `swift package scrolltape COMMAND …`: runs the `scrolltape` tool, built from source by SwiftPM
/// (nothing to install), in the folder `swift package` was run from, so that an app's package
/// checks the recordings it keeps (`swift package scrolltape check Recordings`).
///
/// Every argument after the verb goes to the tool as typed (`check --strict Recordings`,
/// `explore Recordings/feed.jsonl --out Found`); the tool's output (SwiftPM forwards a plugin's
/// output, both streams, to its standard output) is followed, when it fails, by a line naming its
/// exit code (1 when a check fails, 2 for bad input); `swift package` then exits 1. No command at
/// all is refused (exit 2), so a script whose argument came out empty fails. Commands that write
/// files (`check --junit`, `explore`, `shrink`, `html`, `plot`, `trace`, `record`) need SwiftPM's
/// permission to write into the package (`swift package --allow-writing-to-package-directory
/// scrolltape html …`); the plugin asks for none, so a `check` that only reads runs without it.
@main
struct ScrollTapePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // Without a command the tool prints its usage and succeeds; from a script (a CI step whose
        // argument variable came out empty) that would pass silently: refused, as bad usage.
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(
                Data(
                    ("error: give scrolltape a command: swift package scrolltape check Recordings "
                        + "(swift package scrolltape --help lists them)\n").utf8))
            exit(2)
        }
        // The executable target of the `scrolltape` product, as SwiftPM names a tool of the same package.
        let tool = try context.tool(named: "ScrollTapeMain")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status == 0 else {
            let how =
                process.terminationReason == .exit
                ? "exited with code \(status)" : "was killed by signal \(status)"
            // Written after the tool's output, on the same stream (a diagnostic would travel on
            // another channel and could come out first); the tool's own exit code, which SwiftPM
            // reports as the plugin's failure.
            FileHandle.standardError.write(Data("error: scrolltape \(arguments.first ?? "") \(how)\n".utf8))
            exit(process.terminationReason == .exit ? status : 1)
        }
    }
}
