import Foundation

/// The root of the ScrollTape package (the folder that holds `Package.swift`), found from this file's path.
enum PackageRoot {
    static let url: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    /// `relative` (e.g. `recordings/pinned-header.jsonl`) under the package root.
    static func file(_ relative: String) -> URL {
        url.appendingPathComponent(relative)
    }
}
