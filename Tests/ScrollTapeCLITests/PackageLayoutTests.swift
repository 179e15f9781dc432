import Foundation
import Testing

/// The package as a Mac and an app see it: a clone that a case-insensitive disk keeps
/// whole, and library products that bring only what they need into an app.
@Suite struct PackageLayoutTests {
    /// Every file and folder of the package, relative to its root, without what the build,
    /// git and Xcode keep beside it.
    static func packagePaths() throws -> [String] {
        let root = PackageRoot.url.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(atPath: root) else {
            throw CocoaError(.fileReadUnknown)
        }
        var paths: [String] = []
        while let path = walk.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name == ".git" || name.hasPrefix(".build") || name == ".swiftpm" || name == "Package.resolved"
            {
                walk.skipDescendants()
                continue
            }
            paths.append(path)
        }
        return paths
    }

    /// The paths among `paths` that another one equals but for case, lower-cased.
    static func caseCollisions(_ paths: [String]) -> [String] {
        let groups = Dictionary(grouping: paths, by: { $0.lowercased() })
        return groups.filter { $0.value.count > 1 }.map { $0.value.sorted().joined(separator: " / ") }
            .sorted()
    }

    @Test func caseCollisionsAreFound() {
        #expect(
            Self.caseCollisions(["Sources/ScrollTape", "Sources/scrolltape", "Sources/ScrollTapeCore"])
                == ["Sources/ScrollTape / Sources/scrolltape"])
        #expect(Self.caseCollisions(["Tests/A.swift", "Tests/B.swift"]).isEmpty)
    }

    /// APFS and HFS+ are case-insensitive by default: `Sources/ScrollTape` beside
    /// `Sources/scrolltape` would be one folder on a Mac, and git would mix two targets in it.
    @Test func noTwoPathsDifferOnlyInCase() throws {
        let paths = try Self.packagePaths()
        #expect(paths.contains("Sources/ScrollTapeCore"))
        #expect(Self.caseCollisions(paths) == [])
    }

    /// The manifest as SwiftPM reads it (`swift package dump-package`, with a scratch folder of
    /// its own so that it does not wait for the build folder this test run holds).
    static func manifest() throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-dump-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try runShell(
            "swift package dump-package --package-path '\(PackageRoot.url.path)' --scratch-path '\(scratch.path)'",
            in: PackageRoot.url, environment: ProcessInfo.processInfo.environment, timeout: 120)
        try #require(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(json as? [String: Any])
    }

    /// Target name → the names of the targets it depends on.
    static func targetDependencies(_ manifest: [String: Any]) -> [String: [String]] {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        var graph: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            graph[name] = dependencies.compactMap { dependency in
                let value = dependency["byName"] ?? dependency["target"] ?? dependency["product"]
                return (value as? [Any])?.first as? String
            }
        }
        return graph
    }

    /// `name` and every target it depends on, directly or not.
    static func closure(of name: String, in graph: [String: [String]]) -> Set<String> {
        var found: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += graph[next] ?? []
        }
        return found
    }

    /// An app that links the recorder or the test helpers compiles the model, the reader and the
    /// writer, and nothing of the command-line tool (commands, REPL, renderers); a test that links
    /// the explorer compiles it and the model.
    @Test func libraryProductsBringOnlyWhatTheyNeed() throws {
        let manifest = try Self.manifest()
        let graph = Self.targetDependencies(manifest)
        let products = manifest["products"] as? [[String: Any]] ?? []
        var brought: [String: Set<String>] = [:]
        for product in products {
            guard let name = product["name"] as? String, let targets = product["targets"] as? [String] else {
                continue
            }
            brought[name] = targets.reduce(into: Set<String>()) {
                $0.formUnion(Self.closure(of: $1, in: graph))
            }
        }
        #expect(brought["ScrollTapeCore"] == ["ScrollTapeCore"])
        #expect(brought["ScrollTape"] == ["ScrollTape", "ScrollTapeCore"])
        #expect(brought["ScrollTapeRecorder"] == ["ScrollTapeRecorder", "ScrollTape", "ScrollTapeCore"])
        #expect(brought["ScrollTapeTesting"] == ["ScrollTapeTesting", "ScrollTape", "ScrollTapeCore"])
        #expect(brought["ScrollTapeExplorer"] == ["ScrollTapeExplorer", "ScrollTapeCore"])
        #expect(brought["ScrollTapePictures"] == ["ScrollTapePictures", "ScrollTape", "ScrollTapeCore"])
        #expect(brought["scrolltape"]?.contains("ScrollTapeCLI") == true)
        // Static: `swift build --product ScrollTapeRecorder` then builds these targets only (for an
        // automatic library product SwiftPM builds every target of the package).
        let kinds = Dictionary(
            products.compactMap { product -> (String, String)? in
                guard let name = product["name"] as? String,
                    let library = (product["type"] as? [String: Any])?["library"] as? [String],
                    let kind = library.first
                else { return nil }
                return (name, kind)
            }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["ScrollTapeRecorder"] == "static")
        #expect(kinds["ScrollTapeTesting"] == "static")
        #expect(kinds["ScrollTapeExplorer"] == "static")
        #expect(kinds["ScrollTapePictures"] == "static")
        // The lowest versions whose APIs the code uses (Duration, ContinuousClock,
        // String.replacing): without them SwiftPM assumes iOS 12 / macOS 10.13, where it cannot build.
        let platforms = manifest["platforms"] as? [[String: Any]] ?? []
        let versions = Dictionary(
            platforms.compactMap { platform -> (String, String)? in
                guard let name = platform["platformName"] as? String,
                    let version = platform["version"] as? String
                else { return nil }
                return (name, version)
            }, uniquingKeysWith: { first, _ in first })
        #expect(versions["ios"] == "16.0")
        #expect(versions["macos"] == "13.0")
        #expect(versions["tvos"] == "16.0")
        // Two targets whose names differ only in case share a build folder and a module file on
        // a case-insensitive disk.
        #expect(Self.caseCollisions(Array(graph.keys)) == [])
    }
}
