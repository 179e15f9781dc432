import Foundation
import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI

/// `scrolltape check` with app code that names a view the recording's screen does not have: the
/// recording fails at the events where the code named it (`code.misuse`, with the ids the screen
/// has and the closest), exit 1, and the check goes on (it used to trap and end the process).
/// The command line runs the built-in model; the library's own code goes through the same command.
@Suite struct CheckAppCodeMisuseTests {
    /// Fades the title, by a mistyped id, once the list has moved.
    struct MistypedTitle: ScrollViewDelegate {
        mutating func scrollViewDidScroll(_ screen: inout AppScreen) {
            guard screen.scrollView.contentOffset.y > -148 else { return }
            screen[view: "titel"].alpha = 0
        }
    }

    static let recording = """
        {"type":"session","format":"scrolltape","version":1,"device":{"name":"iPhone 11","width":414,\
        "height":896,"scale":2,"safeArea":{"top":48,"left":0,"bottom":34,"right":0}},"scroll":{"id":"list",\
        "content":{"items":{"count":40,"length":88,"spacing":0}},"additionalSafeArea":{"top":100}},\
        "views":[{"id":"list","kind":"scroll"},{"id":"title","kind":"label","frame":[16,100,300,30]}]}
        {"type":"touch","t":0,"id":1,"phase":"began","x":200,"y":600}
        {"type":"touch","t":0.0167,"id":1,"phase":"moved","x":200,"y":580}
        {"type":"touch","t":0.0333,"id":1,"phase":"moved","x":200,"y":560}
        {"type":"frame","t":0.05}

        """

    @Test func aWrongViewInTheAppsCodeFailsTheRecordingWithExitOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-misuse-\(UUID().uuidString).jsonl")
        try Self.recording.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var command = try #require(try ScrollTapeCommands.parse(["check", file.path]) as? CheckCommand)
        command.code = AppCode(delegate: MistypedTitle())
        var console = BufferConsole()
        let status = command.run(console: &console)
        #expect(status == CommandRunner.ExitCode.failure)
        #expect(
            console.stdout.split(separator: "\n") == [
                "FAIL \(file.path) (4 events, 0 expects; 1 violation)",
                "checked 1 recording, 4 events: 0 passed, 1 failed",
            ])
        // The list moved at event 3 (line 4), past the touch slop: the code named the view then.
        #expect(
            console.stderr
                == "\(file.path):4:1: error: [code.misuse] the app's code names view 'titel', which the screen "
                + "does not have (views: list, title; did you mean 'title'?): it reads as an empty view and what is "
                + "set on it is dropped\n")
    }
}

/// The app's code reaches these files (its screen, the short forms, the bridge, the SwiftUI
/// driver, the test helpers): a mistake it makes is reported there, never a trap. A trap in them
/// would end a user's test process, or the app.
@Suite struct NoTrapOnTheAppsPathTests {
    static let files = [
        "Sources/ScrollTapeCore/App", "Sources/ScrollTapeRecorder/UIKit/ScrollViewDelegateBridge.swift",
        "Sources/ScrollTapeRecorder/ScrollGeometryDriver.swift",
        "Sources/ScrollTapeRecorder/MisuseReport.swift",
        "Sources/ScrollTapeTesting",
    ]

    @Test func noFileTheAppsCodeReachesTraps() throws {
        var sources: [URL] = []
        for path in Self.files {
            let url = PackageRoot.url.appendingPathComponent(path)
            if path.hasSuffix(".swift") {
                sources.append(url)
            } else {
                let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
                sources += names.filter { $0.hasSuffix(".swift") }.map { url.appendingPathComponent($0) }
            }
        }
        #expect(sources.count > 8)
        for source in sources {
            let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n")
            for (number, line) in lines.enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for trap in ["precondition(", "preconditionFailure(", "fatalError("] where line.contains(trap)
                {
                    Issue.record(
                        "\(source.lastPathComponent):\(number + 1): \(trap) on the app's code's path")
                }
            }
        }
    }
}
