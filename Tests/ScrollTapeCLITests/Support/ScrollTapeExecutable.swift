import Foundation

/// Finds the built `scrolltape` executable that the end-to-end tests run.
///
/// In order: `$SCROLLTAPE_EXECUTABLE`; next to the running test product (`swift test` on Linux runs
/// `.build/<triple>/debug/<Package>PackageTests.xctest`, on macOS the `.xctest` bundle sits in the
/// same folder as the executable); then `.build/debug` and `.build/<triple>/debug` under the package root.
enum ScrollTapeExecutable {
    static let name = "scrolltape"

    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]

        var description: String {
            "the built `\(ScrollTapeExecutable.name)` executable was not found; run `swift build` first "
                + "(or set SCROLLTAPE_EXECUTABLE). Looked in:\n  " + searched.joined(separator: "\n  ")
        }
    }

    /// The executable, or an error that lists every place searched.
    static func url() throws(NotFound) -> URL {
        let candidates = candidates()
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw NotFound(searched: candidates.map(\.path))
    }

    static func candidates() -> [URL] {
        if let override = ProcessInfo.processInfo.environment["SCROLLTAPE_EXECUTABLE"], !override.isEmpty {
            return [URL(fileURLWithPath: override)]
        }
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first, first.contains("/") {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let build = PackageRoot.file(".build")
        folders.append(build.appendingPathComponent("debug"))
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        for triple in triples.sorted() where triple.contains("-") {
            folders.append(build.appendingPathComponent(triple).appendingPathComponent("debug"))
        }
        var seen = Set<String>()
        return folders.map { $0.appendingPathComponent(name).standardizedFileURL }
            .filter { seen.insert($0.path).inserted }
    }
}
