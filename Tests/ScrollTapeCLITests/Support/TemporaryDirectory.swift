import Foundation

/// A fresh folder for the recordings one test writes, removed when the test is done.
struct TemporaryDirectory {
    let url: URL

    /// Creates the folder, calls `body` with it, and removes it afterwards.
    static func with<Result>(_ body: (TemporaryDirectory) throws -> Result) throws -> Result {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrolltape-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(TemporaryDirectory(url: url))
    }

    /// Writes `contents` byte for byte to `relative` (creating intermediate folders).
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file
    }

    /// Copies the bundled recording at `bundled` (relative to the package root) to `name` here;
    /// returns the copy's path.
    func copy(_ bundled: String, as name: String) throws -> String {
        let copy = url.appendingPathComponent(name).path
        try FileManager.default.copyItem(
            atPath: PackageRoot.url.appendingPathComponent(bundled).path, toPath: copy)
        return copy
    }
}
