import Foundation
import PackagePlugin

/// `swift package scrolltape COMMAND …`: runs the `scrolltape` tool, built from source by SwiftPM
/// (nothing to install), in the folder `swift package` was run from, so that an app's package
/// checks the recordings it keeps (`swift package scrolltape check Recordings`).
///
/// Every argument after the verb goes to the tool as typed (`check --strict Recordings`,
/// `explore Recordings/feed.jsonl --out Found`), and the tool's output and exit code are the
/// command's: 0 when all is well, 1 when a check fails, 2 for bad input (SwiftPM's own exit code
/// is 1 for either failure, after the tool's last line). Commands that write files (`explore`,
/// `shrink`, `html`, `plot`, `trace`, `record`) need SwiftPM's permission to write into the
/// package (`swift package --allow-writing-to-package-directory scrolltape html …`); the plugin
/// asks for none, so `check` runs without it.
@main
struct ScrollTapePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
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
            Diagnostics.error("scrolltape \(arguments.first ?? "") \(how)")
            // The tool's own exit code, which SwiftPM reports as the plugin's failure.
            exit(process.terminationReason == .exit ? status : 1)
        }
    }
}
